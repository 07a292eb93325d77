CREATE TABLE "ai_point_usage" (
	"org_id" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_point_usage_org_id_month_pk" PRIMARY KEY("org_id","month")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "cell_phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_monitoring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bind_role_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "customer_search_mode" text DEFAULT 'containMode' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_point_usage" ADD CONSTRAINT "ai_point_usage_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_org_created_idx" ON "messages" USING btree ("org_id","created_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);
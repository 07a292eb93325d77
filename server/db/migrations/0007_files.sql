CREATE TABLE "files" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"created_by" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"channel" text NOT NULL,
	"mode" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint,
	"stored_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_object_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_org_idx" ON "files" USING btree ("org_id");
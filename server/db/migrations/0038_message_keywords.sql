CREATE TABLE "message_keyword_tagged" (
	"rule_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_keyword_tagged_rule_id_customer_id_pk" PRIMARY KEY("rule_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "message_keywords" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"keywords" text[] NOT NULL,
	"match_mode" text NOT NULL,
	"platforms" text[] NOT NULL,
	"add_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"remove_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"tagged_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_keyword_tagged" ADD CONSTRAINT "message_keyword_tagged_rule_id_message_keywords_object_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."message_keywords"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_keyword_tagged" ADD CONSTRAINT "message_keyword_tagged_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_keywords" ADD CONSTRAINT "message_keywords_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_keyword_tagged_customer_idx" ON "message_keyword_tagged" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "message_keywords_org_created_idx" ON "message_keywords" USING btree ("org_id","created_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);
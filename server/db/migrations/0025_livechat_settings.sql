CREATE TABLE "livechat_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "profile_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "livechat_settings" ADD CONSTRAINT "livechat_settings_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;
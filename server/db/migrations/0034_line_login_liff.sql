CREATE TABLE "line_login_channels" (
	"org_id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"credentials" text NOT NULL,
	"liff_id" text,
	"liff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "share_message_setting" jsonb;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "line_login_channels" ADD CONSTRAINT "line_login_channels_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_share_token_idx" ON "broadcasts" USING btree ("share_token");
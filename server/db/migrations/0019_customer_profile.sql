ALTER TABLE "customers" ADD COLUMN "bind_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "message_tag" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;
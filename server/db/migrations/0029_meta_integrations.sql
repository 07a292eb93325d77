ALTER TABLE "integrations" ADD COLUMN "verify_token_hash" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "reconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "platform_message_id" text;--> statement-breakpoint
CREATE INDEX "integrations_verify_token_idx" ON "integrations" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE INDEX "message_deliveries_platform_idx" ON "message_deliveries" USING btree ("org_id","platform_message_id");
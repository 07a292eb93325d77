ALTER TABLE "broadcast_recipients" ADD COLUMN "ambiguous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_events" ADD COLUMN "lane" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_events" ADD COLUMN "queued" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "integration_id" text;--> statement-breakpoint
-- Replies stored before lanes: their conversation and account, from the message and its customer.
UPDATE "message_deliveries" d SET "customer_id" = m."customer_id", "integration_id" = c."integration_id"
  FROM "messages" m JOIN "customers" c ON c."object_id" = m."customer_id" WHERE m."object_id" = d."message_id";--> statement-breakpoint
ALTER TABLE "message_deliveries" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "queued" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "round_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "keyless_try" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "ambiguous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "channel_events_lane_idx" ON "channel_events" USING btree ("integration_id","lane","queued") WHERE "channel_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "message_deliveries_lane_idx" ON "message_deliveries" USING btree ("customer_id","queued") WHERE "message_deliveries"."status" = 'pending';
ALTER TABLE "shop_orders" ADD COLUMN "delivery_ref" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivery_quote_id" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivery_tracking_url" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivery_event_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_delivery_ref_idx" ON "shop_orders" USING btree ("delivery_ref") WHERE "shop_orders"."delivery_ref" is not null;
CREATE TABLE "shop_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_sends" (
	"org_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_product_sends_org_id_customer_id_product_id_pk" PRIMARY KEY("org_id","customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "shop_variations" ADD COLUMN "low_stock_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_product_sends" ADD CONSTRAINT "shop_product_sends_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_sends" ADD CONSTRAINT "shop_product_sends_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_sends" ADD CONSTRAINT "shop_product_sends_product_id_shop_products_object_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_payment_ref_idx" ON "shop_orders" USING btree ("payment_ref") WHERE "shop_orders"."payment_ref" is not null;
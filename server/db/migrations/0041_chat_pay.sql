CREATE TABLE "shop_orders" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"serial" integer NOT NULL,
	"customer_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_status" text NOT NULL,
	"shipping_type" text NOT NULL,
	"shipping_price" integer NOT NULL,
	"address" text,
	"items" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"contact" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"receipt_id" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"serial" integer NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"specs" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_serials" (
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "shop_serials_org_id_kind_pk" PRIMARY KEY("org_id","kind")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_variations" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"regular_price" integer NOT NULL,
	"sale_price" integer,
	"currency" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_variations_stock_check" CHECK ("shop_variations"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_serials" ADD CONSTRAINT "shop_serials_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variations" ADD CONSTRAINT "shop_variations_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variations" ADD CONSTRAINT "shop_variations_product_id_shop_products_object_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_org_serial_idx" ON "shop_orders" USING btree ("org_id","serial");--> statement-breakpoint
CREATE INDEX "shop_orders_org_created_idx" ON "shop_orders" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_expires_idx" ON "shop_orders" USING btree ("expires_at") WHERE "shop_orders"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "shop_orders_remind_idx" ON "shop_orders" USING btree ("remind_at") WHERE "shop_orders"."remind_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_org_serial_idx" ON "shop_products" USING btree ("org_id","serial");--> statement-breakpoint
CREATE INDEX "shop_variations_product_idx" ON "shop_variations" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_variations_org_sku_idx" ON "shop_variations" USING btree ("org_id","sku") WHERE "shop_variations"."sku" <> '' and not "shop_variations"."deleted";
CREATE TABLE "bot_jobs" (
	"message_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"integration_id" text,
	"kind" text NOT NULL,
	"queued" bigserial NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_rules" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"platforms" text[] NOT NULL,
	"accounts" text[] DEFAULT '{}'::text[] NOT NULL,
	"required_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"replies" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_sent_once" (
	"customer_id" text NOT NULL,
	"occasion" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_sent_once_customer_id_occasion_period_pk" PRIMARY KEY("customer_id","occasion","period")
);
--> statement-breakpoint
CREATE TABLE "bot_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_jobs" ADD CONSTRAINT "bot_jobs_message_id_messages_object_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_rules" ADD CONSTRAINT "bot_rules_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sent_once" ADD CONSTRAINT "bot_sent_once_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_jobs_due_idx" ON "bot_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "bot_jobs_lane_idx" ON "bot_jobs" USING btree ("customer_id","queued") WHERE "bot_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bot_rules_org_priority_idx" ON "bot_rules" USING btree ("org_id","priority");
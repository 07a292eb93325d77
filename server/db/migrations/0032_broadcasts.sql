CREATE TABLE "broadcast_recipients" (
	"broadcast_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"org_id" text NOT NULL,
	"platform" text NOT NULL,
	"integration_id" text,
	"platform_customer_id" text NOT NULL,
	"within_window" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"batch_id" text,
	"retry_key" text,
	"platform_request_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"messages_sent" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "broadcast_recipients_broadcast_id_customer_id_pk" PRIMARY KEY("broadcast_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"query" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"quick_reply" jsonb,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"schedule_at" timestamp with time zone,
	"created_by" text,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"resend_of" text,
	"task_id" text,
	"snapshot_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_object_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_customer_id_customers_object_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_users_object_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("object_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_claim_idx" ON "broadcast_recipients" USING btree ("broadcast_id","status","platform","integration_id","customer_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_batch_idx" ON "broadcast_recipients" USING btree ("broadcast_id","batch_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_customer_idx" ON "broadcast_recipients" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "broadcasts_org_created_idx" ON "broadcasts" USING btree ("org_id","created_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_tags_idx" ON "customers" USING gin ("tags");
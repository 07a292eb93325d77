CREATE TABLE "message_deliveries" (
	"message_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "integration_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reply_token_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_id_messages_object_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_integration_id_integrations_object_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("object_id") ON DELETE set null ON UPDATE no action;
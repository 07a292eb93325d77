CREATE TABLE "channel_events" (
	"object_id" text PRIMARY KEY NOT NULL,
	"integration_id" text NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"platform" text NOT NULL,
	"account" text NOT NULL,
	"bot_id" text NOT NULL,
	"name" text NOT NULL,
	"picture" text,
	"credentials" text NOT NULL,
	"webhook_set_at" timestamp with time zone,
	"last_webhook_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_integration_id_integrations_object_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_events_event_idx" ON "channel_events" USING btree ("integration_id","event_id");--> statement-breakpoint
CREATE INDEX "channel_events_status_idx" ON "channel_events" USING btree ("status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_platform_account_idx" ON "integrations" USING btree ("platform","account");--> statement-breakpoint
CREATE INDEX "integrations_org_idx" ON "integrations" USING btree ("org_id");
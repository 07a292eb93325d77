CREATE TABLE "tasks" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"file_path" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"schedule_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_org_created_idx" ON "tasks" USING btree ("org_id","created_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","created_at");
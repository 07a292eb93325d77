CREATE TABLE "whatsapp_templates" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"integration_id" text NOT NULL,
	"wa_template_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"header" jsonb,
	"body" text NOT NULL,
	"footer" text,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_integration_id_integrations_object_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_integration_name_idx" ON "whatsapp_templates" USING btree ("integration_id","name","language");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_org_idx" ON "whatsapp_templates" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_wa_id_idx" ON "whatsapp_templates" USING btree ("wa_template_id");
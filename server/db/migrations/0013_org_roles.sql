CREATE TABLE "org_roles" (
	"object_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"superior_id" text,
	"feature" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "org_role_id" text;--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_org_id_organizations_object_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_superior_id_org_roles_object_id_fk" FOREIGN KEY ("superior_id") REFERENCES "public"."org_roles"("object_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_roles_org_name_idx" ON "org_roles" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "org_roles_superior_idx" ON "org_roles" USING btree ("superior_id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_org_role_id_org_roles_object_id_fk" FOREIGN KEY ("org_role_id") REFERENCES "public"."org_roles"("object_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_org_role_idx" ON "memberships" USING btree ("org_role_id");
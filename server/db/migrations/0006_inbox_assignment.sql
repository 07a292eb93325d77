ALTER TABLE "customers" ADD COLUMN "assignee" text;--> statement-breakpoint
CREATE INDEX "customers_org_assigned_idx" ON "customers" USING btree ("org_id","assigned_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_org_last_inbound_idx" ON "customers" USING btree ("org_id","last_inbound_at" DESC NULLS LAST,"object_id" DESC NULLS LAST);
-- The customer lists sort on their key DESC NULLS LAST, then object_id DESC (NULLS FIRST in PostgreSQL):
-- the indexes were declared object_id DESC NULLS LAST, so a page sorted the rows of a key again (docs/search.md).
DROP INDEX "customers_org_last_message_idx";--> statement-breakpoint
DROP INDEX "customers_org_assigned_idx";--> statement-breakpoint
DROP INDEX "customers_org_last_inbound_idx";--> statement-breakpoint
CREATE INDEX "customers_org_last_message_idx" ON "customers" USING btree ("org_id","last_message_at" DESC NULLS LAST,"object_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_org_assigned_idx" ON "customers" USING btree ("org_id","assigned_at" DESC NULLS LAST,"object_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_org_last_inbound_idx" ON "customers" USING btree ("org_id","last_inbound_at" DESC NULLS LAST,"object_id" DESC NULLS FIRST);
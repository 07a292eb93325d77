CREATE INDEX "customers_display_name_trgm_idx" ON "customers" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_original_name_trgm_idx" ON "customers" USING gin ("original_display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_content_trgm_idx" ON "messages" USING gin (("data"->>'content') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_title_trgm_idx" ON "messages" USING gin (("data"->>'title') gin_trgm_ops);
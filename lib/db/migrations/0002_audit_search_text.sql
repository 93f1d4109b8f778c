ALTER TABLE "audit_log" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_search_pending_idx" ON "audit_log" USING btree ("id") WHERE search_text is null;
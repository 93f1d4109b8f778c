DROP INDEX "parties_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_name_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "full_name_search_text" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "property_name_search_text" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "name_search_text" text;--> statement-breakpoint
CREATE INDEX "parties_full_name_search_trgm_idx" ON "parties" USING gin ("full_name_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parties_search_pending_idx" ON "parties" USING btree ("id") WHERE full_name_search_text is null;--> statement-breakpoint
CREATE INDEX "properties_search_pending_idx" ON "properties" USING btree ("id") WHERE property_name_search_text is null;--> statement-breakpoint
CREATE INDEX "properties_name_search_trgm_idx" ON "properties" USING gin ("property_name_search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "property_name_search";
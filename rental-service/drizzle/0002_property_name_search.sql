DROP INDEX "properties_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "property_name_search" text GENERATED ALWAYS AS (lower(property_name)) STORED;--> statement-breakpoint
CREATE INDEX "properties_name_search_trgm_idx" ON "properties" USING gin ("property_name_search" gin_trgm_ops);
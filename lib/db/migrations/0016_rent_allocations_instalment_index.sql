DROP INDEX "rent_allocations_instalment_idx";--> statement-breakpoint
CREATE INDEX "rent_allocations_instalment_idx" ON "rent_allocations" USING btree ("instalment_id");
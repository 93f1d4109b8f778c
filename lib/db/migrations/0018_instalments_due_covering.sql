DROP INDEX "rent_instalments_due_idx";--> statement-breakpoint
CREATE INDEX "rent_instalments_due_idx" ON "rent_instalments" USING btree ("due_date","status","contract_id","total");
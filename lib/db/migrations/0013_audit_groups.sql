ALTER TABLE "audit_log" ADD COLUMN "group_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_group_idx" ON "audit_log" USING btree ("group_id","created_at");--> statement-breakpoint
-- A bulk deed sync's entries from before the column: their run id is in their details.
UPDATE "audit_log" SET "group_id" = "details"->>'run' WHERE "action" = 'property.sync' AND "details"->>'run' IS NOT NULL;

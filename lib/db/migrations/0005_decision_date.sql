ALTER TABLE "contract_register" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "contract_register" ADD COLUMN "decision_date" date;--> statement-breakpoint
-- Hand-written backfill (keep when regenerating): rows recorded before this migration get what
-- upsertContract writes (lib/rental/decision-date.ts): the contract's notice period when it is a
-- whole number of days from 0 to 365, and the end date minus that period, or minus 60 days (the
-- default) when there is none. A deployment with another CONTRACT_DEFAULT_NOTICE_DAYS has those
-- rows recounted when the dashboard opens its database (refreshDefaultDecisionDates).
UPDATE "contract_register" SET "notice_days" = ("terms"->>'notice_period_in_days')::numeric::integer
WHERE jsonb_typeof("terms"->'notice_period_in_days') = 'number'
  AND ("terms"->>'notice_period_in_days')::numeric BETWEEN 0 AND 365
  AND ("terms"->>'notice_period_in_days')::numeric % 1 = 0;--> statement-breakpoint
UPDATE "contract_register" SET "decision_date" = "end_date" - coalesce("notice_days", 60)
WHERE "end_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_register_decision_idx" ON "contract_register" USING btree ("decision_date");

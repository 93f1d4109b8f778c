CREATE TABLE "contract_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"by_user" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rent_instalments" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: each instalment's live allocations, as store.ts keeps them from now on.
UPDATE "rent_instalments" AS i SET "paid" = a."paid"
FROM (
	SELECT "instalment_id", sum("amount") AS "paid" FROM "rent_allocations"
	WHERE "reversed_at" IS NULL GROUP BY "instalment_id"
) AS a
WHERE a."instalment_id" = i."id";--> statement-breakpoint
CREATE INDEX "contract_follow_ups_contract_idx" ON "contract_follow_ups" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "contract_register_deed_idx" ON "contract_register" USING btree (("known_unit" ->> 'document_number'));--> statement-breakpoint
CREATE INDEX "rent_instalments_open_idx" ON "rent_instalments" USING btree ("due_date","contract_id","total","paid") WHERE "rent_instalments"."status" = 'due' and "rent_instalments"."paid" < "rent_instalments"."total";--> statement-breakpoint
CREATE INDEX "rent_payments_paid_on_idx" ON "rent_payments" USING btree ("paid_on") WHERE "rent_payments"."voided_at" is null;
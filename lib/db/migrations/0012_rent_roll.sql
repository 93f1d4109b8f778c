CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_accounts" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"contract_type" text NOT NULL,
	"billing_type" text NOT NULL,
	"total_rent" bigint NOT NULL,
	"start_date" date,
	"end_date" date,
	"duration" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"instalment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rent_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"rent" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'due' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"receipt_year" integer NOT NULL,
	"receipt_number" integer NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text
);
--> statement-breakpoint
ALTER TABLE "rent_allocations" ADD CONSTRAINT "rent_allocations_payment_id_rent_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "rent_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_allocations" ADD CONSTRAINT "rent_allocations_instalment_id_rent_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "rent_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_instalments" ADD CONSTRAINT "rent_instalments_contract_id_rent_accounts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rent_accounts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_contract_id_rent_accounts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rent_accounts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_allocations_payment_idx" ON "rent_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "rent_allocations_instalment_idx" ON "rent_allocations" USING btree ("instalment_id") WHERE "rent_allocations"."reversed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_instalments_contract_seq_key" ON "rent_instalments" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE INDEX "rent_instalments_due_idx" ON "rent_instalments" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payments_idempotency_key" ON "rent_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payments_receipt_key" ON "rent_payments" USING btree ("receipt_year","receipt_number");--> statement-breakpoint
CREATE INDEX "rent_payments_contract_idx" ON "rent_payments" USING btree ("contract_id","paid_on");--> statement-breakpoint
-- The contracts already in the register get their schedules: the rules of
-- lib/rent-roll/schedule.ts in SQL (its test compares the two), at the default VAT setting
-- (15 % from 2020-07-01). Like alignSchedule, a deleted draft has none and a terminated
-- contract's instalments due after today (Riyadh) are cancelled.
INSERT INTO "rent_accounts" ("contract_id", "status", "deleted", "contract_type", "billing_type", "total_rent", "start_date", "end_date", "duration")
SELECT "contract_id", "status", "deleted", "contract_type", "billing_type", round("total_rent" * 100)::bigint, "start_date", "end_date", "duration"
FROM "contract_register";--> statement-breakpoint
INSERT INTO "rent_instalments" ("contract_id", "seq", "period_start", "period_end", "due_date", "rent", "vat", "total", "status")
WITH terms AS (
  SELECT "contract_id", "contract_type", "status", "deleted", "total_rent" AS total, "start_date" AS s,
    coalesce("end_date", ("start_date" + make_interval(years => greatest("duration", 1)))::date - 1) AS e,
    CASE lower(trim("billing_type"))
      WHEN 'quarterly' THEN 3
      WHEN 'semi_annual' THEN 6 WHEN 'semi-annual' THEN 6 WHEN 'semiannual' THEN 6 WHEN 'half_yearly' THEN 6
      WHEN 'annual' THEN 12 WHEN 'annually' THEN 12 WHEN 'yearly' THEN 12
      ELSE 1 END AS cycle
  FROM "rent_accounts"
  WHERE "start_date" IS NOT NULL AND NOT ("deleted" AND "status" = 'draft')
), periods AS (
  SELECT t.*, k + 1 AS seq, (t.s + make_interval(months => k * t.cycle))::date AS ps,
    least((t.s + make_interval(months => (k + 1) * t.cycle))::date - 1, t.e) AS pe
  FROM terms t CROSS JOIN generate_series(0, 360) AS k
  WHERE (t.s + make_interval(months => k * t.cycle))::date <= t.e
), shared AS (
  SELECT p.*, CASE WHEN p.seq = p.n THEN p.total - (p.total / p.n) * (p.n - 1) ELSE p.total / p.n END AS rent
  FROM (SELECT periods.*, count(*) OVER (PARTITION BY "contract_id") AS n FROM periods) p
), taxed AS (
  SELECT s.*, CASE WHEN s."contract_type" = 'commercial' AND s.ps >= DATE '2020-07-01'
    THEN (s.rent * 1500 + 5000) / 10000 ELSE 0 END AS vat
  FROM shared s
)
SELECT "contract_id", seq, ps, pe, ps, rent, vat, rent + vat,
  CASE WHEN ("status" = 'terminated' OR "deleted") AND ps > (now() AT TIME ZONE 'Asia/Riyadh')::date
    THEN 'cancelled' ELSE 'due' END
FROM taxed;

ALTER TABLE "contract_register" ADD COLUMN "renewal_of" integer;--> statement-breakpoint
ALTER TABLE "contract_register" ADD COLUMN "renewed_as" integer;--> statement-breakpoint
ALTER TABLE "contract_register" ADD COLUMN "renewal_claimed_at" timestamp with time zone;
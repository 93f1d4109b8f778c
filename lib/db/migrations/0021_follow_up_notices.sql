ALTER TABLE "contract_follow_ups" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_follow_ups" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "contract_follow_ups" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "contract_follow_ups" ADD COLUMN "given_on" date;--> statement-breakpoint
ALTER TABLE "contract_follow_ups" ADD COLUMN "note" text;--> statement-breakpoint
-- Backfill: the reminders recorded before the column, all opened in WhatsApp.
UPDATE "contract_follow_ups" SET "method" = 'whatsapp' WHERE "kind" = 'whatsapp_reminder';

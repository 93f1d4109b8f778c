ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar" text;
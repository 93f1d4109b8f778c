CREATE TABLE "office_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"vat_number" text,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_settings_one_row" CHECK ("office_settings"."id" = 1)
);

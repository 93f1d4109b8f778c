CREATE TABLE "unit_index" (
	"unit_id" text PRIMARY KEY NOT NULL,
	"unit_number" text NOT NULL,
	"unit_type" text NOT NULL,
	"property_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"property_name" text NOT NULL,
	"region_id" integer,
	"city_id" integer,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unit_index_refresh" (
	"key" text PRIMARY KEY NOT NULL,
	"running_since" timestamp with time zone,
	"started_by" text,
	"refreshed_at" timestamp with time zone,
	"properties" integer,
	"units" integer,
	"failed_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
CREATE INDEX "unit_index_document_idx" ON "unit_index" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "unit_index_region_idx" ON "unit_index" USING btree ("region_id");
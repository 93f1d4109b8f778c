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
CREATE INDEX "unit_index_region_idx" ON "unit_index" USING btree ("region_id");--> statement-breakpoint
-- Backfill: every unit the register already knows (its known_unit, the newest row's), first seen
-- when its first contract was recorded. The refresh (lib/occupancy/refresh.ts) adds the rest.
INSERT INTO "unit_index" ("unit_id", "unit_number", "unit_type", "property_id", "document_number", "property_name", "region_id", "city_id", "first_seen_at", "last_seen_at")
SELECT DISTINCT ON ("unit_id") "unit_id", "known_unit"->>'unit_number', "known_unit"->>'unit_type', ("known_unit"->>'property_id')::integer, "known_unit"->>'document_number', "known_unit"->>'property_name', ("known_unit"->>'region_id')::integer, ("known_unit"->>'city_id')::integer, min("created_at") OVER (PARTITION BY "unit_id"), now()
FROM "contract_register" WHERE "known_unit" IS NOT NULL
ORDER BY "unit_id", "updated_at" DESC
ON CONFLICT DO NOTHING;

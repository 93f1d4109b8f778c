-- Bulk deed sync (lib/deed-sync). The foreign key names no schema: the tables live in DATABASE_SCHEMA on PostgreSQL (drizzle-kit wrote "public").
CREATE TABLE "sync_pace" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_run_items" (
	"run_id" text NOT NULL,
	"seq" integer NOT NULL,
	"property_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"property_name" text DEFAULT '' NOT NULL,
	"previous_synced_at" timestamp with time zone,
	"previous_known" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb,
	"error" jsonb,
	"attempted_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sync_run_items_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"scope" text NOT NULL,
	"stale_days" integer,
	"stale_before" timestamp with time zone,
	"status" text DEFAULT 'queued' NOT NULL,
	"rps" real NOT NULL,
	"listed_pages" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_run_items" ADD CONSTRAINT "sync_run_items_run_id_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "sync_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_run_items_property_key" ON "sync_run_items" USING btree ("run_id","property_id");--> statement-breakpoint
CREATE INDEX "sync_run_items_state_idx" ON "sync_run_items" USING btree ("run_id","state","seq");--> statement-breakpoint
CREATE INDEX "sync_runs_created_idx" ON "sync_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sync_runs_status_idx" ON "sync_runs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_stale_key" ON "sync_runs" USING btree ("scope") WHERE scope = 'stale' and status in ('queued', 'running', 'paused');
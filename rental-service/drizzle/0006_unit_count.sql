-- properties.unit_count follows the units table, whoever writes it (the API, the seed, a
-- cascade): statement-level triggers for inserts and deletes count the statement's rows by
-- property (a bulk insert of many units costs one UPDATE, not one per unit). The functions keep
-- the search_path they were created with, so they always write this schema's properties.
CREATE FUNCTION "units_count_changes"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "properties" AS p SET "unit_count" = p."unit_count" + c.n
    FROM (SELECT "property_id", count(*) AS n FROM new_units GROUP BY "property_id") AS c
    WHERE p."id" = c."property_id";
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "properties" AS p SET "unit_count" = p."unit_count" - c.n
    FROM (SELECT "property_id", count(*) AS n FROM old_units GROUP BY "property_id") AS c
    WHERE p."id" = c."property_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_count_insert" AFTER INSERT ON "units"
  REFERENCING NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION "units_count_changes"();--> statement-breakpoint
CREATE TRIGGER "units_count_delete" AFTER DELETE ON "units"
  REFERENCING OLD TABLE AS old_units
  FOR EACH STATEMENT EXECUTE FUNCTION "units_count_changes"();--> statement-breakpoint
-- Units never move between properties through the API; if one is ever moved, the counts follow.
-- Row by row, and only for a row whose property changed, so a unit's PUT never touches its
-- property's row (transition tables cannot go with a column list).
CREATE FUNCTION "units_count_move"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "properties" SET "unit_count" = "unit_count" - 1 WHERE "id" = OLD."property_id";
  UPDATE "properties" SET "unit_count" = "unit_count" + 1 WHERE "id" = NEW."property_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_count_move" AFTER UPDATE OF "property_id" ON "units"
  FOR EACH ROW WHEN (OLD."property_id" IS DISTINCT FROM NEW."property_id")
  EXECUTE FUNCTION "units_count_move"();--> statement-breakpoint
-- The units that existed before this migration.
UPDATE "properties" AS p SET "unit_count" = c.n
FROM (SELECT "property_id", count(*) AS n FROM "units" GROUP BY "property_id") AS c
WHERE p."id" = c."property_id";

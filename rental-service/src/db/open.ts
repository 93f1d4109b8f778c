import path from "node:path";

import { createDatabase, type Database, type DatabaseHandle } from "@/lib/shared/connect";

import { serviceSchema } from "./schema";
import { serviceBackfills } from "./search-columns";

export type ServiceSchema = typeof serviceSchema;
export type ServiceDb = Database<ServiceSchema>;
export type ServiceDbHandle = DatabaseHandle<ServiceSchema>;

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export function openServiceDatabase(options: {
  url?: string;
  dataDir: string;
  pgSchema?: string;
}): ServiceDbHandle {
  return createDatabase({
    schema: serviceSchema,
    migrationsFolder,
    backfills: serviceBackfills,
    ...options,
  });
}

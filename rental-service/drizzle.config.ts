import { defineConfig } from "drizzle-kit";

// Migrations for the rental service's own tables (PGlite or PostgreSQL, same SQL).
export default defineConfig({
  dialect: "postgresql",
  schema: "./rental-service/src/db/schema.ts",
  out: "./rental-service/drizzle",
});

import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from lib/db/schema.ts; they run on first use.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./lib/db/migrations",
});

import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from the tables.ts of lib/db and of each feature; they run on first use.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./lib/db/tables.ts", "./lib/*/tables.ts", "./lib/*/*/tables.ts"],
  out: "./lib/db/migrations",
});

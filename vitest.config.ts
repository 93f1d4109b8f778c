import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = {
  alias: {
    "@": root,
    // `server-only` throws outside a React Server environment; tests run server code directly.
    "server-only": path.resolve(root, "test/empty-module.ts"),
  },
};
const exclude = ["**/node_modules/**", ".next/**", ".next-analyze/**", "e2e/**", ".data/**"];

// `unit`: everything that needs no build, including HTTP contract tests of the rental service.
// `integration` (*.int.test.ts): the built dashboard (`next start`) against the rental service
// process; scripts/test-all.sh builds first.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        // `extends: true`: inherit the timeouts above (inline projects do not by default).
        extends: true,
        resolve,
        test: {
          name: "unit",
          environment: "node",
          // next-auth imports "next/server" without an extension, which Node cannot resolve:
          // let Vite resolve it (lib/auth/next-auth.test.ts runs next-auth's own handlers).
          server: { deps: { inline: ["next-auth"] } },
          include: ["**/*.test.ts"],
          exclude: [...exclude, "**/*.int.test.ts"],
          globalSetup: ["test/pglite-template.ts"],
          // One worker per core (Vitest's default leaves one free): many of these tests wait on
          // a child process, a socket or a timer, and on two cores one worker left half idle.
          maxWorkers: availableParallelism(),
          // Worker threads, not child processes: each of the 112 files starts a fresh worker,
          // and a thread starts in a fraction of a process's time (the suite took 227 s with
          // forks and 154 s with threads on two cores). No test changes the working directory.
          pool: "threads",
        },
      },
      {
        extends: true,
        resolve,
        test: {
          name: "integration",
          environment: "node",
          include: ["**/*.int.test.ts"],
          exclude,
          globalSetup: ["test/integration/global-setup.ts"],
          fileParallelism: false,
        },
      },
    ],
  },
});

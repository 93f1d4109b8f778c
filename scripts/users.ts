import path from "node:path";
import { parseArgs } from "node:util";

import { generatePassword } from "@/lib/auth/password";
import { openDashboardDatabase, type DashboardDb } from "@/lib/db/database";
import { env } from "@/lib/env";
import { emailSchema, passwordSchema, roleSchema, userNameSchema } from "@/lib/users/schemas";
import {
  countActiveAdmins,
  createUser,
  EmailTakenError,
  findUserByEmail,
  listUsers,
  updateUser,
} from "@/lib/users/service";

// `npm run users -- <command>`: manage the dashboard's users from a shell, against the same
// database the dashboard uses (DATABASE_URL, or the PGlite directory DASHBOARD_DATA_DIR).

const USAGE = `Usage: npm run users -- <command>
  add <email> --name <name> --role <admin|manager|support> [--password <p> | --password -]
  role <email> <admin|manager|support>
  disable <email>
  enable <email>
  reset-password <email> [--password <p> | --password -]
  list
Without --password a random password is generated and printed once. "--password -" reads it
from standard input (keeps it out of the shell history). With PGlite (no DATABASE_URL), stop
the dashboard first: one PGlite directory can be open in one process only.`;

class UsageError extends Error {}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function passwordFrom(
  option: string | undefined,
): Promise<{ password: string; generated: boolean }> {
  if (option === undefined) return { password: generatePassword(), generated: true };
  const given = option === "-" ? await readStdinLine() : option;
  return { password: check(passwordSchema, given, "password"), generated: false };
}

function check<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(
      `Invalid ${what}: ${result.error.issues.map((i) => i.message).join("; ")}`,
    );
  return result.data;
}

async function existing(db: DashboardDb, email: string | undefined) {
  const user = await findUserByEmail(db, check(emailSchema, email, "email"));
  if (!user) throw new UsageError(`No user with the email ${email}`);
  return user;
}

async function warnIfLastAdmin(db: DashboardDb, user: { role: string; disabled: boolean }) {
  if (user.role === "admin" && !user.disabled && (await countActiveAdmins(db)) <= 1)
    console.warn(
      "Warning: this was the last enabled admin; nobody can manage users in the dashboard now.",
    );
}

async function run(db: DashboardDb, argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: "string" }, role: { type: "string" }, password: { type: "string" } },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case "add": {
      const email = check(emailSchema, rest[0], "email");
      const name = check(userNameSchema, values.name, "--name");
      const role = check(roleSchema, values.role, "--role");
      const { password, generated } = await passwordFrom(values.password);
      try {
        const user = await createUser(db, { email, name, role, password });
        console.log(`Added ${user.email} (${user.role}).`);
      } catch (error) {
        if (error instanceof EmailTakenError) throw new UsageError(error.message);
        throw error;
      }
      if (generated) console.log(`Password (shown once): ${password}`);
      return;
    }
    case "role": {
      const user = await existing(db, rest[0]);
      const role = check(roleSchema, rest[1], "role");
      if (role !== "admin") await warnIfLastAdmin(db, user);
      await updateUser(db, user.id, { role });
      console.log(`${user.email} is now ${role}.`);
      return;
    }
    case "disable":
    case "enable": {
      const user = await existing(db, rest[0]);
      if (command === "disable") await warnIfLastAdmin(db, user);
      await updateUser(db, user.id, { disabled: command === "disable" });
      console.log(`${user.email} is ${command}d.`);
      return;
    }
    case "reset-password": {
      const user = await existing(db, rest[0]);
      const { password, generated } = await passwordFrom(values.password);
      await updateUser(db, user.id, { password });
      console.log(`Password of ${user.email} reset; their sessions have ended.`);
      if (generated) console.log(`Password (shown once): ${password}`);
      return;
    }
    case "list": {
      const { rows } = await listUsers(db, { page: 1, pageSize: 1_000_000 });
      for (const u of rows)
        console.log(
          [u.email.padEnd(32), u.role.padEnd(8), u.disabled ? "disabled" : "enabled ", u.name].join(
            "  ",
          ),
        );
      if (!rows.length)
        console.log(
          "No users yet. Add one with: npm run users -- add <email> --name <name> --role admin",
        );
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  }
}

async function main() {
  const handle = openDashboardDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DASHBOARD_DATA_DIR),
    pgSchema: env.DATABASE_SCHEMA,
  });
  try {
    await run(await handle.get(), process.argv.slice(2));
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
    ) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else {
      console.error("Failed:", error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

await main();

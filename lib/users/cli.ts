import type { AuditAction } from "@/lib/audit/actions";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";

import { createTranslator } from "use-intl/core";

import { insertAudit } from "@/lib/audit/store";
import { generatePassword } from "@/lib/auth/password";
import { removeSecondFactor } from "@/lib/auth/second-factor";
import { endSessionsOf } from "@/lib/auth/sessions";
import type { DashboardDb } from "@/lib/db/database";
import { translateMsg } from "@/lib/rental/messages";
import { passwordProblems } from "@/lib/auth/password-rules";
import { emailSchema, roleSchema, userNameSchema } from "@/lib/auth/schemas";
import {
  countActiveAdmins,
  createUser,
  EmailTakenError,
  findUserByEmail,
  listUsers,
  updateUser,
} from "@/lib/auth/users";
import validation from "@/messages/en/validation.json";

// `npm run users -- <command>` (scripts/users.ts runs this against the configured database).
// Every change is written to the audit log as the command line and the operating-system user
// who ran it; passwords follow the dashboard's rules, and a password set here must be changed
// by its owner at the next sign-in.

export const USAGE = `Usage: npm run users -- <command>
  add <email> --name <name> --role <admin|manager|support> [--password <p> | --password -]
  role <email> <admin|manager|support>
  disable <email>
  enable <email>
  reset-password <email> [--password <p> | --password -]
  end-sessions <email>
  reset-2fa <email>
  list
Without --password a random password is generated and printed once. "--password -" reads it
from standard input (keeps it out of the shell history). Either way the user must choose a new
one at their next sign-in. With PGlite (no DATABASE_URL), stop the dashboard first: one PGlite
directory can be open in one process only.`;

export class UsageError extends Error {}

// The command line speaks English: the dashboard's rules answer with catalogue keys
// (lib/rental/messages.ts), which become the English catalogue's sentences here.
const english = createTranslator({ locale: "en", messages: { validation } });
const inEnglish = (messages: string[]) =>
  messages
    .map((m) => translateMsg(m, (key, params) => english(key as never, params as never)))
    .join("; ");

export type Io = { out(line: string): void; warn(line: string): void; stdin(): Promise<string> };

type Schema<T> = {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
};

function check<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(
      `Invalid ${what}: ${inEnglish(result.error.issues.map((i) => i.message))}`,
    );
  return result.data;
}

export async function runUsersCommand(db: DashboardDb, argv: string[], io: Io): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: "string" }, role: { type: "string" }, password: { type: "string" } },
  });
  const [command, ...rest] = positionals;
  const operator = userInfo().username;
  const audit = (targetId: string, action: AuditAction, details: Record<string, unknown>) =>
    insertAudit(db, {
      userId: "cli",
      userEmail: `cli:${operator}`,
      role: "cli",
      action,
      targetType: "user",
      targetId,
      status: 200,
      requestId: crypto.randomUUID(),
      details,
    });
  const existing = async () => {
    const user = await findUserByEmail(db, check(emailSchema, rest[0], "email"));
    if (!user) throw new UsageError(`No user with the email ${rest[0]}`);
    return user;
  };
  const passwordFor = async (account: { email: string; name?: string }) => {
    if (values.password === undefined) return { password: generatePassword(), generated: true };
    const password = values.password === "-" ? await io.stdin() : values.password;
    const problems = await passwordProblems(password, account);
    if (problems.length) throw new UsageError(`Invalid password: ${inEnglish(problems)}`);
    return { password, generated: false };
  };
  const warnIfLastAdmin = async (user: { role: string; disabled: boolean }) => {
    if (user.role === "admin" && !user.disabled && (await countActiveAdmins(db)) <= 1)
      io.warn(
        "Warning: this was the last enabled admin; nobody can manage users in the dashboard now.",
      );
  };

  switch (command) {
    case "add": {
      const email = check(emailSchema, rest[0], "email");
      const name = check(userNameSchema, values.name, "--name");
      const role = check(roleSchema, values.role, "--role");
      const { password, generated } = await passwordFor({ email, name });
      let id: string;
      try {
        id = (await createUser(db, { email, name, role, password, mustChangePassword: true })).id;
      } catch (error) {
        if (error instanceof EmailTakenError) throw new UsageError(error.message);
        throw error;
      }
      await audit(id, "user.create", { email, role });
      io.out(`Added ${email} (${role}).`);
      if (generated) io.out(`Password (shown once): ${password}`);
      return;
    }
    case "role": {
      const user = await existing();
      const role = check(roleSchema, rest[1], "role");
      if (role !== "admin") await warnIfLastAdmin(user);
      await updateUser(db, user.id, { role });
      await audit(user.id, "user.update", { changed: ["role"], role });
      io.out(`${user.email} is now ${role}.`);
      return;
    }
    case "disable":
    case "enable": {
      const user = await existing();
      if (command === "disable") await warnIfLastAdmin(user);
      const disabled = command === "disable";
      await updateUser(db, user.id, { disabled });
      await audit(user.id, "user.update", { changed: ["disabled"], disabled });
      io.out(`${user.email} is ${command}d.`);
      return;
    }
    case "reset-password": {
      const user = await existing();
      const { password, generated } = await passwordFor(user);
      await updateUser(db, user.id, { password, mustChangePassword: true });
      await audit(user.id, "user.update", { changed: ["password"] });
      io.out(`Password of ${user.email} reset; their sessions have ended.`);
      if (generated) io.out(`Password (shown once): ${password}`);
      return;
    }
    case "end-sessions": {
      const user = await existing();
      const ended = await endSessionsOf(db, user.id);
      await audit(user.id, "user.sessions-end", { ended });
      io.out(`Ended ${ended} session(s) of ${user.email}.`);
      return;
    }
    case "reset-2fa": {
      const user = await existing();
      await removeSecondFactor(db, user.id);
      await endSessionsOf(db, user.id);
      await audit(user.id, "user.second-factor-reset", {});
      io.out(`Two-step verification of ${user.email} removed; they set it up again at sign-in.`);
      return;
    }
    case "list": {
      const { rows } = await listUsers(db, { page: 1, pageSize: 1_000_000 });
      for (const u of rows)
        io.out(
          [
            u.email.padEnd(32),
            u.role.padEnd(8),
            u.disabled ? "disabled" : "enabled ",
            u.secondFactor ? "2fa" : "   ",
            u.name,
          ].join("  "),
        );
      if (!rows.length)
        io.out(
          "No users yet. Add one with: npm run users -- add <email> --name <name> --role admin",
        );
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  }
}

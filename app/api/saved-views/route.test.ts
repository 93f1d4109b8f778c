import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { savedViews } from "@/lib/saved-views/tables";
import type { RouteHandler } from "@/lib/http/handler";
import { createUser } from "@/lib/auth/users";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";
import { savedViewEndpoints } from "@/lib/saved-views";

// /api/saved-views through its route modules, in process, on PGlite and PostgreSQL: views are
// kept per person and list, shared ones are read-only to the team, names are unique per person
// and list, and refusals come in the person's language.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
  locale: "en" as "ar" | "en",
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.9", limited: null }),
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: mocks.locale, digits: "latn", calendar: "gregory" }),
}));

const collection = await import("./route");
const single = await import("./[id]/route");
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: unknown;
  error?: { code: string; message: string; details: { fields?: Record<string, string[]> } };
};

async function send(
  as: SessionUser,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  target: { id?: string; list?: string },
  body?: unknown,
): Promise<Answer> {
  mocks.user = as;
  const path = target.id ? `/api/saved-views/${target.id}` : "/api/saved-views";
  const query = target.list ? `?list=${target.list}` : "";
  const req = new NextRequest(`${ORIGIN}${path}${query}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = (target.id ? single : collection)[method as never] as RouteHandler;
  const params: Record<string, string> = target.id ? { id: target.id } : {};
  const res = await handler(req, { params: Promise.resolve(params) });
  const json = (await res.json()) as { data?: unknown; error?: Answer["error"] };
  return { status: res.status, data: json.data, error: json.error };
}

type View = {
  id: string;
  name: string;
  shared: boolean;
  editable: boolean;
  owner: { name: string };
  state: { params: Record<string, string>; columns: string[] };
};

describe.each(testDatabaseKinds())("saved views (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support" | "admin", SessionUser>;

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "saved_views");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    for (const role of ["manager", "support", "admin"] as const) {
      const user = await createUser(mocks.db, {
        email: `${role}@views.test`,
        name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
        role,
        password: "a long enough password",
      });
      people[role] = { id: user.id, email: user.email, name: user.name, role };
    }
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });
  beforeEach(() => {
    mocks.locale = "en";
  });

  const list = async (as: SessionUser, name = "properties") =>
    (await send(as, "GET", { list: name })).data as View[];

  it("saves a view of the URL state, answering exactly what the endpoint row describes", async () => {
    const saved = await send(
      people.manager,
      "POST",
      {},
      {
        list: "properties",
        name: " Towers, newest deeds ",
        state: {
          params: { name: "برج", sort: "document_number:desc", pageSize: "50", page: "3" },
          columns: ["document_number", "city", "units"],
        },
      },
    );
    expect(saved.status).toBe(201);
    expect(
      savedViewEndpoints.createSavedView.response.parse({ data: saved.data, meta: {} }).data,
    ).toEqual(saved.data);
    expect(saved.data).toMatchObject({
      name: "Towers, newest deeds",
      list: "properties",
      shared: false,
      editable: true,
      owner: { id: people.manager.id, name: "Manager Person" },
      state: {
        params: { name: "برج", pageSize: "50", sort: "document_number:desc" },
        columns: ["document_number", "city", "units"],
      },
    });
    const mine = await list(people.manager);
    expect(mine.map((v) => v.name)).toEqual(["Towers, newest deeds"]);
    // Private until shared: nobody else sees it.
    expect(await list(people.support)).toEqual([]);
  });

  it("refuses a second view of the same name (any letter case) with the name field, in both languages", async () => {
    const body = { list: "properties", name: "TOWERS, NEWEST DEEDS" };
    const en = await send(people.manager, "POST", {}, body);
    expect(en.status).toBe(400);
    expect(en.error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { fields: { name: ["You already have a view with this name for this list"] } },
    });
    mocks.locale = "ar";
    const ar = await send(people.manager, "POST", {}, body);
    expect(ar.error?.details.fields).toEqual({ name: ["لديك عرض محفوظ بهذا الاسم لهذه القائمة"] });
    // The same name is free on another list, and for another person.
    expect((await send(people.manager, "POST", {}, { ...body, list: "contracts" })).status).toBe(
      201,
    );
    expect((await send(people.support, "POST", {}, body)).status).toBe(201);
  });

  it("refuses an empty name and a state the list would not read, naming each field", async () => {
    const empty = await send(people.manager, "POST", {}, { list: "parties", name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.error?.details.fields).toEqual({ name: ["Required"] });
    mocks.locale = "ar";
    const bad = await send(
      people.manager,
      "POST",
      {},
      {
        list: "parties",
        name: "",
        state: { params: { field: "password" }, columns: ["secret"] },
      },
    );
    expect(bad.error?.details.fields).toEqual({
      name: ["هذا الحقل مطلوب"],
      "state.params.field": ["قيمة لا تقبلها هذه القائمة"],
      "state.columns": [expect.stringContaining("id_number")],
    });
  });

  it("shows a shared view to the team, read-only, with its owner; only the owner changes it", async () => {
    const [view] = await list(people.manager);
    const shared = await send(people.manager, "PATCH", { id: view!.id }, { shared: true });
    expect(shared.status).toBe(200);
    expect(shared.data).toMatchObject({ shared: true, editable: true });

    const seen = await list(people.support);
    expect(seen.map((v) => [v.name, v.owner.name, v.editable])).toEqual([
      // Support's own view first, then the team's.
      ["TOWERS, NEWEST DEEDS", "Support Person", true],
      ["Towers, newest deeds", "Manager Person", false],
    ]);
    expect(seen[1]!.state).toEqual(view!.state);

    const rename = await send(people.support, "PATCH", { id: view!.id }, { name: "Mine now" });
    expect(rename.status).toBe(403);
    expect(rename.error?.message).toBe(
      "Only the person who saved this view can change or delete it.",
    );
    expect((await send(people.support, "DELETE", { id: view!.id })).status).toBe(403);
    expect((await list(people.manager))[0]!.name).toBe("Towers, newest deeds");
  });

  it("hides a view that is not shared (404), and views of lists the role cannot read", async () => {
    const [own] = await list(people.support);
    expect((await send(people.manager, "DELETE", { id: own!.id })).status).toBe(404);
    expect((await send(people.manager, "PATCH", { id: own!.id }, { shared: true })).status).toBe(
      404,
    );
    const audit = await send(
      people.admin,
      "POST",
      {},
      {
        list: "audit",
        name: "Refusals",
        shared: true,
        state: { params: { action: "request.forbidden" } },
      },
    );
    expect(audit.status).toBe(201);
    expect((await send(people.manager, "GET", { list: "audit" })).status).toBe(403);
    expect(
      (await send(people.manager, "PATCH", { id: (audit.data as View).id }, { name: "x" })).status,
    ).toBe(404);
    expect((await send(people.manager, "POST", {}, { list: "users", name: "x" })).status).toBe(403);
  });

  it("renames and deletes one's own view; a taken name is refused on rename too", async () => {
    const [towers] = await list(people.manager);
    const other = await send(people.manager, "POST", {}, { list: "properties", name: "Other" });
    const id = (other.data as View).id;
    const clash = await send(people.manager, "PATCH", { id }, { name: "towers, newest deeds" });
    expect(clash.status).toBe(400);
    expect(Object.keys(clash.error?.details.fields ?? {})).toEqual(["name"]);
    const renamed = await send(people.manager, "PATCH", { id }, { name: "Units first" });
    expect(renamed.data).toMatchObject({ name: "Units first", shared: false });
    expect((await send(people.manager, "PATCH", { id }, {})).status).toBe(400);

    expect(await send(people.manager, "DELETE", { id })).toMatchObject({
      status: 200,
      data: { id },
    });
    expect((await send(people.manager, "DELETE", { id })).status).toBe(404);
    expect((await list(people.manager)).map((v) => v.id)).toEqual([towers!.id]);
    expect((await send(people.manager, "DELETE", { id: "not-a-uuid" })).status).toBe(400);
  });

  it("reads a stored state through the list's rules: what it no longer accepts is dropped", async () => {
    await mocks.db!.insert(savedViews).values({
      id: crypto.randomUUID(),
      ownerId: people.admin.id,
      list: "users",
      name: "Old",
      state: { params: { q: "nora", sort: "email:asc", page: "9" }, columns: ["email", "gone"] },
    });
    const [old] = await list(people.admin, "users");
    expect(old!.state).toEqual({ params: { q: "nora" }, columns: ["email"] });
  });
});

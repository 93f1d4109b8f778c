import { beforeAll, describe, expect, it } from "vitest";

import type { Role } from "../../lib/auth/permissions";
import { clientsFor, environments, EVERYONE, type Who } from "./environments";
import { contractBody, daysFromToday, prepareFixtures, type Fixtures } from "./fixtures";
import type { Client } from "./http";
import { serviceControl } from "./service";
import { mirrorEndpoints } from "../../lib/endpoints";

// Every mirrored endpoint × {anonymous, support, manager, admin}: the status the person gets,
// and whether the request reached the rental service (its own request counter). Roles follow
// ARCHITECTURE.md's table. Each allowed role acts on records of its own.

type Endpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Dashboard path and matching upstream path (without the query). */
  path: (f: Fixtures, role: Who) => string;
  query?: string;
  body?: (f: Fixtures, role: Who) => unknown;
  allowed: Role[];
};

const READERS: Role[] = ["support", "manager", "admin"];
const WRITERS: Role[] = ["manager", "admin"];
const ADMINS: Role[] = ["admin"];
/** Index of a role's own record among the fixtures (manager 0, admin 1). */
const slot = (role: Who) => (role === "admin" ? 1 : 0);

const ENDPOINTS: Record<string, Endpoint> = {
  "GET parties/search-party": {
    method: "GET",
    path: () => "/parties/search-party",
    query: "?filters[full_name][$contains]=a&pagination[pageSize]=5",
    allowed: READERS,
  },
  "PUT parties/{id}": {
    method: "PUT",
    path: (f) => `/parties/${f.party.id}`,
    body: (f, role) => ({
      id_number: f.party.id_number,
      full_name: `${f.party.full_name} ${role}`.slice(0, 200),
      phone_number: f.party.phone_number,
    }),
    allowed: WRITERS,
  },
  "POST contracts": {
    method: "POST",
    path: () => "/contracts",
    body: (f, role) => contractBody(f.freeUnits[slot(role)]!, f.partyIds),
    allowed: WRITERS,
  },
  "PUT contracts/{id}": {
    method: "PUT",
    path: (f) => `/contracts/${f.contracts[0]}`,
    body: (_f, role) => ({ end_date: daysFromToday(role === "admin" ? 420 : 400) }),
    allowed: WRITERS,
  },
  "DELETE contracts/{id}": {
    method: "DELETE",
    path: (f, role) => `/contracts/${f.contracts[1 + slot(role)]}`,
    allowed: WRITERS,
  },
  "POST properties/search-deed": {
    method: "POST",
    path: () => "/properties/search-deed",
    body: (f) => ({ deed_id: Number(f.properties[1]!.document_number) }),
    allowed: ADMINS,
  },
  "POST properties/search-deed/remote": {
    method: "POST",
    path: () => "/properties/search-deed/remote",
    body: (f) => ({
      deed_id: Number(f.registryMatch.document_number),
      owner_id: f.registryMatch.owner_id,
      date: f.registryMatch.deed_date_hijri,
    }),
    allowed: ADMINS,
  },
  "GET properties": {
    method: "GET",
    path: () => "/properties",
    query: "?filters[property_name][$contains]=a&sort=id:desc",
    allowed: READERS,
  },
  "GET properties/{documentNumber}": {
    method: "GET",
    path: (f) => `/properties/${f.properties[0]!.document_number}`,
    allowed: READERS,
  },
  "POST properties/sync-deed/{id}": {
    method: "POST",
    path: (f) => `/properties/sync-deed/${f.properties[0]!.id}`,
    allowed: ADMINS,
  },
  "DELETE properties/{id}": {
    method: "DELETE",
    path: (f) => `/properties/${f.deletableProperty!.id}`,
    allowed: ADMINS,
  },
  "GET units/{id}": {
    method: "GET",
    path: (f) => `/units/${f.properties[0]!.units[0]!.id}`,
    allowed: READERS,
  },
  "PUT units/{id}": {
    method: "PUT",
    path: (f) => `/units/${f.properties[0]!.units[0]!.id}`,
    body: (f, role) => {
      const u = f.properties[0]!.units[0]!;
      return {
        unit_number: u.unit_number,
        floor_number: u.floor_number,
        rooms: role === "admin" ? 4 : 3,
        unit_usage: u.unit_usage,
        unit_type: u.unit_type,
      };
    },
    allowed: WRITERS,
  },
  "GET regions": {
    method: "GET",
    path: () => "/regions",
    query: "?filters[name][$contains]=ri",
    allowed: READERS,
  },
};

/** The endpoint table's row for a request: same method, path matching the template. */
function tableRow(method: string, path: string) {
  const row = Object.values(mirrorEndpoints).find(
    (e) =>
      e.method === method &&
      new RegExp(`^${e.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(`/api/v1${path}`),
  );
  if (!row) throw new Error(`no endpoint for ${method} ${path}`);
  return row;
}

function expectedStatus(endpoint: Endpoint, who: Who) {
  if (who === "anonymous") return 401;
  return endpoint.allowed.includes(who) ? 200 : 403;
}

describe.each(environments())("mirror on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let fixtures: Fixtures;
  let clients: Record<Who, Client>;

  beforeAll(async () => {
    fixtures = await prepareFixtures(env.serviceUrl, {
      freeCount: 2,
      contractCount: 3,
      deletable: true,
    });
    clients = await clientsFor(env.dashboardUrl);
  });

  const cells = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) =>
    EVERYONE.map((who) => ({ name, endpoint, who })),
  );

  it.each(cells)("$name as $who", async ({ endpoint, who }) => {
    const path = endpoint.path(fixtures, who);
    const status = expectedStatus(endpoint, who);
    await service.resetStats();
    const res = await clients[who].request(
      endpoint.method,
      `/api/v1${path}${endpoint.query ?? ""}`,
      endpoint.body?.(fixtures, who),
    );
    expect(res.status, res.text).toBe(status);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    // Reached upstream exactly once when allowed, never otherwise.
    expect(await service.calls(endpoint.method, path)).toBe(status === 200 ? 1 : 0);
    if (status === 200) {
      expect(res.json).toMatchObject({ data: expect.anything(), meta: expect.any(Object) });
      // Parsed by its response schema, with nothing left over: only known fields (issue 8, 7).
      const schema = tableRow(endpoint.method, path).response;
      expect(schema.parse(res.json)).toStrictEqual(res.json);
    } else {
      const code = status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN";
      expect(res.json).toMatchObject({ error: { code } });
      expect(await service.businessCalls()).toBe(0);
    }
    expect(res.text).not.toContain(env.serviceUrl.replace("http://", ""));
  });
});

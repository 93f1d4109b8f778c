import { randomBytes } from "node:crypto";

import { cannon, type CannonRequest, type CannonResult, failures, pooled } from "./cannon";
import type { BenchContext, Details } from "./context";
import { round } from "./context";
import { treeRssMb } from "./proc";
import { dashboardSession, type Session, signInAs } from "./session";

// 50 signed-in people for 60 s, each on a connection of their own (one autocannon instance per
// person, so each sends its own session cookie), mixing reads and writes through the dashboard:
// lists, records, a server-rendered page, and PUTs of units and parties with valid bodies (each
// person re-saves a unit and a party of their own, so the data stays as it was).

type Json = Record<string, unknown>;

const withoutNulls = (record: Json, drop: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([k, v]) => v !== null && !drop.includes(k)));

async function getJson(session: Session, path: string): Promise<Json> {
  const answer = await session.client.get(path);
  if (answer.status !== 200)
    throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return (answer.json as { data: Json }).data;
}

async function createPeople(ctx: BenchContext, count: number): Promise<Session[]> {
  const admin = await dashboardSession(ctx.dashboard.url, "admin");
  const run = randomBytes(3).toString("hex");
  const password = randomBytes(18).toString("base64url");
  const people: Session[] = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${run}-${i}@bench.test`;
    const created = await admin.client.request("POST", "/api/users", {
      email,
      name: `Load ${i}`,
      role: "manager",
      password,
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`creating ${email}: ${created.status} ${created.text.slice(0, 200)}`);
    const person = await signInAs(ctx.dashboard.url, email, password);
    // A password an admin chose must be changed before anything else (issue 8), as a person does.
    const changed = await person.client.request("POST", "/api/account/password", {
      currentPassword: password,
      newPassword: `${password}-own`,
    });
    if (changed.status !== 200)
      throw new Error(
        `changing ${email}'s password: ${changed.status} ${changed.text.slice(0, 200)}`,
      );
    people.push(person);
  }
  return people;
}

/** One person's round of requests, with the records they read and re-save. */
async function mixFor(ctx: BenchContext, person: Session, i: number): Promise<CannonRequest[]> {
  const properties = (await getJson(
    person,
    `/api/v1/properties?pagination[page]=${(i % 9) + 1}`,
  )) as unknown as Json[];
  const property = properties[i % properties.length] as { document_number: string; units: Json[] };
  const unit = (property.units[0] ?? {}) as Json;
  const parties = (await getJson(
    person,
    `/api/v1/parties/search-party?pagination[pageSize]=50&pagination[page]=${Math.floor(i / 50) + 1}`,
  )) as unknown as Json[];
  const party = parties[i % parties.length]!;
  const cookie = { cookie: person.cookie };
  const write = { ...cookie, origin: ctx.dashboard.url, "content-type": "application/json" };
  const mix: CannonRequest[] = [
    { path: `/api/v1/properties?pagination[page]=${(i % 9) + 1}`, headers: cookie },
    { path: `/api/v1/properties/${property.document_number}`, headers: cookie },
    { path: `/api/v1/units/${String(unit.id)}`, headers: cookie },
    {
      method: "PUT",
      path: `/api/v1/units/${String(unit.id)}`,
      headers: write,
      body: JSON.stringify(withoutNulls(unit, ["id", "property_id"])),
    },
    {
      path: "/api/v1/parties/search-party?filters[full_name][$contains]=%D9%85%D8%AD%D9%85%D8%AF",
      headers: cookie,
    },
    {
      method: "PUT",
      path: `/api/v1/parties/${String(party.id)}`,
      headers: write,
      body: JSON.stringify(withoutNulls(party, ["id"])),
    },
    { path: "/api/v1/regions", headers: cookie },
    { path: "/properties", headers: cookie },
  ];
  // Each write is tried once now, so that an invalid body stops the bench rather than
  // counting as load errors.
  for (const request of mix.filter((r) => r.method === "PUT")) {
    const answer = await person.client.request("PUT", request.path, request.body);
    if (answer.status !== 200)
      throw new Error(`PUT ${request.path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  const shift = i % mix.length; // people do not all start with the same request
  return [...mix.slice(shift), ...mix.slice(0, shift)];
}

/** The dashboard's heap in use after a full collection, MB (GET /api/bench/heap). */
async function heapAfterCollection(ctx: BenchContext): Promise<number> {
  const answer = await fetch(`${ctx.dashboard.url}/api/bench/heap`);
  if (answer.status !== 200)
    throw new Error(`GET /api/bench/heap: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  return ((await answer.json()) as { heap_used_mb: number }).heap_used_mb;
}

export async function measureLoad(ctx: BenchContext, details: Details) {
  const count = ctx.quick ? 10 : 50;
  const seconds = ctx.quick ? 10 : 60;
  const people = await createPeople(ctx, count);
  const mixes = await Promise.all(people.map((p, i) => mixFor(ctx, p, i)));
  const heapStart = await heapAfterCollection(ctx);
  const rssStart = treeRssMb(ctx.dashboard.pid);
  const results: CannonResult[] = await Promise.all(
    mixes.map((requests) =>
      cannon({
        url: ctx.dashboard.url,
        connections: 1,
        duration: seconds,
        requests,
        keepTimes: true,
      }),
    ),
  );
  const rssEnd = treeRssMb(ctx.dashboard.pid);
  const heapEnd = await heapAfterCollection(ctx);
  // The people's runs side by side: their answers pooled; the rate is over the run's own time.
  const all = pooled(results);
  const { requests, statuses } = all;
  const errors = failures(all);
  ctx.results.load = {
    errors,
    rss_mb_start: round(rssStart, 0),
    rss_mb_end: round(rssEnd, 0),
    heap_mb_start: heapStart,
    heap_mb_end: heapEnd,
  };
  details.push(
    `${count} manager accounts created through \`POST /api/users\` and signed in; ${seconds} s, one`,
    "autocannon connection per person, each looping over 8 requests (from a different starting",
    "point): `GET /api/v1/properties?pagination[page]=n`, `GET /api/v1/properties/{deed}`,",
    "`GET /api/v1/units/{id}`, `PUT /api/v1/units/{id}`, `GET /api/v1/parties/search-party` with",
    "an Arabic name filter, `PUT /api/v1/parties/{id}`, `GET /api/v1/regions` and the",
    "server-rendered page `/properties`. Each PUT re-saves the person's own unit and party as",
    "read (a valid body; checked once with a 200 before the run).",
    "",
    `- requests answered: ${requests} (${(requests / seconds).toFixed(0)}/s); statuses ${JSON.stringify(statuses)}`,
    `- errors (socket errors, timeouts and non-2xx): ${errors}`,
    `- latency of 2xx answers: p50 ${all.p50.toFixed(0)} ms, p99 ${all.p99.toFixed(0)} ms`,
    `- dashboard RSS (process tree, MiB): ${rssStart.toFixed(0)} before → ${rssEnd.toFixed(0)} after`,
    `- dashboard heap in use after a full collection (MB): ${heapStart} before → ${heapEnd} after`,
    "  (RSS at the end is mostly garbage not yet collected; what a collection cannot free is what",
    "  a leak keeps: `GET /api/bench/heap` on a server started with `node --expose-gc`)",
  );
}

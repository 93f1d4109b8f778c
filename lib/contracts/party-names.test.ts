import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import type { UpstreamClient } from "@/lib/upstream/client";
import {
  fakeClient,
  startFakeUpstream,
  tokenThen,
  type FakeUpstream,
} from "@/lib/upstream/__tests__/fake-upstream";

import { lookUpParties } from "./party-names";

const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));

const manager: SessionUser = { id: "u1", email: "m@x.test", name: "M", role: "manager" };
const party = (id: number, id_number: string, full_name: string) => ({
  id,
  id_number,
  full_name,
  phone_number: `+96650000${String(id).padStart(4, "0")}`,
});
// Seed-like records: an ID number is a substring of another's, names repeat.
const parties = [
  party(25, "1090000025", "Sara Al-Otaibi"),
  party(26, "2090000026", "Omar Haddad"),
  party(27, "10900000251", "Sara Al-Otaibi"),
];

let fake: FakeUpstream;
beforeEach(async () => {
  fake = await startFakeUpstream();
  client.current = fakeClient(fake);
  fake.handle = tokenThen((req) => {
    const url = new URL(req.path, "http://x");
    const text = url.searchParams.get("filters[id_number][$contains]") ?? "";
    const data = parties.filter((p) => p.id_number.includes(text));
    return {
      json: {
        data,
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
      },
    };
  });
});
afterEach(() => fake.close());

const searches = () =>
  fake.requests
    .filter((r) => r.path.startsWith("/tenant/v1/parties/search-party"))
    .map((r) => new URL(r.path, "http://x").searchParams.get("filters[id_number][$contains]"));

describe("looking up a contract's parties", () => {
  it("searches by each party's ID number and keeps the record with the party's record number", async () => {
    const found = await lookUpParties(
      manager,
      [25, 26],
      [
        { id: 25, id_number: "1090000025" },
        { id: 26, id_number: "2090000026" },
      ],
    );
    expect(found).toEqual({
      "25": { full_name: "Sara Al-Otaibi", id_number: "1090000025", phone_number: "+966500000025" },
      "26": { full_name: "Omar Haddad", id_number: "2090000026", phone_number: "+966500000026" },
    });
    expect(searches().sort()).toEqual(["1090000025", "2090000026"]);
  });

  it("learns nothing from an ID number that belongs to another party, or from none", async () => {
    const found = await lookUpParties(
      manager,
      [26, 27, 28],
      [
        { id: 26, id_number: "1090000025" }, // party 25's ID number given for party 26
        { id: 99, id_number: "2090000026" }, // not a party of this contract
      ],
    );
    expect(found).toEqual({});
    expect(searches()).toEqual(["1090000025"]);
  });

  it("an upstream failure leaves the party unnamed instead of failing", async () => {
    fake.handle = tokenThen(() => ({ status: 500, json: { error: { code: "X" } } }));
    await expect(
      lookUpParties(manager, [25], [{ id: 25, id_number: "1090000025" }]),
    ).resolves.toEqual({});
  });
});

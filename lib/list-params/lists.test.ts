import { hashKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { searchParamsOf } from "@/lib/auth/page-guard";
import { auditListParams, userListParams } from "@/lib/users/list";
import { contractListParams } from "@/lib/contracts/list";
import { partySearchParams } from "@/lib/parties/list";
import { propertyListParams } from "@/lib/properties/list";
import { toRegisterParams } from "@/lib/contracts/register-queries";
import { partySearchUrl, phoneSearchText } from "@/lib/parties/queries";
import { propertyListQuery } from "@/lib/properties/queries";
import { regionListParams } from "@/lib/regions/list";
import { ALL_REGIONS, regionListOptions, regionLookupOptions } from "@/lib/regions/queries";

const query = (text: string) => new URLSearchParams(text);

describe("property list URL state", () => {
  const parse = (text: string) => propertyListParams.parse(query(text));

  it("reads filter, page, page size and sort", () => {
    expect(parse("name=%D8%A8%D8%B1%D8%AC&page=3&pageSize=50&sort=property_name:desc")).toEqual({
      name: "برج",
      page: 3,
      pageSize: 50,
      sort: "property_name:desc",
    });
  });

  it("falls back to defaults for missing or invalid values", () => {
    expect(parse("page=0&pageSize=7&sort=owner_id:asc&name=%20%20")).toEqual({
      name: undefined,
      page: 1,
      pageSize: 25,
      sort: undefined,
    });
    expect(parse("page=abc")).toMatchObject({ page: 1 });
    // The server refuses a filter over 200 characters; the page drops it instead of failing.
    expect(parse(`name=${"x".repeat(201)}`)).toMatchObject({ name: undefined });
  });

  it("reads 'not synced within N days' as whole days from 1 to 3650, Arabic-Indic digits too", () => {
    expect(parse("stale=30")).toMatchObject({ staleDays: 30 });
    expect(parse("stale=%D9%A9%D9%A0")).toMatchObject({ staleDays: 90 });
    for (const bad of ["0", "-3", "1.5", "3651", "soon"])
      expect(parse(`stale=${bad}`).staleDays, bad).toBeUndefined();
    expect(propertyListParams.serialise({ staleDays: 30, page: 1, pageSize: 25 })).toMatchObject({
      stale: "30",
    });
    expect(propertyListParams.hasFilters(parse("stale=7"))).toBe(true);
  });

  it("sends the days as the instant that many days ago, and keeps both filters", () => {
    const now = new Date("2026-11-23T12:00:00.000Z");
    expect(propertyListQuery({ name: "برج", staleDays: 30, page: 2, pageSize: 25 }, now)).toEqual({
      filters: {
        property_name: { $contains: "برج" },
        synced_at: { $lt: "2026-10-24T12:00:00.000Z" },
      },
      pagination: { page: 2, pageSize: 25 },
      sort: undefined,
    });
    expect(propertyListQuery({ page: 1, pageSize: 25 }).filters).toBeUndefined();
  });

  it("leaves defaults out of the URL", () => {
    expect(propertyListParams.serialise({ page: 1, pageSize: 25 })).toEqual({
      name: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    });
    expect(
      propertyListParams.serialise({ name: "x", page: 2, pageSize: 100, sort: "id:asc" }),
    ).toEqual({ name: "x", page: 2, pageSize: 100, sort: "id:asc" });
  });
});

describe("party search URL state", () => {
  const parse = (text: string) => partySearchParams.parse(query(text));

  it("searches by what the text looks like unless a known field is asked for", () => {
    expect(parse("q=محمد")).toMatchObject({ field: "any", q: "محمد" });
    expect(parse("field=password&q=x")).toMatchObject({ field: "any" });
    expect(partySearchParams.serialise(parse("q=a"))).toMatchObject({ field: undefined, q: "a" });
    // One box: an ID number and a mobile, in either numeral system, go to their own fields.
    const url = (q: string) =>
      decodeURIComponent(partySearchUrl({ ...parse(`q=${encodeURIComponent(q)}`), page: 1 }));
    expect(url("١٠١٦٠٠٠٠٠١")).toContain("filters[id_number][$contains]=1016000001");
    expect(url("٠٥٥١٢٣")).toContain("filters[phone_number][$contains]=55123");
    expect(url("نورة")).toContain("filters[full_name][$contains]=نورة");
  });

  it("reads Arabic-Indic digits of an ID search as ASCII digits", () => {
    expect(parse("field=id_number&q=١٠١٦")).toMatchObject({ field: "id_number", q: "1016" });
  });

  it("finds stored +9665… phones from the local 05… form", () => {
    expect(phoneSearchText("0501 23")).toBe("50123");
    expect(phoneSearchText("00966501")).toBe("+966501");
    expect(phoneSearchText("+96650")).toBe("+96650");
    const url = partySearchUrl({ field: "phone_number", q: "٠٥٠١", page: 1, pageSize: 10 });
    expect(decodeURIComponent(url)).toContain("filters[phone_number][$contains]=501");
  });

  it("sends no filter for an empty search", () => {
    const url = partySearchUrl({ field: "full_name", page: 2, pageSize: 25 });
    expect(decodeURIComponent(url)).toBe(
      "/api/v1/parties/search-party?pagination[page]=2&pagination[pageSize]=25",
    );
  });
});

describe("contract register URL state", () => {
  const parse = (text: string) => contractListParams.parse(query(text));

  it("reads every filter, with Arabic-Indic digits in unit and party", () => {
    const state = parse(
      "status=active&endingAfter=2027-01-01&endingBefore=2027-01-31&decisionBefore=٢٠٢٦-١٢-٠١&unit=١٢&party=٧&deleted=1&page=2&pageSize=50&sort=decision_date:asc",
    );
    expect(state).toEqual({
      status: "active",
      endingAfter: "2027-01-01",
      endingBefore: "2027-01-31",
      decisionBefore: "2026-12-01",
      unit: "12",
      party: 7,
      includeDeleted: true,
      page: 2,
      pageSize: 50,
      sort: "decision_date:asc",
    });
    expect(contractListParams.hasFilters(state)).toBe(true);
    expect(toRegisterParams(state)).toMatchObject({
      endingAfter: "2027-01-01",
      endingBefore: "2027-01-31",
      decisionBefore: "2026-12-01",
      units: ["12"],
      party: 7,
      includeDeleted: true,
    });
  });

  it("drops values the register would refuse instead of failing the page", () => {
    const state = parse(
      "status=archived&endingBefore=2027-02-30&decisionBefore=2027-13-01&party=abc&pageSize=7&sort=rent:asc&page=-1",
    );
    expect(state).toEqual({
      status: undefined,
      endingBefore: undefined,
      decisionBefore: undefined,
      unit: undefined,
      party: undefined,
      includeDeleted: false,
      page: 1,
      pageSize: 25,
      sort: undefined,
    });
    expect(contractListParams.hasFilters(state)).toBe(false);
  });

  it("leaves defaults out of the URL", () => {
    expect(contractListParams.serialise(parse(""))).toEqual({
      status: undefined,
      endingBefore: undefined,
      decisionBefore: undefined,
      unit: undefined,
      party: undefined,
      deleted: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    });
    expect(contractListParams.serialise(parse("deleted=1&party=7"))).toMatchObject({
      deleted: 1,
      party: "7",
    });
  });

  it("takes a table sort only when the register offers it", () => {
    expect(contractListParams.sortFrom("end_date:desc")).toBe("end_date:desc");
    expect(contractListParams.sortFrom("unit_id:asc")).toBeUndefined();
  });
});

describe("audit log and users URL state", () => {
  it("reads the audit filters, dropping dates that do not exist", () => {
    expect(
      auditListParams.parse(
        query("userId=u1&action=contract.create&from=2026-11-01&to=2026-02-30"),
      ),
    ).toEqual({
      userId: "u1",
      action: "contract.create",
      from: "2026-11-01",
      to: undefined,
      page: 1,
      pageSize: 50,
      sort: undefined,
    });
    expect(auditListParams.parse(query("pageSize=10")).pageSize).toBe(50);
  });

  it("reads the user search and leaves defaults out of the URL", () => {
    const state = userListParams.parse(query("q=%20noura%20&pageSize=50"));
    expect(state).toEqual({ q: "noura", page: 1, pageSize: 50, sort: undefined });
    expect(userListParams.serialise({ ...state, q: undefined, pageSize: 25 })).toEqual({
      q: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    });
  });
});

describe("regions URL state", () => {
  it("reads the name as typed, trimmed; a blank one is no filter", () => {
    expect(regionListParams.parse(query("name=%20%D8%B9%D8%B3%D9%8A%D8%B1%20"))).toEqual({
      name: "عسير",
    });
    expect(regionListParams.parse(query("name=%20%20"))).toEqual({ name: undefined });
    expect(regionListParams.parse(query(""))).toEqual({ name: undefined });
  });

  it("names the same query on the server (the page's first view) as in the browser", () => {
    const key = (name: string | undefined) =>
      hashKey(regionListOptions({ ...ALL_REGIONS, name }).queryKey);
    // Next hands the page a repeated parameter as an array; the browser reads its first value.
    const server = regionListParams.parse(searchParamsOf({ name: [" Asir ", "Riyadh"] }));
    const browser = regionListParams.parse(query("name=%20Asir%20&name=Riyadh"));
    expect(key(server.name)).toBe(key(browser.name));
    // Unfiltered, the list is the lookup every other page reads: one entry in the cache.
    expect(key(undefined)).toBe(hashKey(regionLookupOptions().queryKey));
  });
});

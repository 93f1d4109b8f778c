import { describe, expect, it } from "vitest";

import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import { pathId } from "@/lib/rental/fields";
import {
  parseQueryString,
  propertyListQuerySchema,
  regionListQuerySchema,
  stringifyListQuery,
} from "@/lib/rental/list-query";
import { tokenRequestSchema } from "@/lib/rental/token";
import { failingFields } from "./helpers";

describe("deed search", () => {
  it("needs a positive whole deed number", () => {
    expect(failingFields(deedSearchSchema, { deed_id: 310112345678 })).toEqual([]);
    expect(failingFields(deedSearchSchema, {})).toEqual(["deed_id"]);
    expect(failingFields(deedSearchSchema, { deed_id: "310112345678" })).toEqual(["deed_id"]);
    expect(failingFields(deedSearchSchema, { deed_id: 0 })).toEqual(["deed_id"]);
  });

  it("remote search needs owner ID and an existing Hijri date", () => {
    expect(failingFields(deedRemoteSearchSchema, { deed_id: 1 })).toEqual(["date", "owner_id"]);
    expect(
      failingFields(deedRemoteSearchSchema, {
        deed_id: 1,
        owner_id: "1016690206",
        date: "1440-01-01",
      }),
    ).toEqual([]);
    expect(
      failingFields(deedRemoteSearchSchema, {
        deed_id: 1,
        owner_id: "1016690206",
        date: "2020-01-01",
      }),
    ).toEqual(["date"]);
  });
});

describe("token request", () => {
  it("needs all four fields and the client-credentials grant", () => {
    const valid = {
      grant_type: "client_credentials",
      client_id: "c",
      client_secret: "s",
      scope: "*",
    };
    expect(failingFields(tokenRequestSchema, valid)).toEqual([]);
    expect(failingFields(tokenRequestSchema, { ...valid, grant_type: "password" })).toEqual([
      "grant_type",
    ]);
    expect(failingFields(tokenRequestSchema, {})).toEqual([
      "client_id",
      "client_secret",
      "grant_type",
      "scope",
    ]);
  });
});

describe("path ids", () => {
  it.each([
    ["1", true],
    ["42", true],
    ["0", false],
    ["-1", false],
    ["1.5", false],
    ["abc", false],
    ["12abc", false],
    ["99999999999999999", false],
  ])("%s → %s", (value, ok) => {
    expect(pathId.safeParse(value).success).toBe(ok);
  });
});

describe("list queries", () => {
  it("parses the documented filter syntax, with Arabic text", () => {
    const query = parseQueryString(
      "filters%5Bproperty_name%5D%5B%24contains%5D=%D8%A8%D8%B1%D8%AC&pagination[page]=2",
    );
    expect(propertyListQuerySchema.parse(query)).toEqual({
      filters: { property_name: { $contains: "برج" } },
      pagination: { page: 2, pageSize: 25 },
    });
  });

  it("round-trips through stringify", () => {
    const query = {
      filters: { name: { $contains: "Riyadh" } },
      pagination: { page: 1, pageSize: 10 },
      sort: "name:desc",
    };
    expect(regionListQuerySchema.parse(parseQueryString(stringifyListQuery(query)))).toEqual(query);
  });

  it("refuses unknown parameters, filter fields, operators and page sizes over 100", () => {
    expect(failingFields(propertyListQuerySchema, parseQueryString("foo=1"))).toEqual(["foo"]);
    expect(
      failingFields(propertyListQuerySchema, parseQueryString("filters[owner_id][$contains]=1")),
    ).toEqual(["filters.owner_id"]);
    expect(
      failingFields(propertyListQuerySchema, parseQueryString("filters[property_name][$eq]=1")),
    ).toEqual(["filters.property_name.$contains", "filters.property_name.$eq"]);
    expect(
      failingFields(propertyListQuerySchema, parseQueryString("pagination[pageSize]=101")),
    ).toEqual(["pagination.pageSize"]);
    expect(failingFields(propertyListQuerySchema, parseQueryString("sort=owner_id:asc"))).toEqual([
      "sort",
    ]);
  });
});

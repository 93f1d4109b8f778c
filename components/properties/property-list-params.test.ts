import { describe, expect, it } from "vitest";

import { parsePropertyListParams, serialisePropertyListParams } from "./property-list-params";

const parse = (query: string) => parsePropertyListParams(new URLSearchParams(query));

describe("property list URL state", () => {
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
  });

  it("leaves defaults out of the URL", () => {
    expect(serialisePropertyListParams({ page: 1, pageSize: 25 })).toEqual({
      name: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    });
    expect(
      serialisePropertyListParams({ name: "x", page: 2, pageSize: 100, sort: "id:asc" }),
    ).toEqual({
      name: "x",
      page: 2,
      pageSize: 100,
      sort: "id:asc",
    });
  });
});

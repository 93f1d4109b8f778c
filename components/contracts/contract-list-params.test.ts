import { describe, expect, it } from "vitest";

import {
  hasFilters,
  parseContractListParams,
  serialiseContractListParams,
  toRegisterParams,
} from "./contract-list-params";

const parse = (query: string) => parseContractListParams(new URLSearchParams(query));

describe("contract register URL state", () => {
  it("reads every filter, with Arabic-Indic digits in unit and party", () => {
    const state = parse(
      "status=active&endingBefore=2027-01-31&unit=١٢&party=٧&deleted=1&page=2&pageSize=50&sort=end_date:asc",
    );
    expect(state).toEqual({
      status: "active",
      endingBefore: "2027-01-31",
      unit: "12",
      party: 7,
      includeDeleted: true,
      page: 2,
      pageSize: 50,
      sort: "end_date:asc",
    });
    expect(hasFilters(state)).toBe(true);
    expect(toRegisterParams(state)).toMatchObject({
      units: ["12"],
      party: 7,
      includeDeleted: true,
    });
  });

  it("drops values the register would refuse instead of failing the page", () => {
    const state = parse(
      "status=archived&endingBefore=2027-02-30&party=abc&pageSize=7&sort=rent:asc&page=-1",
    );
    expect(state).toEqual({
      status: undefined,
      endingBefore: undefined,
      unit: undefined,
      party: undefined,
      includeDeleted: false,
      page: 1,
      pageSize: 25,
      sort: undefined,
    });
    expect(hasFilters(state)).toBe(false);
  });

  it("leaves defaults out of the URL", () => {
    expect(serialiseContractListParams(parse(""))).toEqual({
      status: undefined,
      endingBefore: undefined,
      unit: undefined,
      party: undefined,
      deleted: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    });
  });
});

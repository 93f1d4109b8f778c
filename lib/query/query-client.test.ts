import { describe, expect, it } from "vitest";

import { ApiError } from "./api-error";
import { makeQueryClient, shouldRetryQuery } from "./query-client";

const error = (status: number) => new ApiError({ status, code: "UPSTREAM_ERROR", message: "x" });

describe("query retries", () => {
  it("retries a server or network failure once", () => {
    expect(shouldRetryQuery(0, error(502))).toBe(true);
    expect(shouldRetryQuery(0, error(0))).toBe(true);
    expect(shouldRetryQuery(1, error(502))).toBe(false);
  });

  it("never retries a refused request (4xx)", () => {
    for (const status of [400, 401, 403, 404, 429])
      expect(shouldRetryQuery(0, error(status))).toBe(false);
  });

  it("never retries mutations", () => {
    expect(makeQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

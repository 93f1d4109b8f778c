import { afterEach, describe, expect, it, vi } from "vitest";

import { apiRequest } from "./api-client";
import { ApiError, NETWORK_ERROR } from "./api-error";

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("returns the {data, meta} envelope", async () => {
    vi.stubGlobal("fetch", respond(200, { data: [1], meta: { pagination: { total: 1 } } }));
    await expect(apiRequest("/api/v1/regions")).resolves.toEqual({
      data: [1],
      meta: { pagination: { total: 1 } },
    });
  });

  it("sends mutations as JSON with a JSON content type", async () => {
    const fetch = respond(200, { data: {}, meta: {} });
    vi.stubGlobal("fetch", fetch);
    await apiRequest("/api/v1/units/1", { method: "PUT", body: { rooms: 2 } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("PUT");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(init.body).toBe('{"rooms":2}');
  });

  it("throws an ApiError with the field details and the request id", async () => {
    vi.stubGlobal(
      "fetch",
      respond(
        400,
        {
          error: {
            code: "VALIDATION_FAILED",
            message: "The request has invalid fields: rooms.",
            details: { fields: { rooms: ["Must be at least 1"] } },
          },
        },
        { "x-request-id": "req-1" },
      ),
    );
    const error = await apiRequest("/api/v1/units/1", { method: "PUT", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      fields: { rooms: ["Must be at least 1"] },
      requestId: "req-1",
    });
  });

  it("turns a body that is not JSON into a generic error with the status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    await expect(apiRequest("/api/v1/regions")).rejects.toMatchObject({
      status: 502,
      code: "HTTP_502",
    });
  });

  it("reports an unreachable server as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/api/v1/regions")).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
    });
  });
});

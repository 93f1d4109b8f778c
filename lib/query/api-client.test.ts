import { afterEach, describe, expect, it, vi } from "vitest";

import { apiRequest, askStepUpWith } from "./api-client";
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

afterEach(() => {
  vi.unstubAllGlobals();
  askStepUpWith(null);
});

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

  describe("a sensitive change that needs a step-up", () => {
    const stepUpRequired = () =>
      new Response(
        JSON.stringify({
          error: { code: "STEP_UP_REQUIRED", message: "Confirm", details: { secondFactor: true } },
        }),
        { status: 403, headers: { "content-type": "application/json" } },
      );
    const ok = () => new Response(JSON.stringify({ data: { done: true }, meta: {} }));

    it("asks once, then sends the same request again and carries on", async () => {
      const fetch = vi.fn().mockResolvedValueOnce(stepUpRequired()).mockResolvedValueOnce(ok());
      vi.stubGlobal("fetch", fetch);
      const prompt = vi.fn(async () => true);
      askStepUpWith(prompt);
      await expect(
        apiRequest("/api/account/second-factor", { method: "POST", body: { a: 1 } }),
      ).resolves.toEqual({ data: { done: true }, meta: {} });
      expect(prompt).toHaveBeenCalledWith({ secondFactor: true });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect((fetch.mock.calls[1] as [string, RequestInit])[1].body).toBe('{"a":1}');
    });

    it("shares one prompt between requests refused together", async () => {
      vi.stubGlobal(
        "fetch",
        vi
          .fn()
          .mockResolvedValueOnce(stepUpRequired())
          .mockResolvedValueOnce(stepUpRequired())
          .mockImplementation(async () => ok()),
      );
      let confirm = (_: boolean) => {};
      const prompt = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
      askStepUpWith(prompt);
      const both = Promise.all([
        apiRequest("/api/users", { method: "POST", body: {} }),
        apiRequest("/api/users/1/sessions", { method: "DELETE" }),
      ]);
      await vi.waitFor(() => expect(prompt).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 10));
      confirm(true);
      await expect(both).resolves.toHaveLength(2);
      expect(prompt).toHaveBeenCalledTimes(1);
    });

    it("throws the refusal when the person cancels, or when none can be asked", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => stepUpRequired()),
      );
      const refused = (e: unknown) => (e as ApiError).code;
      expect(await apiRequest("/x", { method: "DELETE" }).catch(refused)).toBe("STEP_UP_REQUIRED");
      askStepUpWith(async () => false);
      expect(await apiRequest("/x", { method: "DELETE" }).catch(refused)).toBe("STEP_UP_REQUIRED");
      // Confirmed but refused again (a clock far off): thrown, never a loop.
      askStepUpWith(async () => true);
      expect(await apiRequest("/x", { method: "DELETE" }).catch(refused)).toBe("STEP_UP_REQUIRED");
    });
  });
});

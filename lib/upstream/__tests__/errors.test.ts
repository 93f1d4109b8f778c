import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

import {
  mapUpstreamError,
  safeMessage,
  upstreamFields,
  UpstreamError,
} from "@/lib/upstream/errors";
import apiErrors from "@/messages/en/apiErrors.json";
import { translateMsg } from "@/lib/rental/messages";

// Messages are catalogue keys until the answer leaves the BFF; read them here as the English
// catalogue says them.
const t = createTranslator({ locale: "en", messages: { apiErrors } });
const english = (text: string) =>
  translateMsg(text, (key, params) => t(key as never, params as never));
const map = (e: UpstreamError) => {
  const mapped = mapUpstreamError(e);
  return {
    ...mapped,
    body: { error: { ...mapped.body.error, message: english(mapped.body.error.message) } },
  };
};

describe("mapUpstreamError", () => {
  it("keeps the field details of an upstream 400", () => {
    const upstream = {
      error: {
        code: "VALIDATION_FAILED",
        message: "The request has invalid fields: rooms.",
        details: { fields: { rooms: ["Must be at least 1"], "parties.0.id": ["Unknown party"] } },
      },
    };
    expect(map(new UpstreamError("status", 400, upstream))).toEqual({
      status: 400,
      body: {
        error: {
          code: "VALIDATION_FAILED",
          message: "The request has invalid fields: rooms.",
          details: { fields: { rooms: ["Must be at least 1"], "parties.0.id": ["Unknown party"] } },
        },
      },
    });
  });

  it("says a refusal whose upstream code it knows in its own words, on every field", () => {
    const upstream = {
      error: {
        code: "DUPLICATE_UNIT_NUMBER",
        message: "Another unit of this property has this number.",
        details: { fields: { unit_number: ["Another unit of this property has this number."] } },
      },
    };
    const mapped = mapUpstreamError(new UpstreamError("status", 400, upstream));
    expect(mapped.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: "apiErrors.refusals.DUPLICATE_UNIT_NUMBER",
      details: { fields: { unit_number: ["apiErrors.refusals.DUPLICATE_UNIT_NUMBER"] } },
    });
  });

  it("reads Laravel-style 422 errors as a 400 with fields", () => {
    const mapped = map(
      new UpstreamError("status", 422, { message: "Invalid.", errors: { unit_id: ["Required"] } }),
    );
    expect(mapped.status).toBe(400);
    expect(mapped.body.error.details).toEqual({ fields: { unit_id: ["Required"] } });
  });

  it("drops an upstream message that carries an address, a stack or a token", () => {
    for (const message of [
      "connect ECONNREFUSED 10.0.0.5:4010",
      "Error: boom\n    at Object.<anonymous> (/srv/app.js:1:1)",
      "invalid token eyJhbGciOiJIUzI1NiJ9abcdefghijkl",
      "see http://internal.example/docs",
    ]) {
      const mapped = map(new UpstreamError("status", 400, { error: { message } }));
      expect(mapped.body.error.message).toBe(
        "The rental service refused the request. Check the highlighted fields.",
      );
      expect(JSON.stringify(mapped)).not.toContain(message.slice(0, 12));
    }
  });

  it.each([
    [
      new UpstreamError("status", 404, { error: { message: "row 5 missing in db" } }),
      404,
      "NOT_FOUND",
    ],
    [new UpstreamError("status", 403), 403, "UPSTREAM_FORBIDDEN"],
    [new UpstreamError("status", 401), 502, "UPSTREAM_AUTH"],
    [new UpstreamError("auth", 401), 502, "UPSTREAM_AUTH"],
    [
      new UpstreamError("status", 500, { error: { message: "TypeError x" } }),
      502,
      "UPSTREAM_ERROR",
    ],
    [new UpstreamError("status", 503), 502, "UPSTREAM_UNAVAILABLE"],
    [new UpstreamError("timeout"), 504, "UPSTREAM_TIMEOUT"],
    [new UpstreamError("unreachable"), 502, "UPSTREAM_UNAVAILABLE"],
    [new UpstreamError("invalid-response", 200), 502, "UPSTREAM_ERROR"],
  ])("%o → %i %s with a message for a person and no upstream text", (error, status, code) => {
    const mapped = map(error);
    expect(mapped.status).toBe(status);
    expect(mapped.body.error.code).toBe(code);
    expect(mapped.body.error.message).toMatch(/^The (rental service|dashboard)/);
    expect(mapped.body.error.details).toEqual({});
    const text = JSON.stringify(mapped);
    expect(text).not.toContain("row 5");
    expect(text).not.toContain("TypeError");
  });

  it("describes a timeout as a person would read it", () => {
    expect(map(new UpstreamError("timeout")).body.error.message).toBe(
      "The rental service did not answer in time. Try again in a moment.",
    );
  });
});

describe("safeMessage", () => {
  it("passes a plain sentence", () => {
    expect(safeMessage({ error: { message: "Unit number already in use." } })).toBe(
      "Unit number already in use.",
    );
    expect(safeMessage({ error: { message: "x".repeat(201) } })).toBeNull();
    expect(safeMessage("nope")).toBeNull();
  });
});

describe("upstreamFields", () => {
  it("keeps fields named like Object.prototype's members as fields of their own", () => {
    const body = JSON.parse(
      '{"error":{"code":"VALIDATION_FAILED","message":"m","details":{"fields":{"__proto__":["a"],"constructor":["b"],"name":["c"]}}}}',
    ) as unknown;
    const fields = upstreamFields(body)!;
    expect(Object.getPrototypeOf(fields)).not.toEqual(["a"]);
    expect(Object.keys(fields).sort()).toEqual(["__proto__", "constructor", "name"]);
    expect(Object.getOwnPropertyDescriptor(fields, "__proto__")?.value).toEqual(["a"]);
  });
});

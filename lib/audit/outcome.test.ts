import { describe, expect, it } from "vitest";

import { outcomeOf } from "./outcome";

describe("outcomeOf", () => {
  it("says what a status meant to the person", () => {
    expect([200, 201, 204].map(outcomeOf)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect([401, 403].map(outcomeOf)).toEqual(["notAllowed", "notAllowed"]);
    expect([400, 413, 415, 422].map(outcomeOf)).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    expect(outcomeOf(404)).toBe("notFound");
    expect(outcomeOf(409)).toBe("conflict");
    expect(outcomeOf(429)).toBe("tooMany");
    expect([502, 503, 504].map(outcomeOf)).toEqual(Array(3).fill("rentalServiceDown"));
    expect(outcomeOf(500)).toBe("failed");
  });
});

import { describe, expect, it, vi } from "vitest";

import { ApiError } from "./api-error";
import { applyServerErrors } from "./server-errors";

function form() {
  return { setError: vi.fn() };
}

describe("applyServerErrors", () => {
  it("puts each field's messages beside the field, dotted paths as they are", () => {
    const f = form();
    const placed = applyServerErrors(
      f,
      new ApiError({
        status: 400,
        code: "VALIDATION_FAILED",
        message: "invalid",
        fields: {
          rooms: ["Must be at least 1"],
          "rental_fee.total_units_rent": ["Required", "Too small"],
        },
      }),
    );
    expect(placed).toBe(true);
    expect(f.setError).toHaveBeenCalledWith(
      "rooms",
      { type: "server", message: "Must be at least 1" },
      { shouldFocus: true },
    );
    expect(f.setError).toHaveBeenCalledWith(
      "rental_fee.total_units_rent",
      { type: "server", message: "Required Too small" },
      { shouldFocus: false },
    );
    expect(f.setError).not.toHaveBeenCalledWith("root.server", expect.anything());
  });

  it("sends unknown fields and whole-object errors to root.server", () => {
    const f = form();
    applyServerErrors(
      f,
      new ApiError({
        status: 400,
        code: "VALIDATION_FAILED",
        message: "invalid",
        fields: { _: ["Bad body"], other: ["x"] },
      }),
      ["rooms"],
    );
    expect(f.setError).toHaveBeenCalledWith("root.server", {
      type: "server",
      message: "Bad body other: x",
    });
  });

  it("shows the message of an error without fields", () => {
    const f = form();
    expect(
      applyServerErrors(
        f,
        new ApiError({ status: 502, code: "UPSTREAM_UNAVAILABLE", message: "Down" }),
      ),
    ).toBe(false);
    expect(f.setError).toHaveBeenCalledWith("root.server", { type: "server", message: "Down" });
  });

  it("marks an ended session so the form can offer sign-in in a new tab", () => {
    const f = form();
    applyServerErrors(
      f,
      new ApiError({ status: 401, code: "UNAUTHENTICATED", message: "Sign in" }),
    );
    expect(f.setError).toHaveBeenCalledWith("root.server", {
      type: "unauthenticated",
      message: "Sign in",
    });
  });
});

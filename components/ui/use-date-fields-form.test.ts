import { describe, expect, it, vi } from "vitest";

import { contractUpdateSchema } from "@/lib/rental/contract";
import { statementQuerySchema } from "@/lib/statements/schemas";

import { lazyRule } from "./use-date-fields-form";

// The rule of a date form (a contract's dates, a statement's range): the shared schema's answer
// as the form shows it, each field's first problem, as zodResolver reported it before.

const DATES = ["start_date", "end_date"] as const;

describe("lazyRule", () => {
  const rule = lazyRule(async () => contractUpdateSchema);

  it("answers the values to send when the schema takes them", async () => {
    const values = { start_date: "2026-01-01", end_date: "2026-12-31" };
    expect(await rule(DATES, values)).toEqual({ data: values, problems: {} });
    // An emptied date is left out: no change.
    expect(await rule(DATES, { start_date: "2026-01-01" })).toEqual({
      data: { start_date: "2026-01-01" },
      problems: {},
    });
  });

  it("puts the schema's refusal beside its field, the first problem of each", async () => {
    const before = await rule(DATES, { start_date: "2026-06-01", end_date: "2026-01-01" });
    expect(before.data).toBeNull();
    expect(Object.keys(before.problems)).toEqual(["end_date"]);
    expect(before.problems.end_date?.message).toBe("validation.endAfterStart");

    const typing = await rule(DATES, { start_date: "2026-02-30", end_date: "" });
    expect(typing.data).toBeNull();
    expect(typing.problems.start_date?.message).toBe("validation.dateNotExist");
    expect(typing.problems.end_date?.message).toBe("validation.dateFormat");
  });

  it("reads a statement's range with the route's rule", async () => {
    const range = lazyRule(async () => statementQuerySchema);
    const refused = await range(["from", "to"], { from: "2026-05-01", to: "2026-04-01" });
    expect(refused.data).toBeNull();
    expect(Object.keys(refused.problems)).not.toHaveLength(0);
    expect(await range(["from", "to"], {})).toEqual({ data: {}, problems: {} });
  });

  it("loads the schema once, and again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<typeof contractUpdateSchema>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(contractUpdateSchema);
    const lazy = lazyRule(load);
    await expect(lazy(DATES, {})).rejects.toThrow("chunk failed");
    await lazy(DATES, {});
    await lazy(DATES, { start_date: "2026-01-01" });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { forgetSharedReads, sharedRead } = await import("./shared-read");

describe("sharedRead", () => {
  beforeEach(() => forgetSharedReads());

  it("asks once within its lifetime, and again after it", async () => {
    const read = vi.fn(async () => ["Riyadh"]);
    expect(await sharedRead("regions", 1_000, read, 0)).toEqual(["Riyadh"]);
    expect(await sharedRead("regions", 1_000, read, 999)).toEqual(["Riyadh"]);
    expect(read).toHaveBeenCalledTimes(1);
    await sharedRead("regions", 1_000, read, 1_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("shares a read still on its way", async () => {
    let answer!: (value: string[]) => void;
    const read = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const first = sharedRead("regions", 1_000, read, 0);
    const second = sharedRead("regions", 1_000, read, 1);
    answer(["Makkah"]);
    expect(await Promise.all([first, second])).toEqual([["Makkah"], ["Makkah"]]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed read", async () => {
    const read = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error("upstream 503"))
      .mockResolvedValueOnce(["Eastern Province"]);
    await expect(sharedRead("regions", 1_000, read, 0)).rejects.toThrow("upstream 503");
    expect(await sharedRead("regions", 1_000, read, 1)).toEqual(["Eastern Province"]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps names apart", async () => {
    const regions = vi.fn(async () => "regions");
    const other = vi.fn(async () => "other");
    expect(await sharedRead("a", 1_000, regions, 0)).toBe("regions");
    expect(await sharedRead("b", 1_000, other, 0)).toBe("other");
  });
});

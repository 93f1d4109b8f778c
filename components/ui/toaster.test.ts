import { describe, expect, it, vi } from "vitest";

// sonner loads with the first toast, not with the page; the outlet, mounted then, subscribes to
// sonner's store, which replays the toasts still showing to a new subscriber: so the first
// toasts must be in that store.

const loaded = vi.hoisted(() => vi.fn());
vi.mock("sonner", async (importOriginal) => {
  loaded();
  return importOriginal();
});

describe("toast", () => {
  it("loads sonner on first use, not before, and hands it every toast", async () => {
    const { toast } = await import("./toaster");
    expect(loaded).not.toHaveBeenCalled();

    toast.success("Saved", { description: "Unit 4" });
    toast.error("Failed");
    toast("Cancelled");
    const sonner = await import("sonner");
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(loaded).toHaveBeenCalled();
    const active = sonner.toast.getToasts().map((t) => ("title" in t ? [t.type, t.title] : []));
    expect(active).toEqual([
      ["success", "Saved"],
      ["error", "Failed"],
      [undefined, "Cancelled"],
    ]);
  });
});

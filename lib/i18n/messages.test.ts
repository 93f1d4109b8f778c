import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { directionOf, isLocale } from "./locales";
import { loadMessages } from "./messages";

describe("message catalogue", () => {
  it("merges one namespace per file in messages/en", async () => {
    const files = readdirSync(path.join(process.cwd(), "messages", "en")).filter((f) =>
      f.endsWith(".json"),
    );
    const messages = await loadMessages("en");
    expect(Object.keys(messages).sort()).toEqual(files.map((f) => f.replace(/\.json$/, "")).sort());
    expect(messages.common).toMatchObject({ appName: "Rental Desk" });
  });

  it("honours only supported locales and derives direction", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});

import { describe, expect, it } from "vitest";

import { brotliHeaders, brotliRewrites, PRECOMPRESSED } from "./brotli-assets.mjs";

// Next matches a `has` value as a whole-string pattern (`^value$`).
const condition = brotliRewrites()[0]!.has[0]!;
const acceptsBr = (header: string) => new RegExp(`^${condition.value}$`).test(header);

describe("Brotli assets", () => {
  it("rewrites to the br twin only when Accept-Encoding takes br", () => {
    expect(condition.key).toBe("accept-encoding");
    expect(acceptsBr("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBr("br")).toBe(true);
    expect(acceptsBr("gzip;q=1.0, br;q=0.5")).toBe(true);
    expect(acceptsBr("gzip, deflate")).toBe(false);
    expect(acceptsBr("br;q=0, gzip")).toBe(false);
    expect(acceptsBr("gzip, br;q=0.0")).toBe(false);
    expect(acceptsBr("gzip, brotli")).toBe(false);
  });

  it("covers scripts and styles, whose answers say br and their type; fonts are left alone", () => {
    expect(PRECOMPRESSED.test("chunks/0abc.js")).toBe(true);
    expect(PRECOMPRESSED.test("chunks/1def.css")).toBe(true);
    expect(PRECOMPRESSED.test("media/plex.woff2")).toBe(false);
    expect(brotliRewrites().map((r) => [r.source, r.destination])).toEqual([
      ["/_next/static/:file(.+\\.js)", "/_next/static/:file.br"],
      ["/_next/static/:file(.+\\.css)", "/_next/static/:file.br"],
    ]);
    const encoded = brotliHeaders().filter((h) => h.has);
    expect(encoded.map((h) => Object.fromEntries(h.headers.map((x) => [x.key, x.value])))).toEqual([
      { "Content-Encoding": "br", "Content-Type": "application/javascript; charset=UTF-8" },
      { "Content-Encoding": "br", "Content-Type": "text/css; charset=UTF-8" },
    ]);
    // Both answers of a file vary by Accept-Encoding, so no cache hands br to a gzip client.
    expect(brotliHeaders().filter((h) => !h.has)).toHaveLength(2);
  });
});

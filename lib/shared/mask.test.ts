import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { createLogger } from "./logger";
import { censorSecrets, maskNationalIds, maskText } from "./mask";

function capture() {
  const out: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _e, done) {
      out.push(chunk.toString());
      done();
    },
  });
  const log = createLogger({ name: "t", level: "info", pretty: false, destination });
  return { log, text: () => out.join("") };
}

describe("log masking", () => {
  it("masks national IDs and iqamas to their last three digits, not other numbers", () => {
    expect(maskNationalIds("party 1016690206 and 2149678662")).toBe(
      "party *******206 and *******662",
    );
    // A 12-digit deed number and a 9-digit number are not national IDs.
    expect(maskNationalIds("deed 310100000398 n 123456789")).toBe("deed 310100000398 n 123456789");
  });

  it("masks bearer tokens in free text", () => {
    expect(maskText("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl")).toBe(
      "Bearer [token]",
    );
  });

  it("censors secret and personal keys in logged objects, at any of three depths", () => {
    const { log, text } = capture();
    log.info(
      {
        password: "hunter2-password",
        body: { id_number: "1016690206", client_secret: "s3cr3t-value" },
        headers: { authorization: "Bearer abc.def.ghi", cookie: "session=abcdef" },
      },
      "with secrets",
    );
    log.warn("message about 1016690206");
    log.error({ err: new Error("failed for 2149678662 with eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.sig") });
    const written = text();
    for (const secret of [
      "hunter2-password",
      "1016690206",
      "2149678662",
      "s3cr3t-value",
      "abc.def.ghi",
      "session=abcdef",
      "eyJhbGciOiJIUzI1NiJ9",
    ])
      expect(written).not.toContain(secret);
    expect(written).toContain("[redacted]");
    expect(written).toContain("*******206");
  });

  it("censors secret keys deeper down and in arrays, and leaves a line without secrets as it was", () => {
    const { log, text } = capture();
    log.info(
      {
        upstream: { request: { options: { headers: { authorization: "Bearer deep-secret" } } } },
        parties: [{ full_name: "محمد", id_number: "1016690206", phone_number: "0501234567" }],
      },
      "nested",
    );
    const written = text();
    for (const secret of ["deep-secret", "1016690206", "0501234567"])
      expect(written).not.toContain(secret);
    expect(written).toContain("محمد");

    const line = { requestId: "r-1", route: "/api/v1/properties", status: 200, nested: { a: [1] } };
    expect(censorSecrets(line)).toBe(line);
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    expect(JSON.stringify(censorSecrets(cyclic))).toContain("[too deep]");
  });
});

describe("censoring keys named like Object.prototype's members", () => {
  it("censors under an own `__proto__` key (as JSON.parse makes it) and keeps the prototype", () => {
    const logged = JSON.parse('{"__proto__": {"password": "hunter2-password"}, "ok": 1}') as object;
    const clean = censorSecrets(logged);
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(JSON.stringify(clean)).not.toContain("hunter2-password");
    expect(Object.getOwnPropertyDescriptor(clean, "__proto__")?.value).toEqual({
      password: "[redacted]",
    });
  });
});

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { createLogger, lineDestination } from "./logger";

// The dashboard writes an access line per request, batched: what an operator tailing the log
// sees must still arrive, in order, a warning at once and the rest within about a second.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fileLogger(batched: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), "rental-desk-log-"));
  dirs.push(dir);
  const file = path.join(dir, "out.log");
  const destination = lineDestination(batched, file);
  const log = createLogger({ name: "t", level: "info", pretty: false, batched, destination });
  const messages = () =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { log, messages, destination };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("batched log lines", () => {
  it("hold info lines back, then write them in order with a warning, at once", async () => {
    const { log, messages } = fileLogger(true);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the file is open
    log.info("first");
    log.info("second");
    await settle();
    expect(messages()).toEqual([]);
    log.warn("trouble");
    await expect.poll(messages, { timeout: 500 }).toEqual(["first", "second", "trouble"]);
  });

  it("write what is pending within about a second", async () => {
    const { log, messages } = fileLogger(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    log.info("quiet hour");
    await settle();
    expect(messages()).toEqual([]);
    await expect.poll(messages, { timeout: 1_500, interval: 100 }).toEqual(["quiet hour"]);
  });

  it("unbatched, write each line as it comes", async () => {
    const { log, messages } = fileLogger(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    log.info("now");
    await expect.poll(messages, { timeout: 300 }).toEqual(["now"]);
  });
});

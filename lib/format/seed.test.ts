import { describe, expect, it } from "vitest";

import { createFormatter, type Formatter } from "./format";
import { documentSeed, recordingSeed, SEED_CLASS, withSeed } from "./seed";

// The server's answers reach the browser's formatter through the page (a seed script per flush)
// and are given back without the formatter doing the work again.

const ARABIC = { locale: "ar", digits: "arab", calendar: "islamic-umalqura" } as const;

/** A stand-in for the page: the seed scripts written so far, in a live list. */
function page() {
  const scripts: { textContent: string | null }[] = [];
  const doc = {
    getElementsByClassName: (name: string) => (name === SEED_CLASS ? scripts : []),
  } as unknown as Document;
  return { doc, write: (json: string | null) => json && scripts.push({ textContent: json }) };
}

/** `formatter` with every seeded function counted. */
function counted(formatter: Formatter) {
  const calls: string[] = [];
  const spied = { ...formatter };
  for (const name of ["number", "amount", "dual", "date", "dateTime", "dayParts"] as const) {
    const real = formatter[name] as (...args: unknown[]) => unknown;
    (spied as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(name);
      return real(...args);
    };
  }
  return { formatter: spied, calls };
}

describe("the formatting seed", () => {
  it("gives the browser the server's answers without formatting again", () => {
    const seed = recordingSeed();
    const recorded = withSeed(createFormatter(ARABIC), seed);
    const answers = {
      number: recorded.number(1234.5),
      amount: recorded.amount(60000),
      dual: recorded.dual("1446-06-12", "islamic-umalqura", "long"),
      date: recorded.date("2024-12-13"),
      dateTime: recorded.dateTime("2024-12-13T10:00:00Z", { seconds: true }),
      dayParts: recorded.dayParts("2024-12-13", "gregory"),
    };
    expect(answers.number).toBe("١٬٢٣٤٫٥");

    const { doc, write } = page();
    write(seed.takeJson());
    const browser = counted(createFormatter(ARABIC));
    const seeded = withSeed(browser.formatter, documentSeed(doc));
    expect({
      number: seeded.number(1234.5),
      amount: seeded.amount(60000),
      dual: seeded.dual("1446-06-12", "islamic-umalqura", "long"),
      date: seeded.date("2024-12-13"),
      dateTime: seeded.dateTime("2024-12-13T10:00:00Z", { seconds: true }),
      dayParts: seeded.dayParts("2024-12-13", "gregory"),
    }).toEqual(answers);
    expect(browser.calls).toEqual([]);

    // A call the server never made is formatted in the browser.
    expect(seeded.number(7)).toBe("٧");
    expect(browser.calls).toEqual(["number"]);
  });

  it("keys answers by the settings: another calendar or language is formatted afresh", () => {
    const seed = recordingSeed();
    withSeed(createFormatter(ARABIC), seed).date("2024-12-13");
    const { doc, write } = page();
    write(seed.takeJson());
    const english = counted(createFormatter({ ...ARABIC, locale: "en" }));
    const gregorian = counted(createFormatter({ ...ARABIC, calendar: "gregory" }));
    expect(withSeed(english.formatter, documentSeed(doc)).date("2024-12-13")).toBe(
      createFormatter({ ...ARABIC, locale: "en" }).date("2024-12-13"),
    );
    withSeed(gregorian.formatter, documentSeed(doc)).date("2024-12-13");
    expect([english.calls, gregorian.calls]).toEqual([["date"], ["date"]]);
  });

  it("reads the scripts a streamed page adds after the first read", () => {
    const seed = recordingSeed();
    const server = withSeed(createFormatter(ARABIC), seed);
    const { doc, write } = page();
    server.number(1);
    write(seed.takeJson());
    const browser = counted(createFormatter(ARABIC));
    const seeded = withSeed(browser.formatter, documentSeed(doc));
    expect(seeded.number(1)).toBe("١");

    // The next flush: only what was recorded since the last one, then nothing at all.
    server.number(1);
    server.number(2);
    const json = seed.takeJson();
    expect(JSON.parse(json!)).toHaveLength(1);
    expect(seed.takeJson()).toBeNull();
    write(json);
    expect(seeded.number(2)).toBe("٢");
    expect(browser.calls).toEqual([]);
  });

  it("keeps null answers (no such day) and writes no '<' into the script", () => {
    const seed = recordingSeed();
    const server = withSeed(createFormatter(ARABIC), seed);
    expect(server.dateTime("not a time </script><script>alert(1)")).toBeNull();
    const json = seed.takeJson()!;
    expect(json).not.toContain("<");
    const { doc, write } = page();
    write(json);
    const browser = counted(createFormatter(ARABIC));
    expect(
      withSeed(browser.formatter, documentSeed(doc)).dateTime(
        "not a time </script><script>alert(1)",
      ),
    ).toBeNull();
    expect(browser.calls).toEqual([]);
  });
});

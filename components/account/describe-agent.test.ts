import { describe, expect, it } from "vitest";

import { describeAgent } from "./describe-agent";

describe("describeAgent", () => {
  it("names common browsers and systems", () => {
    expect(
      describeAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0",
      ),
    ).toEqual({ browser: "Edge", system: "Windows", script: false });
    expect(
      describeAgent("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toEqual({ browser: "Firefox", system: "Linux", script: false });
    expect(
      describeAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", system: "iOS", script: false });
    expect(describeAgent("")).toEqual({ browser: null, system: null, script: false });
  });

  it("flags a script rather than naming it, so the list can say so in the person's language", () => {
    expect(describeAgent("curl/8.5.0")).toEqual({ browser: null, system: null, script: true });
    expect(describeAgent("node")).toMatchObject({ browser: null, script: true });
  });
});

// "Firefox on Windows" from a User-Agent string: enough for a person to recognise their own
// devices in the session list. Order matters: Edge and Opera also say "Chrome", Chrome also
// says "Safari".

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|Chromium/, "Chrome"],
  [/Safari\//, "Safari"],
  [/node|undici|curl|python|Go-http/i, "Script"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeAgent(agent: string): { browser: string | null; system: string | null } {
  const find = (list: [RegExp, string][]) => list.find(([re]) => re.test(agent))?.[1] ?? null;
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}

// "Firefox on Windows" from a User-Agent string: enough for a person to recognise their own
// devices in the session list. Order matters: Edge and Opera also say "Chrome", Chrome also
// says "Safari". Browser and system names are the same in every language; a script (curl, a
// program) is not a name, so it is a flag for the list to say in words.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|Chromium/, "Chrome"],
  [/Safari\//, "Safari"],
];
const SCRIPT = /node|undici|curl|python|Go-http/i;
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeAgent(agent: string): {
  browser: string | null;
  system: string | null;
  script: boolean;
} {
  const find = (list: [RegExp, string][]) => list.find(([re]) => re.test(agent))?.[1] ?? null;
  const browser = find(BROWSERS);
  return { browser, system: find(SYSTEMS), script: !browser && SCRIPT.test(agent) };
}

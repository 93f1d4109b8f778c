// Flags for Debian's Chromium in tests and benchmarks: no sandbox (containers), no GPU, and none
// of the background traffic a fresh profile would start.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

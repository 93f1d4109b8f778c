// The layout's figures, for docs/architecture.md: how tangled the folders of lib/ are, and how many
// places one feature spans. Reads the imports with dependency-cruiser (tests left out) and prints
// JSON. `npm run architecture:figures`.
import { readFileSync } from "node:fs";

import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const tsConfig = extractTSConfig("tsconfig.json");
const result = await cruise(
  ["lib", "components", "app"],
  {
    exclude: { path: "(node_modules|\\.test\\.tsx?$|__tests__|\\.next)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
  undefined,
  { tsConfig },
);
const modules = result.output.modules.filter((m) => !m.coreModule && !m.couldNotResolve);

/** lib/<first folder> (a file straight under lib/ is its own room). */
const room = (path) => path.split("/").slice(0, 2).join("/");

const edges = new Map(); // room → rooms it imports
for (const m of modules.filter((m) => m.source.startsWith("lib/"))) {
  const from = room(m.source);
  if (!edges.has(from)) edges.set(from, new Set());
  for (const d of m.dependencies) {
    if (!d.resolved.startsWith("lib/")) continue;
    const to = room(d.resolved);
    if (to !== from) edges.get(from).add(to);
  }
}
const rooms = [...edges.keys()].sort();
const mutual = [];
for (const a of rooms)
  for (const b of edges.get(a)) if (a < b && edges.get(b)?.has(a)) mutual.push([a, b]);

// Strongly connected components (Tarjan): the folders that sit in a cycle of imports.
let index = 0;
const stack = [];
const seen = new Map();
const cycles = [];
function visit(v) {
  const node = { index, low: index, onStack: true };
  seen.set(v, node);
  index += 1;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!seen.has(w)) {
      visit(w);
      node.low = Math.min(node.low, seen.get(w).low);
    } else if (seen.get(w).onStack) node.low = Math.min(node.low, seen.get(w).index);
  }
  if (node.low === node.index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      seen.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const v of rooms) if (!seen.has(v)) visit(v);

// The property feature ("properties and units"): every file of lib/, components/ and app/ (tests
// and bench-only code left out) whose path names properties or units, or whose code defines one of
// the feature's endpoints (a row, a route, an upstream function), and the places that hold them.
// Code that only calls the feature (the overview, the deed sync) is its user, not part of it.
// app/'s folders are URLs, so its pages and route handlers count as one place, "app".
const feature = /propert|(^|\/|-)units?([/.\-[]|$)/;
const endpointDefinition =
  /\b(listProperties|getProperty|deleteProperty|getUnit|updateUnit|exportProperties)\s*[:=]\s*(endpoint|upstreamFunction|exportRow|exportEndpoint|\{ method)\b/;
const propertyFiles = modules
  .map((m) => m.source)
  .filter((p) => !p.startsWith("lib/bench/") && /\.(ts|tsx)$/.test(p))
  .filter((p) => feature.test(p) || endpointDefinition.test(readFileSync(p, "utf8")));
const propertyFolders = new Set(propertyFiles.map((p) => p.split("/").slice(0, -1).join("/")));
const placeOf = (p) => (p.startsWith("app/") ? "app" : room(p));
const propertyPlaces = new Set(propertyFiles.map(placeOf));

console.log(
  JSON.stringify(
    {
      lib: {
        rooms: rooms.length,
        edges: [...edges.values()].reduce((n, s) => n + s.size, 0),
        pairsImportingEachOther: mutual.length,
        roomsInACycle: cycles.flat().length,
        pairs: mutual.map((p) => p.join(" ⇄ ")),
        cycles,
      },
      propertyFeature: {
        files: propertyFiles.length,
        folders: propertyFolders.size,
        places: [...propertyPlaces].sort(),
        byPlace: Object.fromEntries(
          [...propertyPlaces]
            .sort()
            .map((place) => [place, propertyFiles.filter((p) => placeOf(p) === place).length]),
        ),
      },
    },
    null,
    2,
  ),
);

import "server-only";

import type { DeedRemoteSearch, DeedSearch } from "@/lib/rental/deed";

import { readDeed, readSync } from "@/lib/upstream/normalise-results";
import { upstreamFunction } from "@/lib/upstream/upstream-function";
import { deedEndpoints } from "./endpoints";

// Deeds: POST /properties/search-deed, POST /properties/search-deed/remote,
// POST /properties/sync-deed/{id}.

/** A deed among the properties the service holds. */
export const searchDeed = upstreamFunction(deedEndpoints.searchDeed, {
  call: (body: DeedSearch) => ({ body }),
  read: readDeed("local"),
  argsOf: ({ body }) => [body],
});

/** A deed in the national registry; a new one becomes a property (`imported`). */
export const searchDeedRemote = upstreamFunction(deedEndpoints.searchDeedRemote, {
  call: (body: DeedRemoteSearch) => ({ body }),
  read: readDeed("registry"),
  argsOf: ({ body }) => [body],
});

/** Re-pulls the deed from the national registry; `meta.changes` says what changed. */
export const syncDeed = upstreamFunction(deedEndpoints.syncDeed, {
  call: (id: number) => ({ params: { id } }),
  read: readSync,
  argsOf: ({ params }) => [params.id],
});

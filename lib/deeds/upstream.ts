import "server-only";

import type { DeedRemoteSearch, DeedSearch } from "@/lib/rental/deed";

import { readDeed } from "../upstream/normalise-results";
import { upstreamFunction } from "../upstream/upstream-function";
import { deedEndpoints } from "./endpoints";

// Deeds: POST /properties/search-deed, POST /properties/search-deed/remote.

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

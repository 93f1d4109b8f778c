import "server-only";

import { headers } from "next/headers";

/**
 * Whether this render is a full page load (the browser asked for a document) rather than a
 * navigation inside the dashboard (Next's router fetching the page's payload). On a navigation
 * the browser's cache usually holds what the previous page read, so a page can leave such
 * secondary reads to it instead of asking upstream again. Fetch Metadata (Sec-Fetch-Dest) is
 * sent by every current browser; without it, the request counts as a full load.
 */
export async function isDocumentLoad(): Promise<boolean> {
  const dest = (await headers()).get("sec-fetch-dest");
  return dest === null || dest === "document";
}

"use client";

import NextLink, { useLinkStatus } from "next/link";
import { useEffect, type ComponentProps } from "react";

import { navigationStarted } from "./navigation-pending";

/**
 * next/link that tells the main region while its navigation is on its way (the region shows the
 * page skeleton). Every in-app link goes through this one (eslint keeps next/link out elsewhere).
 *
 * No prefetching by default. Every page here is dynamic and has no loading boundary, so Next's
 * prefetch of a link in view fetches only the route's tree and its <head>, in two requests that
 * each run the proxy and the layouts on the server: the rows of a list in view and the navigation
 * cost the server several times the page itself, for a click that still makes one request for
 * the page. Pass `prefetch` to opt a link back in.
 */
export function Link({ children, prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return (
    <NextLink prefetch={prefetch} {...props}>
      {children}
      <ReportPending />
    </NextLink>
  );
}

function ReportPending() {
  const { pending } = useLinkStatus();
  useEffect(() => (pending ? navigationStarted() : undefined), [pending]);
  return null;
}

"use client";

import NextLink, { useLinkStatus } from "next/link";
import { useEffect, type ComponentProps } from "react";

import { navigationStarted } from "./navigation-pending";

/**
 * next/link that tells the main region while its navigation is on its way (the region shows the
 * page skeleton). Every in-app link goes through this one (eslint keeps next/link out elsewhere).
 */
export function Link({ children, ...props }: ComponentProps<typeof NextLink>) {
  return (
    <NextLink {...props}>
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

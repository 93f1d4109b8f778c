"use client";

import dynamic from "next/dynamic";

import type { ErrorViewProps } from "@/components/layout/error-view";

// Every page hydrates this boundary, so its view (buttons, a link, icons: about 7 kB on the wire,
// with copies of modules the page already has) loads only when an error is shown.
const ErrorView = dynamic(() => import("@/components/layout/error-view"));

export default function ErrorPage(props: ErrorViewProps) {
  return <ErrorView {...props} />;
}

import { dehydrate, HydrationBoundary, QueryClient, useQuery } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { QueryProvider } from "./query-provider";

// The provider also renders on the server, once per request, with the rows the page prefetched
// (components/layout/prefetched.tsx). A removal timer left behind there keeps that request's
// cache, and through its async context the whole request, alive until the timer fires: under
// load the dashboard's heap grew by about 40 kB a request (bench/findings.md).

afterEach(() => vi.useRealTimers());

describe("QueryProvider on the server", () => {
  it("renders the prefetched rows and leaves no timer behind", () => {
    vi.useFakeTimers();
    const prefetched = new QueryClient();
    prefetched.setQueryData(["properties"], { rows: ["Al Rabie Residence"] });
    function Rows() {
      const { data } = useQuery({
        queryKey: ["properties"],
        queryFn: () => ({ rows: [] as string[] }),
      });
      return data?.rows.join(", ") ?? "loading";
    }
    const html = renderToString(
      createElement(
        QueryProvider,
        null,
        createElement(HydrationBoundary, { state: dehydrate(prefetched) }, createElement(Rows)),
      ),
    );
    expect(html).toBe("Al Rabie Residence");
    expect(vi.getTimerCount()).toBe(0);
  });
});

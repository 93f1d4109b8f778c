import { measureBundles } from "./bundle";
import type { Group } from "./context";
import { measureFilter, type FilterOptions } from "./filter-http";
import { measureIdleTab } from "./idle-tab";
import { measureLedger, type LedgerOptions } from "./ledger";
import { measureOtherPages, measurePages } from "./lighthouse";
import { measureLoad } from "./load";
import { measureProfile } from "./profile";
import { measureProxyCost } from "./proxy-cost";
import { measureColdToken, measureEconomy } from "./token-economy";

// The measurement groups in the order a full run takes them. The load test comes last of the
// dashboard's groups: its writes and its 50 sessions should not colour the others. The ledger
// runs in the bench's own process on PostgreSQL; `--only ledger` builds and starts nothing.

export function allGroups(filter: FilterOptions, ledger: LedgerOptions): Group[] {
  return [
    { name: "proxy", figures: "proxy.*, direct.*, bare.*", run: measureProxyCost },
    { name: "token", figures: "token.requests_for_200_cold", run: measureColdToken },
    { name: "economy", figures: "economy.*", run: measureEconomy },
    { name: "idle", figures: "idle.*", run: measureIdleTab },
    { name: "bundle", figures: "bundle.<route>.first_load_kb", run: measureBundles },
    { name: "pages", figures: "pages.<name>.*", run: measurePages },
    {
      name: "other-pages",
      figures: "RESULTS.md: Lighthouse on OTHER_PAGES",
      run: measureOtherPages,
    },
    { name: "load", figures: "load.*", run: measureLoad },
    {
      name: "profile",
      figures: "(findings: CPU profile of proxied requests)",
      run: measureProfile,
    },
    {
      name: "filter",
      figures: "service.filter_p50_ms_100k",
      run: (ctx, details) => measureFilter(ctx, details, filter),
    },
    {
      name: "ledger",
      figures: "ledger.*",
      inProcess: (results, details) => measureLedger(results, details, ledger),
    },
  ];
}

"use client";

import { FileSignature } from "lucide-react";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { contractHref, useContractColumns } from "./contract-columns";
import { ContractFilters } from "./contract-filters";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListView } from "@/components/ui/list-view";
import { sortParamProps } from "@/components/ui/sort-param";
import { useUrlState } from "@/components/ui/use-url-state";
import { contractListShape } from "@/lib/contracts/list-shape";
import { toRegisterParams } from "@/lib/contracts/register-queries";
import type { ContractListState } from "@/lib/contracts/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { paths } from "@/lib/paths";
import { useContractList } from "@/lib/contracts/queries";

/** The contract register with its filters, sort and page kept in the URL. */
export function ContractList({
  urlState,
  canCreate,
}: {
  /** The address's state, as the page read it on the server. */
  urlState: ContractListState;
  canCreate: boolean;
}) {
  const t = useTranslations("contracts");
  const [state, setState] = useUrlState(urlState, contractListShape.serialise);
  const query = useContractList(toRegisterParams(state));
  const columns = useContractColumns();
  const filtered = contractListShape.hasFilters(state);

  const clear = () =>
    setState({
      status: undefined,
      endingAfter: undefined,
      endingBefore: undefined,
      decisionBefore: undefined,
      due: undefined,
      ending: undefined,
      unit: undefined,
      party: undefined,
      includeDeleted: false,
    });

  return (
    <ListView
      query={query}
      pageSizeOptions={contractListShape.pageSizes}
      onPageChange={setState}
      caption={t("tableCaption")}
      columns={columns}
      getRowId={(c) => String(c.id)}
      rowHref={contractHref}
      {...sortParamProps(state.sort, (sort) =>
        setState({ sort: contractListShape.sortFrom(sort), page: 1 }),
      )}
      list={viewPage(contractListShape, state)}
      exportList="contracts"
      toolbar={<ContractFilters state={state} onChange={setState} />}
      empty={
        <EmptyState
          icon={FileSignature}
          title={filtered ? t("emptyFiltered.title") : t("empty.title")}
          description={filtered ? t("emptyFiltered.description") : t("empty.description")}
          action={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                {t("emptyFiltered.clear")}
              </Button>
            ) : canCreate ? (
              <Button asChild>
                <Link href={paths.newContract()}>{t("newButton")}</Link>
              </Button>
            ) : null
          }
        />
      }
    />
  );
}

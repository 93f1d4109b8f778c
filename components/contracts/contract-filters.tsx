"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { DatePickerField } from "@/components/ui/date-picker-field";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { useFormat } from "@/components/ui/use-format";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { DUE_SETS, ENDING_SETS, type DueSet, type EndingSet } from "@/lib/contracts/windows";
import type { ContractListState } from "@/lib/contracts/list";
import { normaliseDigits } from "@/lib/rental/digits";
import { CONTRACT_STATUSES, type ContractStatus } from "@/lib/rental/contract-status";
import { readRecordId } from "@/lib/rental/record-id";

type ContractFiltersProps = {
  state: ContractListState;
  onChange: (patch: Partial<ContractListState>) => void;
};

/**
 * Status, ending on or after, ending before, decision due before, unit and party: each change goes to the URL (text
 * after 300 ms).
 */
export function ContractFilters({ state, onChange }: ContractFiltersProps) {
  const t = useTranslations("contracts.filters");
  const tc = useTranslations("common");
  const ts = useTranslations("statements");
  // Numbers in the person's digits, from the server's own formatting on the first load (no Intl
  // formatter built while the page comes to life: lib/format/seed.ts).
  const format = useFormat();
  const id = useId();
  const [unit, setUnit] = useState(state.unit ?? "");
  const [party, setParty] = useState(state.party ? String(state.party) : "");
  const [shown, setShown] = useState({ unit: state.unit, party: state.party });
  if (shown.unit !== state.unit || shown.party !== state.party) {
    // The URL changed without typing (back button, "clear filters"): show its values.
    setShown({ unit: state.unit, party: state.party });
    setUnit(state.unit ?? "");
    setParty(state.party ? String(state.party) : "");
  }
  const applyText = useDebouncedCallback((patch: Partial<ContractListState>) => {
    onChange({ ...patch, page: 1 });
  }, 300);

  return (
    <>
      <div className="grid w-full gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-status`}>{t("status")}</Label>
        <Select
          id={`${id}-status`}
          value={state.status ?? ""}
          onChange={(e) =>
            onChange({ status: (e.target.value || undefined) as ContractStatus, page: 1 })
          }
        >
          <option value="">{t("anyStatus")}</option>
          {CONTRACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tc(`contractStatus.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-full gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-due`}>{t("due")}</Label>
        <Select
          id={`${id}-due`}
          value={state.due ?? ""}
          onChange={(e) => onChange({ due: (e.target.value || undefined) as DueSet, page: 1 })}
        >
          <option value="">{t("anyDue")}</option>
          {DUE_SETS.map((set) => (
            <option key={set} value={set}>
              {set === "overdue"
                ? t("dueOverdue")
                : t("dueWithin", { days: Number(set), shown: format.number(Number(set)) })}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-full gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-ending`}>{t("ending")}</Label>
        <Select
          id={`${id}-ending`}
          value={state.ending ?? ""}
          onChange={(e) =>
            onChange({ ending: (e.target.value || undefined) as EndingSet, page: 1 })
          }
        >
          <option value="">{t("anyEnding")}</option>
          {ENDING_SETS.map((set) => (
            <option key={set} value={set}>
              {t("endingWithin", { days: Number(set), shown: format.number(Number(set)) })}
            </option>
          ))}
        </Select>
      </div>
      <DatePickerField
        label={t("endingAfter")}
        value={state.endingAfter}
        onChange={(endingAfter) => endingAfter !== "" && onChange({ endingAfter, page: 1 })}
        className="w-full sm:w-auto"
      />
      <DatePickerField
        label={t("endingBefore")}
        value={state.endingBefore}
        // "" while a date is half typed: the list keeps its filter until the date is whole.
        onChange={(endingBefore) => endingBefore !== "" && onChange({ endingBefore, page: 1 })}
        className="w-full sm:w-auto"
      />
      <DatePickerField
        label={t("decisionBefore")}
        value={state.decisionBefore}
        onChange={(decisionBefore) =>
          decisionBefore !== "" && onChange({ decisionBefore, page: 1 })
        }
        className="w-full sm:w-auto"
      />
      <div className="grid w-full gap-1.5 sm:w-32">
        <Label htmlFor={`${id}-unit`}>{t("unit")}</Label>
        <Input
          id={`${id}-unit`}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={unit}
          onChange={(e) => {
            setUnit(e.target.value);
            applyText.run({ unit: normaliseDigits(e.target.value.trim()) || undefined });
          }}
        />
      </div>
      <div className="grid w-full gap-1.5 sm:w-32">
        <Label htmlFor={`${id}-party`}>{t("party")}</Label>
        <Input
          id={`${id}-party`}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={party}
          onChange={(e) => {
            setParty(e.target.value);
            applyText.run({ party: readRecordId(e.target.value) });
          }}
        />
      </div>
      {state.party ? (
        <Link
          href={paths.partyStatement(state.party)}
          className="flex h-9 items-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {ts("tenantLink")}
        </Link>
      ) : null}
      <label className="flex h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={state.includeDeleted}
          onChange={(e) => onChange({ includeDeleted: e.target.checked, page: 1 })}
        />
        {t("includeDeleted")}
      </label>
    </>
  );
}

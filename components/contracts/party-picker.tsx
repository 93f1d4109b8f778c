"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { ChoiceList } from "@/components/ui/choice-list";
import { ErrorState } from "@/components/ui/error-state";
import { Label } from "@/components/ui/label";
import { Digits } from "@/components/ui/digits";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { usePartySearch, type PartySearchField } from "@/lib/parties/queries";
import { normaliseDigits } from "@/lib/rental/digits";
import { PARTY_FILTER_FIELDS } from "@/lib/rental/party-search-fields";
import type { Party } from "@/lib/rental/records";

type PartyPickerProps = {
  role: "lessor" | "tenant";
  value: Party | null;
  onChange: (party: Party) => void;
  error?: string;
};

/** Search parties by name, ID number or phone and choose one. */
export function PartyPicker({ role, value, onChange, error }: PartyPickerProps) {
  const t = useTranslations("contracts.new.parties");
  const tp = useTranslations("parties");
  const id = useId();
  const [field, setField] = useState<PartySearchField>("full_name");
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const apply = useDebouncedCallback((next: string) => setQ(normaliseDigits(next.trim())), 300);
  const query = usePartySearch({ field, q: q || undefined, page: 1, pageSize: 6 });
  const results = query.data?.data ?? [];
  // Keep the chosen party on screen even when a new search no longer finds it.
  const items = value && !results.some((p) => p.id === value.id) ? [value, ...results] : results;

  return (
    <section className="grid content-start gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t(`${role}.heading`)}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-field`}>{t(`${role}.searchBy`)}</Label>
          <Select
            id={`${id}-field`}
            value={field}
            onChange={(e) => setField(e.target.value as PartySearchField)}
          >
            {PARTY_FILTER_FIELDS.map((f) => (
              <option key={f} value={f}>
                {tp(`searchFields.${f}`)}
              </option>
            ))}
          </Select>
        </div>
        <SearchInput
          label={t(`${role}.search`)}
          value={text}
          className="flex-1 sm:max-w-none"
          dir={field === "full_name" ? undefined : "ltr"}
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          onValueChange={(next) => {
            setText(next);
            apply.run(next);
          }}
        />
      </div>
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div aria-busy className="grid gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-fg">{t("noResults")}</p>
      ) : (
        <ChoiceList
          legend={t(`${role}.results`)}
          hideLegend
          items={items}
          getKey={(p) => String(p.id)}
          selectedKey={value ? String(value.id) : null}
          onSelect={onChange}
          renderItem={(p) => (
            <>
              <bdi className="block font-medium">{p.full_name}</bdi>
              <span className="block text-xs text-muted-fg">
                {tp("columns.id_number")} <Digits value={p.id_number} /> ·{" "}
                <Digits value={p.phone_number} />
              </span>
            </>
          )}
        />
      )}
      {error ? (
        <p className="text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

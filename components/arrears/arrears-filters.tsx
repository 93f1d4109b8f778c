"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { localName } from "@/components/regions/local-name";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { useFormat } from "@/components/ui/use-format";
import { useLanguage } from "@/lib/i18n/use-language";
import type { RegionLookup } from "@/lib/regions/queries";
import { normaliseDigits } from "@/lib/rental/digits";
import type { ArrearsListState } from "@/lib/rent-roll/arrears-list";
import { ARREARS_BUCKETS, bucketWords, type ArrearsBucket } from "@/lib/rent-roll/arrears-shape";

type Props = {
  state: ArrearsListState;
  regions: RegionLookup;
  onChange: (patch: Partial<ArrearsListState>) => void;
};

// The deed number as typed becomes a filter once it is whole digits (the server reads the same).
const DEED = /^[1-9]\d{0,15}$/;

/** Property (deed number), region and bucket: each change goes to the URL (text after 300 ms). */
export function ArrearsFilters({ state, regions, onChange }: Props) {
  const t = useTranslations("arrears.filters");
  const words = useTranslations();
  const format = useFormat();
  const locale = useLanguage();
  const id = useId();
  const [deed, setDeed] = useState(state.property ?? "");
  const [shown, setShown] = useState(state.property);
  if (shown !== state.property) {
    // The URL changed without typing (back button, "clear filters"): show its value.
    setShown(state.property);
    setDeed(state.property ?? "");
  }
  const applyDeed = useDebouncedCallback((text: string) => {
    const digits = normaliseDigits(text.trim());
    onChange({ property: DEED.test(digits) ? digits : undefined, page: 1 });
  }, 300);

  return (
    <>
      <div className="grid w-full gap-1.5 sm:w-52">
        <Label htmlFor={`${id}-property`}>{t("property")}</Label>
        <Input
          id={`${id}-property`}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={deed}
          onChange={(e) => {
            setDeed(e.target.value);
            applyDeed.run(e.target.value);
          }}
        />
      </div>
      <div className="grid w-full gap-1.5 sm:w-48">
        <Label htmlFor={`${id}-region`}>{t("region")}</Label>
        <Select
          id={`${id}-region`}
          value={state.region ?? ""}
          onChange={(e) =>
            onChange({ region: e.target.value ? Number(e.target.value) : undefined, page: 1 })
          }
        >
          <option value="">{t("anyRegion")}</option>
          {regions.regions.map((region) => (
            <option key={region.id} value={region.id}>
              {localName(region, locale)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-full gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-bucket`}>{t("bucket")}</Label>
        <Select
          id={`${id}-bucket`}
          value={state.bucket ?? ""}
          onChange={(e) =>
            onChange({ bucket: (e.target.value || undefined) as ArrearsBucket, page: 1 })
          }
        >
          <option value="">{t("anyBucket")}</option>
          {ARREARS_BUCKETS.map((bucket) => (
            <option key={bucket} value={bucket}>
              {bucketWords(words, bucket, (n) => format.number(n))}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { DeedIdField, DeedSearchCard, useDeedSearchSubmit } from "./deed-search-card";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { useDeedSearch } from "@/lib/deeds/queries";
import { deedSearchSchema, type DeedSearch } from "@/lib/rental/deed";

type Values = z.input<typeof deedSearchSchema>;
const FIELDS = ["deed_id"];

/** POST search-deed: a deed the rental service already holds. */
export function LocalDeedSearch() {
  const search = useDeedSearch();
  const form = useForm<Values, unknown, DeedSearch>({ resolver: zodResolver(deedSearchSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = useDeedSearchSubmit(form, search, FIELDS);

  return (
    <DeedSearchCard
      kind="local"
      onSubmit={submit}
      isSubmitting={isSubmitting}
      rootError={errors.root?.server}
      deed={search.data?.data}
    >
      <DeedIdField
        error={errors.deed_id?.message}
        registration={form.register("deed_id", { setValueAs: toNumberOrUndefined })}
      />
    </DeedSearchCard>
  );
}

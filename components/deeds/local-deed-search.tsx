"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";

import { DeedIdField, DeedSearchCard, useDeedSearchSubmit } from "./deed-search-card";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { useDeedSearch } from "@/lib/deeds/queries";
import type { deedSearchSchema, DeedSearch } from "@/lib/rental/deed";

type Values = z.input<typeof deedSearchSchema>;
const FIELDS = ["deed_id"];
// The shared rule (and zod) load with the first search, not with the page.
const resolver = lazyZodResolver<Values, DeedSearch>(() =>
  import("@/lib/rental/deed").then((m) => m.deedSearchSchema),
);

/** POST search-deed: a deed the rental service already holds. */
export function LocalDeedSearch() {
  const search = useDeedSearch();
  const form = useForm<Values, unknown, DeedSearch>({ resolver });
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

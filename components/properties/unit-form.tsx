"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { toNumberOrUndefined } from "@/components/ui/number-value";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toaster";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import { applyServerErrors } from "@/lib/query/server-errors";
import { useUpdateUnit } from "@/lib/properties/unit-queries";
import type { Unit } from "@/lib/rental/records";
import type { UnitUpdate, UnitUpdateInput } from "@/lib/rental/unit";
import { UNIT_TYPES, UNIT_USAGES } from "@/lib/rental/unit-kinds";
import { useFormat } from "@/components/ui/use-format";

const resolver = lazyZodResolver(() => import("@/lib/rental/unit").then((m) => m.unitUpdateSchema));

function valuesOf(unit: Unit): UnitUpdateInput {
  return {
    unit_number: unit.unit_number,
    floor_number: unit.floor_number,
    rooms: unit.rooms,
    unit_usage: unit.unit_usage,
    unit_type: unit.unit_type,
    area: unit.area ?? undefined,
    amenities_bedrooms: unit.amenities_bedrooms ?? undefined,
    amenities_bathrooms_full: unit.amenities_bathrooms_full ?? undefined,
  };
}

/** Edit a unit with every documented rule (the shared schema); server 400s land beside fields. */
export function UnitForm({ unit }: { unit: Unit }) {
  const t = useTranslations("units");
  const format = useFormat();
  const tc = useTranslations("common");
  const update = useUpdateUnit(unit.id);
  const form = useForm<UnitUpdateInput, unknown, UnitUpdate>({
    resolver,
    defaultValues: valuesOf(unit),
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await update.mutateAsync(values);
      form.reset(valuesOf(data));
      toast.success(t("edit.saved", { unitNumber: format.digits(data.unit_number) }));
    } catch (error) {
      // Nothing typed is lost: the form keeps its values and shows why the save failed.
      applyServerErrors(form, error, Object.keys(valuesOf(unit)));
      toast.error(t("edit.failed"));
    }
  });

  const number = { setValueAs: toNumberOrUndefined };
  const err = (name: keyof UnitUpdateInput) => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormRootError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.unit_number")} error={err("unit_number")} required>
          <Input dir="ltr" autoComplete="off" {...form.register("unit_number")} />
        </FormField>
        <FormField
          label={t("fields.floor_number")}
          error={err("floor_number")}
          description={t("hints.floor_number", { ground: format.number(0) })}
          required
        >
          <Input inputMode="numeric" dir="ltr" {...form.register("floor_number", number)} />
        </FormField>
        <FormField label={t("fields.unit_type")} error={err("unit_type")} required>
          <Select {...form.register("unit_type")}>
            {UNIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("fields.unit_usage")} error={err("unit_usage")} required>
          <Select {...form.register("unit_usage")}>
            {UNIT_USAGES.map((usage) => (
              <option key={usage} value={usage}>
                {t(`usages.${usage}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t("fields.rooms")}
          error={err("rooms")}
          description={t("hints.rooms")}
          required
        >
          <Input inputMode="numeric" dir="ltr" {...form.register("rooms", number)} />
        </FormField>
        <FormField label={t("fields.area")} error={err("area")} description={t("hints.area")}>
          <Input inputMode="decimal" dir="ltr" {...form.register("area", number)} />
        </FormField>
        <FormField
          label={t("fields.amenities_bedrooms")}
          error={err("amenities_bedrooms")}
          description={t("hints.amenities", { min: format.number(0), max: format.number(10) })}
        >
          <Input inputMode="numeric" dir="ltr" {...form.register("amenities_bedrooms", number)} />
        </FormField>
        <FormField
          label={t("fields.amenities_bathrooms_full")}
          error={err("amenities_bathrooms_full")}
          description={t("hints.amenities", { min: format.number(0), max: format.number(10) })}
        >
          <Input
            inputMode="numeric"
            dir="ltr"
            {...form.register("amenities_bathrooms_full", number)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t("edit.saving") : t("edit.save")}
        </Button>
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset(valuesOf(unit))}
        >
          {t("edit.reset")}
        </Button>
        {Object.keys(errors).length > 0 && !errors.root ? (
          <p role="status" className="self-center text-sm text-destructive">
            {tc("errors.formHasErrors")}
          </p>
        ) : null}
      </div>
    </form>
  );
}

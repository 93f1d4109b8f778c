"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";

import { DateOfBirthField } from "./date-of-birth-field";
import {
  PARTY_FIELDS,
  partyResolver,
  partyValues,
  type PartyFormValues,
} from "./party-form-values";
import { RegionCityFields } from "./region-city-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import { useUpdateParty } from "@/lib/parties/queries";
import { applyServerErrors } from "@/lib/query/server-errors";
import type { PartyUpdate } from "@/lib/rental/party";
import type { Party } from "@/lib/rental/records";
import { idNumberWarning, mobileWarning, normaliseSaudiMobile } from "@/lib/rental/warnings";

type PartyFormProps = {
  party: Party;
  onSaved: (party: Party) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Edit a party with the shared rules. The ID checksum and the Saudi mobile form are warnings
 * beside their fields, never reasons to refuse: the service may accept other kinds of ID.
 */
export function PartyForm({ party, onSaved, onCancel, onDirtyChange }: PartyFormProps) {
  const t = useTranslations("parties");
  const tc = useTranslations("common");
  const update = useUpdateParty(party.id);
  const form = useForm<PartyFormValues, unknown, PartyUpdate>({
    resolver: partyResolver,
    defaultValues: partyValues(party),
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await update.mutateAsync(values);
      form.reset(partyValues(data));
      toast.success(t("edit.saved", { name: data.full_name }));
      onSaved(data);
    } catch (error) {
      // Nothing typed is lost: the form keeps its values and shows why the save failed.
      applyServerErrors(form, error, PARTY_FIELDS);
      toast.error(t("edit.failed"));
    }
  });

  const idNumber = useWatch({ control: form.control, name: "id_number" });
  const phone = useWatch({ control: form.control, name: "phone_number" });
  const idWarning = idNumberWarning(idNumber ?? "") ?? undefined;
  const phoneWarning = mobileWarning(phone ?? "") ?? undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormRootError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("fields.full_name")}
          error={errors.full_name?.message}
          required
          className="sm:col-span-2"
        >
          <Input autoComplete="off" {...form.register("full_name")} />
        </FormField>
        <FormField
          label={t("fields.id_number")}
          error={errors.id_number?.message}
          warning={errors.id_number ? undefined : idWarning}
          required
        >
          <Input dir="ltr" inputMode="numeric" autoComplete="off" {...form.register("id_number")} />
        </FormField>
        <FormField
          label={t("fields.phone_number")}
          error={errors.phone_number?.message}
          warning={errors.phone_number ? undefined : phoneWarning}
          description={t("hints.phone")}
          required
        >
          <Input
            dir="ltr"
            type="tel"
            autoComplete="off"
            {...form.register("phone_number", {
              onBlur: (e: { target: { value: string } }) => {
                const normalised = normaliseSaudiMobile(e.target.value);
                if (normalised !== e.target.value) {
                  form.setValue("phone_number", normalised, {
                    shouldDirty: true,
                    shouldValidate: true,
                  });
                }
              },
            })}
          />
        </FormField>
        <DateOfBirthField form={form} />
        <RegionCityFields form={form} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {tc("cancel")}
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? tc("saving") : t("edit.save")}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import * as z from "zod/mini";

import { Checkbox } from "@/components/ui/checkbox";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { applyServerErrors } from "@/lib/query/server-errors";
import { VIEW_NAME_MAX, viewNameSchema } from "@/lib/saved-views/schemas";

const schema = z.object({ name: viewNameSchema, shared: z.boolean() });
export type ViewValues = z.output<typeof schema>;

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  initial: ViewValues;
  /** Editing: nothing to save until something changed. */
  requireChange?: boolean;
  /** Saves; a refusal (a name already taken, say) is shown beside its field. */
  onSave: (values: ViewValues) => Promise<void>;
  onClose: () => void;
};

/**
 * A view's name and whether the team sees it, for saving a new view or editing one. A failed
 * save keeps what was typed, with the server's reason beside the field.
 */
export function ViewDialog({
  title,
  description,
  submitLabel,
  initial,
  requireChange = false,
  onSave,
  onClose,
}: Props) {
  const t = useTranslations("views.fields");
  const sharedId = useId();
  const hintId = useId();
  const form = useForm<ViewValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      applyServerErrors(form, error, ["name", "shared"]);
    }
  });

  return (
    <DialogForm
      open
      onClose={onClose}
      title={title}
      description={description}
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting}
      submitLabel={submitLabel}
      submitDisabled={requireChange && !isDirty}
    >
      <FormField label={t("name")} error={errors.name?.message} required>
        <Input autoComplete="off" maxLength={VIEW_NAME_MAX + 20} {...form.register("name")} />
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="shared"
            render={({ field }) => (
              <Checkbox
                id={sharedId}
                aria-describedby={hintId}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor={sharedId}>{t("shared")}</Label>
        </div>
        <p id={hintId} className="ps-6 text-xs text-muted-fg">
          {t("sharedHint")}
        </p>
      </div>
    </DialogForm>
  );
}

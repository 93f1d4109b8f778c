"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, FormEventHandler, ReactNode } from "react";

import { Button } from "./button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog";
import { FormRootError } from "./form-root-error";

type DialogFormProps = {
  open: boolean;
  /** Escape, the close button, a click outside and Cancel all come here. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  rootError: ComponentProps<typeof FormRootError>["error"];
  isSubmitting: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The fields, between the form's own error and the Cancel/submit buttons. */
  children: ReactNode;
};

/** A dialog holding one form: title, description, fields, and Cancel beside the submit button. */
export function DialogForm({
  open,
  onClose,
  title,
  description,
  onSubmit,
  rootError,
  isSubmitting,
  submitLabel,
  submitDisabled,
  children,
}: DialogFormProps) {
  const tc = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormRootError error={rootError} />
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {tc("cancel")}
            </Button>
            <Button type="submit" pending={isSubmitting} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

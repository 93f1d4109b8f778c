"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

import { generatePassword } from "../../lib/auth/generate-password";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type PasswordFieldProps = {
  label: string;
  hint: string;
  generateLabel: string;
  error: string | undefined;
  required?: boolean;
  registration: UseFormRegisterReturn;
  /** Puts a generated password in the box (as typed: dirty and validated). */
  onGenerate: (password: string) => void;
};

/** A password shown in clear (an admin passes it on), with a button that generates one. */
export function PasswordField({
  label,
  hint,
  generateLabel,
  error,
  required,
  registration,
  onGenerate,
}: PasswordFieldProps) {
  return (
    <>
      <FormField label={label} error={error} description={hint} required={required}>
        <Input
          type="text"
          dir="ltr"
          className="font-mono"
          autoComplete="new-password"
          spellCheck={false}
          {...registration}
        />
      </FormField>
      <div>
        <Button variant="outline" size="sm" onClick={() => onGenerate(generatePassword())}>
          {generateLabel}
        </Button>
      </div>
    </>
  );
}

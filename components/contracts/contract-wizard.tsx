"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";

import {
  CONTRACT_DEFAULTS,
  CONTRACT_FIELDS,
  STEP_FIELDS,
  STEPS,
  stepOf,
  type ContractFormValues,
  type Step,
} from "./contract-form-values";
import { ContractSummary } from "./contract-summary";
import { ContractTermsFields } from "./contract-terms-fields";
import { PartyPicker } from "./party-picker";
import { UnitPicker, type UnitChoice } from "./unit-picker";
import { WizardSteps } from "./wizard-steps";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormRootError } from "@/components/ui/form-root-error";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import { paths } from "@/lib/paths";
import { isApiError } from "@/lib/queries/api-error";
import { useCreateContract } from "@/lib/queries/contracts";
import { applyServerErrors } from "@/lib/queries/server-errors";
import { contractCreateSchema, type ContractCreate } from "@/lib/rental/contract";
import type { Party } from "@/lib/rental/records";

// The form holds numbers that may still be missing; the shared schema decides what is valid.
const resolver = zodResolver(contractCreateSchema) as unknown as Resolver<
  ContractFormValues,
  unknown,
  ContractCreate
>;

/** New contract in four steps: unit, parties, terms, summary; created on the last. */
export function ContractWizard() {
  const t = useTranslations("contracts.new");
  const ruleMessage = useRuleMessage();
  const router = useRouter();
  const create = useCreateContract();
  const [step, setStep] = useState<Step>("unit");
  const [unit, setUnit] = useState<UnitChoice | null>(null);
  const [lessor, setLessor] = useState<Party | null>(null);
  const [tenant, setTenant] = useState<Party | null>(null);
  const form = useForm<ContractFormValues, unknown, ContractCreate>({
    resolver,
    defaultValues: CONTRACT_DEFAULTS,
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting && !isSubmitSuccessful);
  const index = STEPS.indexOf(step);

  // Choices made outside the inputs (radio cards) still mark the form changed.
  const set = { shouldDirty: true, shouldValidate: false } as const;
  const chooseParty = (i: 0 | 1, party: Party) => {
    form.setValue(`parties.${i}.id`, party.id, set);
    form.clearErrors(["parties", `parties.${i}.id`]);
    (i === 0 ? setLessor : setTenant)(party);
  };

  /** Checks the current step; a missing choice gets a message that says what to do. */
  const checkStep = async (): Promise<boolean> => {
    const values = form.getValues();
    if (step === "unit" && !values.unit_id) {
      form.setError("unit_id", { type: "required", message: t("unit.required") });
      return false;
    }
    if (step === "parties") {
      let ok = true;
      values.parties.forEach((p, i) => {
        if (p.id === undefined) {
          const message = i === 0 ? t("parties.lessorRequired") : t("parties.tenantRequired");
          form.setError(`parties.${i}.id`, { type: "required", message });
          ok = false;
        }
      });
      if (ok && values.parties[0]?.id === values.parties[1]?.id) {
        form.setError("parties.1.id", { type: "validate", message: t("parties.samePerson") });
        ok = false;
      }
      if (!ok) return false;
    }
    return form.trigger(STEP_FIELDS[step], { shouldFocus: true });
  };

  const next = async () => {
    if (!(await checkStep())) return;
    const following = STEPS[index + 1];
    if (following) setStep(following);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        // The chosen parties' ID numbers let the server look up and keep their names.
        const party_id_numbers = [lessor, tenant]
          .filter((p): p is Party => p !== null)
          .map((p) => ({ id: p.id, id_number: p.id_number }));
        const { data } = await create.mutateAsync({ ...values, party_id_numbers });
        toast.success(t("created", { id: data.id }));
        router.push(paths.contract(data.id));
      } catch (error) {
        // Everything chosen stays; the step with the first failing field opens with its message.
        applyServerErrors(form, error, CONTRACT_FIELDS);
        const first = isApiError(error) ? Object.keys(error.fields ?? {})[0] : undefined;
        if (first && CONTRACT_FIELDS.includes(first.split(".")[0] ?? "")) setStep(stepOf(first));
        toast.error(t("failed"));
      }
    },
    (invalid) => {
      const first = Object.keys(invalid).find((k) => k !== "root");
      if (first) setStep(stepOf(first));
    },
  );

  const partyError = (i: 0 | 1) =>
    ruleMessage(
      errors.parties?.[i]?.id?.message ??
        (i === 1 ? (errors.parties?.root?.message ?? errors.parties?.message) : undefined),
    );

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(e) => {
        // Enter in a field moves on; only the last step creates the contract.
        if (step !== "summary") {
          e.preventDefault();
          void next();
        } else void submit(e);
      }}
    >
      <WizardSteps current={step} />
      <Card>
        <CardHeader>
          <CardTitle>{t(`${step}.title`)}</CardTitle>
          <CardDescription>{t(`${step}.description`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormRootError error={errors.root?.server} />
          {step === "unit" ? (
            <UnitPicker
              value={unit}
              error={ruleMessage(errors.unit_id?.message)}
              onChange={(choice) => {
                setUnit(choice);
                form.setValue("unit_id", String(choice.unit.id), set);
                form.clearErrors("unit_id");
              }}
            />
          ) : null}
          {step === "parties" ? (
            <div className="grid gap-8 lg:grid-cols-2">
              <PartyPicker
                role="lessor"
                value={lessor}
                error={partyError(0)}
                onChange={(p) => chooseParty(0, p)}
              />
              <PartyPicker
                role="tenant"
                value={tenant}
                error={partyError(1)}
                onChange={(p) => chooseParty(1, p)}
              />
            </div>
          ) : null}
          {step === "terms" ? <ContractTermsFields form={form} /> : null}
          {step === "summary" ? (
            <ContractSummary
              values={form.getValues()}
              unit={unit}
              lessor={lessor}
              tenant={tenant}
            />
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          disabled={index === 0 || isSubmitting}
          onClick={() => setStep(STEPS[index - 1] ?? "unit")}
        >
          {t("back")}
        </Button>
        {step === "summary" ? (
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? t("creating") : t("create")}
          </Button>
        ) : (
          <Button type="submit">{t("next")}</Button>
        )}
      </div>
    </form>
  );
}

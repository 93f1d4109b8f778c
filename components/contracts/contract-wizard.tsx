"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";

import {
  CONTRACT_DEFAULTS,
  CONTRACT_FIELDS,
  RENEWAL_STEPS,
  STEP_FIELDS,
  STEPS,
  stepOf,
  type ContractFormValues,
  type Step,
} from "./contract-form-values";
import { ContractSummary } from "./contract-summary";
import { ContractTermsFields } from "./contract-terms-fields";
import { PartyPicker } from "./party-picker";
import { RenewalRefused } from "./renewal-links";
import { renewalValues, type RenewableContract } from "./renewal-values";
import { UnfinishedContract } from "./unfinished-contract";
import { UnitPicker, type UnitChoice } from "./unit-picker";
import { WizardSteps } from "./wizard-steps";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormRootError } from "@/components/ui/form-root-error";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import { paths } from "@/lib/paths";
import { isApiError, type ApiError } from "@/lib/query/api-error";
import { useCreateContract, useSetContractDates } from "@/lib/contracts/queries";
import { applyServerErrors } from "@/lib/query/server-errors";
import type { ContractCreate } from "@/lib/rental/contract";
import { renewalPeriod } from "@/lib/rental/contract-period";
import type { Party } from "@/lib/rental/records";

// The form holds numbers that may still be missing; the shared schema decides what is valid. It
// loads with the first step's check, not with the page.
const resolver = lazyZodResolver(() =>
  import("@/lib/rental/contract").then((m) => m.contractCreateSchema),
) as unknown as Resolver<ContractFormValues, unknown, ContractCreate>;

// A renewal's unit and parties are the old contract's: a server error about them is shown above
// the buttons rather than beside a picker the renewal does not show.
const RENEWAL_FIELDS = CONTRACT_FIELDS.filter((f) => f !== "unit_id" && f !== "parties");

type Unfinished = { id: number; dates: { start_date: string; end_date: string }; error: unknown };

/**
 * New contract in four steps: unit, parties, terms, summary; created on the last. A renewal
 * (`renewing`) starts from the old contract's terms in two steps, terms and summary; it is
 * created without dates, as the interface requires, then dated by a second call. When that call
 * fails the form gives way to what exists upstream and the ways to finish or undo it.
 */
export function ContractWizard({ renewing }: { renewing?: RenewableContract }) {
  const t = useTranslations("contracts.new");
  const tr = useTranslations("renewal");
  const ruleMessage = useRuleMessage();
  const router = useRouter();
  const create = useCreateContract();
  const setDates = useSetContractDates();
  const steps: readonly Step[] = renewing ? RENEWAL_STEPS : STEPS;
  const fields = renewing ? RENEWAL_FIELDS : CONTRACT_FIELDS;
  const [step, setStep] = useState<Step>(steps[0] ?? "unit");
  // Continue and Back take the person to the top of the step they reach, its heading, which
  // also tells a screen reader where they are; they had stayed scrolled down where the button
  // was, at the end of the new step on a phone. Steps opened to show an error leave the focus to
  // the field in error.
  const title = useRef<HTMLHeadingElement>(null);
  const toTitle = useRef(false);
  useEffect(() => {
    if (!toTitle.current) return;
    toTitle.current = false;
    title.current?.focus();
  }, [step]);
  const moveTo = (to: Step) => {
    toTitle.current = true;
    setStep(to);
  };
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const [unit, setUnit] = useState<UnitChoice | null>(null);
  const [lessor, setLessor] = useState<Party | null>(null);
  const [tenant, setTenant] = useState<Party | null>(null);
  const form = useForm<ContractFormValues, unknown, ContractCreate>({
    resolver,
    defaultValues: renewing ? renewalValues(renewing) : CONTRACT_DEFAULTS,
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting && !isSubmitSuccessful);
  const index = steps.indexOf(step);
  /** The step that shows a field, when this form has it; otherwise the summary. */
  const stepShowing = (path: string): Step => {
    const found = stepOf(path);
    return steps.includes(found) ? found : "summary";
  };

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
      // Lessor and tenant being different parties is the shared schema's rule (trigger below).
      if (!ok) return false;
    }
    return form.trigger(STEP_FIELDS[step], { shouldFocus: true });
  };

  const next = async () => {
    if (!(await checkStep())) return;
    const following = steps[index + 1];
    if (following) moveTo(following);
  };

  /** The renewal's second call; a failure leaves the new contract on screen, never silently. */
  const date = async (id: number, end: string, duration: number) => {
    const dates = renewalPeriod(end, duration);
    try {
      await setDates.mutateAsync({ id, dates });
      toast.success(tr("created", { id, from: renewing?.id ?? "" }));
      router.push(paths.contract(id));
    } catch (error) {
      setUnfinished({ id, dates, error });
      toast.error(tr("unfinished.title", { id }));
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      let id: number;
      try {
        // The chosen parties' ID numbers let the server look up and keep their names (a
        // renewal's parties are known to the register already).
        const party_id_numbers = [lessor, tenant]
          .filter((p): p is Party => p !== null)
          .map((p) => ({ id: p.id, id_number: p.id_number }));
        // A renewal names the contract it renews: the server claims it first (renewed once).
        const renewal_of = renewing?.id;
        // And the chosen unit's property: the server keeps the unit's number and its name.
        const unit_document_number = unit?.property.document_number;
        ({ id } = (
          await create.mutateAsync({
            ...values,
            party_id_numbers,
            renewal_of,
            unit_document_number,
          })
        ).data);
      } catch (error) {
        if (isApiError(error) && error.code === "ALREADY_RENEWED") {
          setRefused(error);
          return;
        }
        // Everything chosen stays; the step with the first failing field opens with its message.
        applyServerErrors(form, error, fields);
        const first = isApiError(error) ? Object.keys(error.fields ?? {})[0] : undefined;
        if (first && fields.includes(first.split(".")[0] ?? "")) setStep(stepShowing(first));
        toast.error(t("failed"));
        return;
      }
      if (renewing) return date(id, renewing.end_date, values.duration);
      toast.success(t("created", { id }));
      router.push(paths.contract(id));
    },
    (invalid) => {
      const first = Object.keys(invalid).find((k) => k !== "root");
      if (first) setStep(stepShowing(first));
    },
  );

  const partyError = (i: 0 | 1) =>
    ruleMessage(
      errors.parties?.[i]?.id?.message ??
        (i === 1 ? (errors.parties?.root?.message ?? errors.parties?.message) : undefined),
    );

  if (refused && renewing) return <RenewalRefused error={refused} oldId={renewing.id} />;
  if (unfinished) {
    return (
      <UnfinishedContract
        {...unfinished}
        afterDeleteHref={renewing ? paths.contract(renewing.id) : paths.contracts()}
      />
    );
  }

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
      <WizardSteps current={step} steps={steps} />
      <Card>
        <CardHeader>
          <CardTitle ref={title} tabIndex={-1} className="outline-none">
            {t(`${step}.title`)}
          </CardTitle>
          <CardDescription>
            {renewing && step === "summary"
              ? tr("summaryDescription", { id: renewing.id })
              : t(`${step}.description`)}
          </CardDescription>
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
              renewal={
                renewing && {
                  from: renewing.id,
                  parties: renewing.parties,
                  ...renewalPeriod(renewing.end_date, form.getValues("duration") ?? 1),
                }
              }
            />
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          disabled={index === 0 || isSubmitting}
          onClick={() => moveTo(steps[index - 1] ?? steps[0] ?? "unit")}
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

import { useRef, useState, type FormEvent, type RefObject } from "react";
import type * as z from "zod/mini";

// A form of date fields alone (a contract's dates, a statement's range), without
// react-hook-form: the library is about 12 kB of such a page's first load (Brotli), and these
// forms are its only user there. The fields are validated as react-hook-form's "onTouched" mode
// does: a field on its first blur, then on every change; after a submit, on every change only.
// The rule is the shared schema, loaded with the first validation (lazyRule, as lazyZodResolver
// loads a resolver's); server refusals go through applyServerErrors like every form's.

type Problem = { type?: string; message?: string };
type Focusable = { focus: () => void };
type Values<F extends string> = Partial<Record<F, string>>;
/** What a rule says of the values: the values to send, or the first problem of each field. */
type Checked<F extends string, Out> = {
  data: Out | null;
  problems: Partial<Record<F, Problem>>;
};

/** A form's shared rule, loaded with its first validation (and again after a failed load). */
export function lazyRule<Out>(load: () => Promise<z.ZodMiniType<Out>>) {
  let loaded: Promise<z.ZodMiniType<Out>> | undefined;
  return async <F extends string>(fields: readonly F[], values: Values<F>) => {
    const schema = await (loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed chunk load is tried again at the next validation
      throw error;
    }));
    const result = schema.safeParse(values);
    if (result.success) return { data: result.data, problems: {} } as Checked<F, Out>;
    const problems = Object.fromEntries(
      fields.flatMap((name) => {
        const issue = result.error.issues.find((i) => i.path[0] === name);
        return issue ? [[name, { type: issue.code, message: issue.message }]] : [];
      }),
    );
    return { data: null, problems } as Checked<F, Out>;
  };
}

export function useDateFieldsForm<F extends string, Out>(
  fields: readonly F[],
  rule: (fields: readonly F[], values: Values<F>) => Promise<Checked<F, Out>>,
  initial: Values<F>,
) {
  const [defaults, setDefaults] = useState(initial);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<ReadonlyMap<F, Problem>>(new Map());
  const [rootError, setRootError] = useState<Problem>();
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // What was typed last, for a validation or submit that starts before the next render.
  const latest = useRef(values);
  const [focus] = useState(
    () =>
      new Map(fields.map((name): [F, RefObject<Focusable | null>] => [name, { current: null }])),
  );
  const focusRef = (name: F) => focus.get(name)!;
  const isField = (name: string): name is F => fields.includes(name as F);

  const putProblem = (name: F, problem: Problem | undefined) =>
    setProblems((was) => {
      const next = new Map(was);
      if (problem) next.set(name, problem);
      else next.delete(name);
      return next;
    });
  const validate = async (name: F, of: Values<F>) =>
    putProblem(name, (await rule(fields, of)).problems[name]);

  /** As react-hook-form's (for applyServerErrors): a field's problem, or the form's (root). */
  const setError = (name: string, problem: Problem, options?: { shouldFocus?: boolean }) => {
    if (name.startsWith("root")) return setRootError(problem);
    const field = name.split(".")[0] ?? "";
    if (!isField(field)) return;
    putProblem(field, problem);
    if (options?.shouldFocus) focusRef(field).current?.focus();
  };

  const reset = (next: Values<F> = defaults) => {
    latest.current = next;
    setDefaults(next);
    setValues(next);
    setProblems(new Map());
    setRootError(undefined);
    setTouched(new Set());
    setSubmitted(false);
  };

  /** A DatePickerField's value, error and handlers. */
  const field = (name: F) => ({
    value: values[name],
    error: problems.get(name)?.message,
    focusRef: focusRef(name),
    onChange: (value: string | undefined) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      if (submitted || touched.has(name)) void validate(name, latest.current);
    },
    onBlur: () => {
      setTouched((was) => new Set(was).add(name));
      if (!submitted) void validate(name, latest.current);
    },
  });

  /** As react-hook-form's: checks every field, then sends, or focuses the first refused. */
  const handleSubmit =
    (onValid: (values: Out) => void | Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      setSubmitting(true);
      try {
        const checked = await rule(fields, latest.current);
        // Every field's problem is replaced, and a server's refusal from before is cleared.
        setProblems(new Map(Object.entries(checked.problems) as [F, Problem][]));
        setRootError(undefined);
        const refused = fields.find((name) => checked.problems[name]);
        const { data } = checked;
        if (data !== null) await onValid(data);
        else if (refused) focusRef(refused).current?.focus();
      } finally {
        setSubmitted(true);
        setSubmitting(false);
      }
    };

  const isDirty = fields.some((name) => values[name] !== defaults[name]);
  return { field, handleSubmit, reset, setError, rootError, isDirty, isSubmitting };
}

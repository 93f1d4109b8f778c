import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";

/**
 * zodResolver for a form's shared schema (lib/rental and the like), loaded with the form's first
 * validation (a submit, or a touched field in "onTouched" mode) instead of with the page: the
 * schema module and zod (~25 kB gzip, which Turbopack cannot tree-shake) and the resolver itself
 * (@hookform/resolvers, ~1 kB) leave the page's first load. The rules are the same schema the
 * route handler and the rental service use.
 *
 *   const resolver = lazyZodResolver(() => import("@/lib/rental/unit").then((m) => m.unitUpdateSchema));
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.core.$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    try {
      return await (
        await loaded
      )(values, context, options);
    } catch (error) {
      loaded = undefined; // a failed chunk load is tried again at the next validation
      throw error;
    }
  };
}

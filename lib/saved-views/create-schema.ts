import * as z from "zod/mini";

import type { ListId } from "@/lib/list-params/list-ids";
import { checkViewState, viewStateInput } from "@/lib/saved-views/view-state-check";
import type { ViewState } from "@/lib/saved-views/view-state";
import { msg } from "@/lib/rental/messages";

import { VIEW_LISTS } from "./lists";
import { viewListSchema, viewNameSchema } from "./schemas";

// POST /api/saved-views: a name, the list, whether the team sees it, and the list page's state.
// The state is checked against the list named beside it; its issues name `state.params.<name>`
// or `state.columns`, and what is kept is written as the page writes it.

/** The state's issues against its list; none when the list or the state's shape is wrong. */
function stateIssues(body: unknown): Record<string, string[]> {
  const { list, state } = (typeof body === "object" && body !== null ? body : {}) as {
    list?: unknown;
    state?: unknown;
  };
  // The body's own word: `constructor` is no list, though VIEW_LISTS.constructor exists.
  const definition =
    typeof list === "string" && Object.hasOwn(VIEW_LISTS, list)
      ? VIEW_LISTS[list as ListId]
      : undefined;
  const shape = z.safeParse(viewStateInput, state ?? {});
  if (!definition || !shape.success) return {}; // already refused field by field
  return checkViewState(definition, shape.data).issues ?? {};
}

const createBody = z
  .strictObject({
    list: viewListSchema,
    name: viewNameSchema,
    shared: z._default(z.boolean({ error: msg("validation.trueOrFalse") }), false),
    state: z._default(viewStateInput, {}),
  })
  .check(
    z.superRefine(
      (body, ctx) => {
        for (const [path, messages] of Object.entries(stateIssues(body)))
          for (const message of messages)
            ctx.addIssue({ code: "custom", message, path: ["state", ...path.split(".")] });
      },
      // Also when the name is wrong: one answer names every faulty field.
      { when: () => true },
    ),
  );

export const createSavedViewSchema = z.pipe(
  createBody,
  z.transform((body: z.output<typeof createBody>) => ({
    ...body,
    state: checkViewState(VIEW_LISTS[body.list], body.state).state as ViewState,
  })),
);
export type CreateSavedViewInput = z.input<typeof createSavedViewSchema>;
export type CreateSavedView = z.output<typeof createSavedViewSchema>;

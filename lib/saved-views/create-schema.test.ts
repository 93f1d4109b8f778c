import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { fieldErrors } from "@/lib/rental/errors";

import { createSavedViewSchema } from "./create-schema";

// The list a view is saved for, and its parameters' names, come from the request body: a name
// that Object.prototype has (`constructor`, `toString`) is an unknown list or parameter, never
// something found on the prototype (`VIEW_LISTS.constructor` is Object itself).

const PROTOTYPE_KEYS = ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"];

const refused = (body: unknown) => {
  const result = z.safeParse(createSavedViewSchema, body);
  return result.success ? null : fieldErrors(result.error);
};

describe("a saved view's list and parameters named like Object.prototype's members", () => {
  it.each(PROTOTYPE_KEYS)("refuses the list %s as one it does not know", (list) => {
    expect(Object.keys(refused({ list, name: "view" }) ?? {})).toEqual(["list"]);
  });

  it.each(PROTOTYPE_KEYS.filter((k) => k !== "__proto__"))(
    "refuses a parameter %s as one the page does not read",
    (name) => {
      const fields = refused(
        JSON.parse(`{"list":"properties","name":"v","state":{"params":{"${name}":"x"}}}`),
      );
      expect(Object.keys(fields ?? {})).toEqual([`state.params.${name}`]);
    },
  );
});

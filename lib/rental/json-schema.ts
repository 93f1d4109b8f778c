import { z } from "zod";

// A zod schema as an OpenAPI 3.1 Schema Object (JSON Schema 2020-12), for both OpenAPI
// documents: the rental service's (rental-service/src/openapi) and the dashboard's mirror. What
// JSON Schema cannot say (a refinement, a transform) is left open rather than refused.

export type JsonSchema = Record<string, unknown>;

/**
 * `io`: "input" describes what a client sends (before transforms; defaults optional), "output"
 * what is answered. `components`: schemas the document names under `#/components/schemas`;
 * where one of them occurs inside `schema` the result refers to it instead of repeating it.
 */
export function jsonSchema(
  schema: z.core.$ZodType,
  io: "input" | "output",
  components: Readonly<Record<string, z.core.$ZodType>> = {},
): JsonSchema {
  const names = new Map(Object.entries(components).map(([name, named]) => [named, name]));
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    override: ({ zodSchema, jsonSchema: json }) => {
      const name = zodSchema === schema ? undefined : names.get(zodSchema);
      if (name === undefined) return;
      for (const key of Object.keys(json)) delete json[key];
      json.$ref = `#/components/schemas/${name}`;
    },
  });
  return rest;
}

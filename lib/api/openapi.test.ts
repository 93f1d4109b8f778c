import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { mirrorEndpoints } from "./mirror-endpoints";
import { openApiDocument } from "./openapi";

// The document GET /api/v1/openapi.json serves: valid OpenAPI 3.1 (checked against the
// specification's own JSON Schema), with every business endpoint of the mirror in it.

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

describe("OpenAPI document of the dashboard's API", () => {
  const doc = openApiDocument();

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lists all 14 business endpoints of the mirror under /api/v1", () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/v1/"))
      .flatMap(([path, ops]) =>
        METHODS.filter((m) => m in ops).map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(operations).toHaveLength(14);
    expect(operations.sort()).toEqual(
      Object.values(mirrorEndpoints)
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
  });

  it("describes requests and answers with the shared schemas", () => {
    const put = doc.paths["/api/v1/units/{id}"]?.put as {
      requestBody: { content: { "application/json": { schema: { properties: Json } } } };
      responses: Record<string, unknown>;
    };
    const body = put.requestBody.content["application/json"].schema.properties;
    expect(body.rooms).toMatchObject({ minimum: 1 });
    expect(body.amenities_bedrooms).toMatchObject({ maximum: 10 });
    const list = doc.paths["/api/v1/properties"]?.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(["filters", "pagination", "sort"]);
    expect(JSON.stringify(doc.paths["/api/v1/properties"])).toContain("units_total");
  });
});

type Json = Record<string, unknown>;

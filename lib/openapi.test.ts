import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { openApiDocument } from "./openapi";
import { mirrorEndpoints, ownEndpoints } from "@/lib/endpoints";

// The document GET /api/v1/openapi.json serves: valid OpenAPI 3.1 (checked against the
// specification's own JSON Schema), with every business endpoint of the mirror and every
// endpoint of the dashboard's own in it.

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

  it("lists every own endpoint, the account ones included, once each", () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith("/api/v1/"))
      .flatMap(([path, ops]) =>
        METHODS.filter((m) => m in ops).map((m) => `${m.toUpperCase()} ${path}`),
      );
    const rows = Object.values(ownEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(rows).size).toBe(rows.length);
    expect(operations.sort()).toEqual(rows.sort());
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /api/account/sessions",
        "DELETE /api/account/sessions",
        "DELETE /api/account/sessions/{id}",
        "POST /api/account/password",
        "GET /api/account/second-factor",
        "POST /api/account/second-factor",
        "PUT /api/account/second-factor",
        "DELETE /api/account/second-factor",
        "POST /api/account/second-factor/recovery-codes",
        "POST /api/account/step-up",
        "DELETE /api/users/{id}/sessions",
      ]),
    );
  });

  it("describes the account endpoints' requests, answers and who may call them", () => {
    const off = doc.paths["/api/account/second-factor"]?.delete as Operation;
    expect(off.description).toMatch(/^Permission: signed-in\. Open before a required password/);
    expect(off.requestBody?.content["application/json"].schema).toMatchObject({
      required: ["currentPassword"],
      additionalProperties: false,
    });
    const sessions = doc.paths["/api/account/sessions"]?.get as Operation;
    const item = (sessions.responses["200"]?.content["application/json"].schema as Json)
      .properties as { data: { items: { properties: Json } } };
    expect(Object.keys(item.data.items.properties).sort()).toEqual(
      ["address", "createdAt", "current", "id", "lastSeenAt", "userAgent"].sort(),
    );
    expect(item.data.items.properties.lastSeenAt).toMatchObject({ format: "date-time" });
    const endUser = doc.paths["/api/users/{id}/sessions"]?.delete as Operation;
    expect(endUser.description).toBe(
      "Permission: user:manage. Needs a recent step-up (POST /api/account/step-up): 403 STEP_UP_REQUIRED until then.",
    );
    expect(endUser.parameters).toEqual([
      expect.objectContaining({
        name: "id",
        in: "path",
        schema: expect.objectContaining({ format: "uuid" }),
      }),
    ]);
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
type Content = { "application/json": { schema: unknown } };
type Operation = {
  description: string;
  parameters: Json[];
  requestBody?: { content: Content };
  responses: Record<string, { content: Content } | undefined>;
};

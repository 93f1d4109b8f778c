import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";

import { buildOpenApiDocument } from "../src/openapi/document";

// A typed client generated from the OpenAPI document (openapi-typescript) compiles, and its
// types carry the interface's rules: a caller integrating with the service gets them for free.

const USAGE = `
import type { components, operations, paths } from "./schema";

type ListProperties = paths["/tenant/v1/properties"]["get"];
type Page = ListProperties["responses"]["200"]["content"]["application/json"];
export const page: Page = {
  data: [],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 0 } },
};

export const unit: components["schemas"]["UnitUpdate"] = {
  unit_number: "101",
  floor_number: 1,
  rooms: 3,
  unit_usage: "residential_families",
  unit_type: "apartment",
};

export const badUnit: components["schemas"]["UnitUpdate"] = {
  unit_number: "101",
  floor_number: 1,
  // @ts-expect-error rooms is a number in the document
  rooms: "3",
  unit_usage: "residential_families",
  unit_type: "apartment",
};

// @ts-expect-error "shop" is not one of the documented unit types
export const badType: components["schemas"]["UnitUpdate"]["unit_type"] = "shop";

type Token = operations["requestToken"]["responses"]["200"]["content"]["application/json"];
export const expires = (t: Token): number => t.expires_in;
`;

describe("typed client generated from the OpenAPI document", () => {
  it("compiles with strict TypeScript, and refuses what the document forbids", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rental-openapi-ts-"));
    try {
      // Our document is a plain object literal; openapi-typescript validates it itself.
      const document = buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0];
      const ast = await openapiTS(document);
      writeFileSync(path.join(dir, "schema.ts"), astToString(ast));
      writeFileSync(path.join(dir, "usage.ts"), USAGE);
      const program = ts.createProgram([path.join(dir, "usage.ts")], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: false,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

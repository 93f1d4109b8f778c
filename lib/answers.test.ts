import { describe, expect, it } from "vitest";

import { ApiError, INVALID_RESPONSE } from "./query/api-error";
import { parseAnswer } from "./answers";
import { routeKey } from "@/lib/http/routes";
import { accountRoutes } from "@/lib/account/routes";
import { propertyRoutes } from "@/lib/properties/routes";
import { mirrorEndpoints, ownEndpoints } from "@/lib/endpoints";
import type { PlainRoutes } from "@/lib/http/routes";

const unit = {
  id: 7,
  property_id: 3,
  unit_number: "A-1",
  floor_number: 1,
  rooms: 3,
  unit_usage: "residential_families",
  unit_type: "apartment",
};

describe("endpoint routes", () => {
  it("are the method and path of every row, and name one row each", () => {
    const rows = [...Object.values(mirrorEndpoints), ...Object.values(ownEndpoints)];
    const features = import.meta.glob<Record<string, PlainRoutes>>("./*/routes.ts", {
      eager: true,
    });
    const routes = Object.values(features).flatMap((exports) =>
      Object.entries(exports)
        .filter(([name]) => name.endsWith("_ROUTES"))
        .flatMap(([, table]) => Object.values(table)),
    );
    expect(routes.map(routeKey).sort()).toEqual(rows.map(routeKey).sort());
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });
});

describe("parseAnswer", () => {
  it("parses an answer with its endpoint's response schema", () => {
    const answer = parseAnswer(propertyRoutes.getUnit, { data: { ...unit, extra: 1 }, meta: {} });
    expect(answer.data).toEqual(unit);
  });

  it("refuses an answer that does not match the schema (mixed versions)", () => {
    const wrong = () => parseAnswer(propertyRoutes.getUnit, { data: { ...unit, rooms: "3" } });
    expect(wrong).toThrow(ApiError);
    expect(wrong).toThrow(expect.objectContaining({ code: INVALID_RESPONSE }));
  });

  it("finds the row by method as well as path", () => {
    const sessions = { data: { ended: 2 }, meta: {} };
    expect(parseAnswer(accountRoutes.endOtherSessions, sessions).data.ended).toBe(2);
    expect(() => parseAnswer(accountRoutes.listOwnSessions, sessions)).toThrow(ApiError);
  });
});

import { describe, expect, it } from "vitest";

import { ApiError, INVALID_RESPONSE } from "./query/api-error";
import { parseAnswer } from "./answers";
import { mirrorRoutes, ownRoutes, routeKey } from "@/lib/http/routes";
import { mirrorEndpoints } from "@/lib/endpoints-mirror";
import { ownEndpoints } from "@/lib/endpoints-own";

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
    const routes = [...Object.values(mirrorRoutes), ...Object.values(ownRoutes)];
    expect(routes.map(routeKey)).toEqual(rows.map(routeKey));
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });
});

describe("parseAnswer", () => {
  it("parses an answer with its endpoint's response schema", () => {
    const answer = parseAnswer(mirrorRoutes.getUnit, { data: { ...unit, extra: 1 }, meta: {} });
    expect(answer.data).toEqual(unit);
  });

  it("refuses an answer that does not match the schema (mixed versions)", () => {
    const wrong = () => parseAnswer(mirrorRoutes.getUnit, { data: { ...unit, rooms: "3" } });
    expect(wrong).toThrow(ApiError);
    expect(wrong).toThrow(expect.objectContaining({ code: INVALID_RESPONSE }));
  });

  it("finds the row by method as well as path", () => {
    const sessions = { data: { ended: 2 }, meta: {} };
    expect(parseAnswer(ownRoutes.endOtherSessions, sessions).data.ended).toBe(2);
    expect(() => parseAnswer(ownRoutes.listOwnSessions, sessions)).toThrow(ApiError);
  });
});

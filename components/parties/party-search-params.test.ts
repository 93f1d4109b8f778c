import { describe, expect, it } from "vitest";

import { parsePartySearchParams, serialisePartySearchParams } from "./party-search-params";
import { partySearchUrl, phoneSearchText } from "@/lib/queries/parties";

const parse = (query: string) => parsePartySearchParams(new URLSearchParams(query));

describe("party search URL state", () => {
  it("searches by name unless another known field is asked for", () => {
    expect(parse("q=محمد")).toMatchObject({ field: "full_name", q: "محمد" });
    expect(parse("field=password&q=x")).toMatchObject({ field: "full_name" });
    expect(serialisePartySearchParams(parse("q=a"))).toMatchObject({ field: undefined, q: "a" });
  });

  it("reads Arabic-Indic digits of an ID search as ASCII digits", () => {
    expect(parse("field=id_number&q=١٠١٦")).toMatchObject({ field: "id_number", q: "1016" });
  });

  it("finds stored +9665… phones from the local 05… form", () => {
    expect(phoneSearchText("0501 23")).toBe("50123");
    expect(phoneSearchText("00966501")).toBe("+966501");
    expect(phoneSearchText("+96650")).toBe("+96650");
    const url = partySearchUrl({ field: "phone_number", q: "٠٥٠١", page: 1, pageSize: 10 });
    expect(decodeURIComponent(url)).toContain("filters[phone_number][$contains]=501");
  });

  it("sends no filter for an empty search", () => {
    const url = partySearchUrl({ field: "full_name", page: 2, pageSize: 25 });
    expect(decodeURIComponent(url)).toBe(
      "/api/v1/parties/search-party?pagination[page]=2&pagination[pageSize]=25",
    );
  });
});

import { describe, expect, it } from "vitest";

import { fieldErrors } from "@/lib/rental/errors";
import { createSavedViewSchema } from "@/lib/saved-views/create-schema";
import { VIEW_LISTS } from "@/lib/saved-views/lists";

import { columnParams, defaultColumns, visibleColumns } from "@/lib/list-params/columns";
import { contractListParams } from "@/lib/contracts/list";
import { propertyListParams } from "@/lib/properties/list";
import { readViewState, sameViewState, viewPage, viewSearch, viewStateOf } from "./view-state";
import { checkViewState } from "./view-state-check";

const url = (text: string) => new URLSearchParams(text);
const properties = propertyListParams;

describe("columns in the URL", () => {
  it("shows the defaults when the URL names none, and writes nothing for them", () => {
    const shown = visibleColumns(properties.columns, url(""));
    expect(shown).toEqual(["document_number", "owner_id", "region", "units", "synced_at"]);
    expect(shown).toEqual(defaultColumns(properties.columns));
    expect(columnParams(properties.columns, shown)).toEqual({ hide: undefined, show: undefined });
  });

  it("writes only the difference from the defaults, and reads it back", () => {
    const shown = ["document_number", "region", "city", "units", "synced_at"];
    const written = columnParams(properties.columns, shown);
    expect(written).toEqual({ hide: "owner_id", show: "city" });
    expect(visibleColumns(properties.columns, url("hide=owner_id&show=city"))).toEqual(shown);
  });

  it("ignores names the table does not let anyone hide", () => {
    expect(visibleColumns(properties.columns, url("hide=property_name,nope&show=x"))).toEqual(
      defaultColumns(properties.columns),
    );
  });

  it.each(Object.values(VIEW_LISTS))("$id hides by default only columns one may show", (list) => {
    for (const id of list.columns.hidden) expect(list.columns.optional).toContain(id);
  });
});

/** The state the Views menu sees on the page at this address (the server reads it, the menu is told). */
const stateAt = (
  list: typeof propertyListParams | typeof contractListParams,
  search: URLSearchParams,
) => viewStateOf(viewPage(list, list.parse(search)), search);

describe("a view's state", () => {
  it("is the page's filters, sort, page size and columns, without the page number", () => {
    const state = stateAt(
      properties,
      url("name=%D8%A8%D8%B1%D8%AC&page=3&pageSize=50&sort=property_name:desc&hide=owner_id"),
    );
    expect(state).toEqual({
      params: { name: "برج", pageSize: "50", sort: "property_name:desc" },
      columns: ["document_number", "region", "units", "synced_at"],
    });
  });

  it("opens at the address it was saved from (page 1)", () => {
    const state = stateAt(contractListParams, url("status=active&deleted=1&show=duration"));
    const search = viewSearch(contractListParams, state);
    expect(search).toBe("status=active&deleted=1&show=duration");
    expect(stateAt(contractListParams, url(search))).toEqual(state);
  });

  it("is the same whatever the order of its parts", () => {
    const a = { params: { name: "x", sort: "property_name:asc" }, columns: ["units", "region"] };
    const b = { params: { sort: "property_name:asc", name: "x" }, columns: ["region", "units"] };
    expect(sameViewState(a, b)).toBe(true);
    expect(sameViewState(a, { ...b, columns: ["region"] })).toBe(false);
  });
});

describe("checking a view's state against its list", () => {
  it("keeps what the page reads, written as the page writes it", () => {
    const checked = checkViewState(contractListParams, {
      params: { status: "active", deleted: "1", unit: " ١٢ ", page: "4", pageSize: "25" },
      columns: ["updated_at", "unit_id"],
    });
    expect(checked).toEqual({
      state: {
        params: { status: "active", unit: "12", deleted: "1" },
        columns: ["unit_id", "updated_at"],
      },
    });
  });

  it("names every parameter the page would drop, and columns the table does not have", () => {
    const checked = checkViewState(properties, {
      params: { sort: "owner_id:asc", pageSize: "7", colour: "red", name: "x".repeat(201) },
      columns: ["property_name"],
    });
    expect(Object.keys(checked.issues ?? {}).sort()).toEqual([
      "columns",
      "params.colour",
      "params.name",
      "params.pageSize",
      "params.sort",
    ]);
    expect(checked.issues?.["params.colour"]).toEqual(["validation.unknownField"]);
    expect(checked.issues?.["params.pageSize"]).toEqual([
      'validation.oneOf {"values":"10, 25, 50, 100"}',
    ]);
  });

  it("reads a stored state leniently: what the list no longer accepts is dropped", () => {
    expect(
      readViewState(properties, {
        params: { name: "برج", sort: "colour:asc", pageSize: 50, page: "2" },
        columns: ["units", "gone", 7],
      }),
    ).toEqual({ params: { name: "برج" }, columns: ["units"] });
    expect(readViewState(properties, "not a state")).toEqual({
      params: {},
      columns: defaultColumns(properties.columns),
    });
  });
});

describe("the body that saves a view", () => {
  const fields = (body: unknown) => {
    const parsed = createSavedViewSchema.safeParse(body);
    return parsed.success ? null : fieldErrors(parsed.error);
  };

  it("takes a name, the list and its state; sharing is off unless asked for", () => {
    const parsed = createSavedViewSchema.parse({
      list: "properties",
      name: "  Towers by name ",
      state: { params: { name: "برج", sort: "property_name:asc" } },
    });
    expect(parsed).toEqual({
      list: "properties",
      name: "Towers by name",
      shared: false,
      state: {
        params: { name: "برج", sort: "property_name:asc" },
        columns: defaultColumns(properties.columns),
      },
    });
  });

  it("refuses an empty name and a list it does not know", () => {
    expect(fields({ list: "properties", name: "   " })).toEqual({
      name: ["validation.required"],
    });
    expect(Object.keys(fields({ list: "deeds", name: "x" }) ?? {})).toEqual(["list"]);
  });

  it("names the state's faulty parts under state", () => {
    expect(
      fields({
        list: "contracts",
        name: "Mine",
        state: { params: { sort: "rent:asc" }, columns: ["nope"] },
      }),
    ).toMatchObject({
      "state.params.sort": [expect.stringMatching(/^validation\./)],
      "state.columns": [expect.stringMatching(/^validation\.oneOf/)],
    });
    expect(fields({ list: "users", name: "x", state: { filters: {} } })).toEqual({
      "state.filters": ["validation.unknownField"],
    });
  });
});

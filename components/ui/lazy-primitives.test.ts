import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazyPrimitives } from "./lazy-primitives";

// What the page is first rendered with (the server's HTML, which the browser hydrates): a plain
// trigger that says what it opens, no popup, and no request for the popup's code.

function menu() {
  const load = vi.fn(() =>
    Promise.resolve({
      Root: (props: { children?: ReactNode }) => props.children,
      Trigger: () => createElement("button", null, "real"),
      Content: () => createElement("div", { role: "menu" }, "items"),
    }),
  );
  const family = lazyPrimitives(load, { root: "Root", trigger: "Trigger", haspopup: "menu" });
  return { load, ...family, Content: family.part("Content") };
}

describe("lazyPrimitives before the first intent", () => {
  it("renders the caller's trigger as a closed popup button, and nothing of the popup", () => {
    const { load, Root, Trigger, Content } = menu();
    const html = renderToString(
      createElement(
        Root,
        null,
        createElement(
          Trigger,
          { asChild: true },
          createElement("button", { type: "button", className: "btn" }, "Export"),
        ),
        createElement(Content, null, "items"),
      ),
    );
    expect(html).toBe(
      '<button type="button" class="btn" aria-haspopup="menu" aria-expanded="false" data-state="closed">Export</button>',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it("wraps plain trigger children in a button", () => {
    const { Root, Trigger } = menu();
    const html = renderToString(createElement(Root, null, createElement(Trigger, null, "Open")));
    expect(html).toContain('<button type="button" aria-haspopup="menu" aria-expanded="false"');
  });

  it("does not load a controlled popup that is closed", () => {
    const { load, Root, Content } = menu();
    const html = renderToString(
      createElement(Root, { open: false }, createElement(Content, null, "items")),
    );
    expect(html).toBe("");
    expect(load).not.toHaveBeenCalled();
  });

  it("refuses a part outside its root", () => {
    const { Content } = menu();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderToString(createElement(Content))).toThrow(/outside its root/);
  });
});

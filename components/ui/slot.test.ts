import { createElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";

import { Slot } from "./slot";

type Props = Record<string, unknown>;
const slot = (props: Props, child: ReactElement) =>
  Slot({ ...props, children: child }) as ReactElement<Props>;

describe("Slot", () => {
  it("keeps the child's element and lets its own props win", () => {
    const out = slot(
      { id: "from-slot", type: "button", title: "slot" },
      createElement("a", { href: "/x", title: "own" }),
    );
    expect(out.type).toBe("a");
    expect(out.props).toMatchObject({ href: "/x", title: "own", id: "from-slot", type: "button" });
  });

  it("joins classes and aria-describedby ids, and merges styles", () => {
    const out = slot(
      { className: "btn", style: { color: "red", margin: 1 }, "aria-describedby": "hint error" },
      createElement("input", {
        className: "wide",
        style: { color: "blue" },
        "aria-describedby": "own hint",
      }),
    );
    expect(out.props.className).toBe("btn wide");
    expect(out.props.style).toEqual({ color: "blue", margin: 1 });
    expect(out.props["aria-describedby"]).toBe("own hint error");
  });

  it("runs both handlers, the child's first, and keeps the slot's when the child has none", () => {
    const calls: string[] = [];
    const out = slot(
      { onClick: () => calls.push("slot"), onFocus: () => calls.push("slot focus") },
      createElement("button", { onClick: () => calls.push("child"), onFocus: undefined }),
    );
    (out.props.onClick as () => void)();
    (out.props.onFocus as () => void)();
    expect(calls).toEqual(["child", "slot", "slot focus"]);
  });

  it("sets both refs", () => {
    const own = { current: null as unknown };
    const fromSlot = vi.fn();
    const out = slot({ ref: fromSlot }, createElement("button", { ref: own }));
    const node = {};
    (out.props.ref as (node: unknown) => void)(node);
    expect(own.current).toBe(node);
    expect(fromSlot).toHaveBeenCalledWith(node);
  });

  it("renders nothing without an element child", () => {
    expect(Slot({ children: "text" })).toBeNull();
  });
});

import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function setRef(ref: unknown, node: unknown) {
  if (typeof ref === "function") ref(node);
  else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
}

const words = (value: unknown) => (typeof value === "string" ? value.split(/\s+/) : []);

/**
 * Renders its one child with these props merged in (what `asChild` means), by Radix Slot's rules:
 * the child's own props win, except that both event handlers run (the child's first), styles are
 * merged, classes and aria-describedby ids are joined, and both refs are set. Here so that a
 * Button or FormField does not bring Radix into every page.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const key of Object.keys(childProps)) {
    const slot = slotProps[key];
    const own = childProps[key];
    if (/^on[A-Z]/.test(key)) {
      // `merged` spreads childProps, so it owns `key` already: these write that property.
      /* eslint-disable local/prototype-safe-keys */
      if (typeof slot === "function" && typeof own === "function") {
        merged[key] = (...args: unknown[]) => {
          const result: unknown = own(...args);
          slot(...args);
          return result;
        };
      } else if (slot) merged[key] = slot;
      /* eslint-enable local/prototype-safe-keys */
    } else if (key === "style") {
      merged.style = { ...(slot as object), ...(own as object) };
    } else if (key === "className") {
      merged.className = [slot, own].filter(Boolean).join(" ");
    } else if (key === "aria-describedby") {
      merged["aria-describedby"] =
        [...new Set([...words(own), ...words(slot)].filter(Boolean))].join(" ") || undefined;
    } else if (key === "ref" && slot && own) {
      merged.ref = (node: unknown) => {
        setRef(slot, node);
        setRef(own, node);
      };
    }
  }
  return cloneElement(children as ReactElement<Props & { ref?: Ref<unknown> }>, merged);
}

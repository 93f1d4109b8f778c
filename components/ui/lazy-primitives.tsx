"use client";

import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from "react";

/** How a popup was asked for before its code had arrived; it opens that way once it has. */
export type Opening = "pointer" | "keyboard";

type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};
type TriggerProps = { asChild?: boolean; children?: ReactNode };
type ChildProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
};

type Family<M> = {
  module: M | undefined;
  want: (opening?: Opening) => void;
  preload: () => void;
  placeholder: RefObject<HTMLElement | null>;
  /** The placeholder had focus when the real trigger replaced it. */
  refocus: RefObject<boolean>;
};

/**
 * Menus and dialogs whose code (Radix: focus scope, popper, scroll lock…) loads on first intent
 * instead of with the page. Until then the trigger is a plain button with the same label and the
 * same `aria-haspopup`/`aria-expanded`; pointing at it or focusing it starts the download, and
 * pressing it (click, Enter, Space, or ArrowDown on a menu) swaps in the real component, open,
 * so that nobody notices. A controlled root (`open`) loads when it is first opened. Every other
 * part renders the real component from the module once it is there, and nothing before.
 *
 * `load` imports a module whose `root` component also takes `opening` (how it was first opened:
 * a menu then focuses its first item for a keyboard user, as Radix does itself).
 */
export function lazyPrimitives<M extends object>(
  load: () => Promise<M>,
  { root, trigger, haspopup }: { root: keyof M; trigger: keyof M; haspopup: "menu" | "dialog" },
) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const importOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later intent tries again
        throw error;
      },
    ));

  // Pointing or focusing only downloads: swapping the trigger under a pressed pointer would lose
  // the click, and swapping a focused one would announce it twice.
  const preload = () => void importOnce().catch(() => undefined);

  const Context = createContext<Family<M> | null>(null);
  const useFamily = () => {
    const family = use(Context);
    if (!family) throw new Error("A lazy primitive was rendered outside its root");
    return family;
  };

  function Root(props: RootProps) {
    const [module, setModule] = useState<M>();
    const [opening, setOpening] = useState<Opening>();
    const placeholder = useRef<HTMLElement>(null);
    const refocus = useRef(false);
    const onOpenChange = useRef(props.onOpenChange);
    useEffect(() => {
      onOpenChange.current = props.onOpenChange;
    });

    // Swaps in the real component; with an opening, open.
    const want = useCallback((next?: Opening) => {
      importOnce().then(
        (mod) => {
          refocus.current = !!placeholder.current && document.activeElement === placeholder.current;
          setModule(mod);
          if (!next) return;
          setOpening(next);
          onOpenChange.current?.(true);
        },
        // The placeholder stays; the next intent tries again.
        (error: unknown) => console.error(error),
      );
    }, []);

    // Once the code is here (another menu loaded it), render the real thing from the start;
    // after mounting, so that hydration sees what the server rendered.
    useEffect(() => {
      if (loaded) setModule(loaded);
    }, []);
    useEffect(() => {
      if (props.open && !module) want();
    }, [props.open, module, want]);

    const family = useMemo(() => ({ module, want, preload, placeholder, refocus }), [module, want]);
    const Real = module?.[root] as ComponentType<RootProps & { opening?: Opening }> | undefined;
    return (
      <Context value={family}>
        {Real ? (
          <Real {...props} defaultOpen={props.defaultOpen || !!opening} opening={opening} />
        ) : (
          props.children
        )}
      </Context>
    );
  }

  function Trigger({ asChild, children, ...props }: TriggerProps) {
    const { module, want, preload, placeholder, refocus } = useFamily();
    const real = useRef<HTMLElement>(null);
    const Real = module?.[trigger] as ComponentType<TriggerProps & { ref?: unknown }> | undefined;
    useLayoutEffect(() => {
      if (!Real || !refocus.current) return;
      refocus.current = false;
      real.current?.focus();
    }, [Real, refocus]);

    if (Real) {
      return (
        <Real asChild={asChild} {...props} ref={real}>
          {children}
        </Real>
      );
    }
    const child: ReactElement<ChildProps> =
      asChild && isValidElement<ChildProps>(children) ? (
        children
      ) : (
        <button type="button">{children}</button>
      );
    const own = child.props;
    return cloneElement(child, {
      ...props,
      ref: placeholder,
      "aria-haspopup": haspopup,
      "aria-expanded": false,
      "data-state": "closed",
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        if (event.pointerType === "mouse") preload();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        preload();
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        own.onPointerDown?.(event);
        // As Radix does: a menu opens on press, and the trigger does not take focus.
        if (haspopup !== "menu" || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        want("pointer");
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        // detail 0: Enter or Space (the browser's click from the keyboard).
        want(event.detail === 0 ? "keyboard" : "pointer");
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        own.onKeyDown?.(event);
        if (haspopup !== "menu" || event.key !== "ArrowDown") return;
        event.preventDefault();
        want("keyboard");
      },
    } as Partial<ChildProps>);
  }

  /** A part shown only inside the open popup: nothing until the module is here. */
  function part<K extends keyof M>(key: K): M[K] {
    function Part(props: object) {
      const { module } = useFamily();
      const Real = module?.[key] as ComponentType<object> | undefined;
      return Real ? <Real {...props} /> : null;
    }
    Part.displayName = `Lazy(${String(key)})`;
    return Part as M[K];
  }

  return { Root, Trigger, part, preload };
}

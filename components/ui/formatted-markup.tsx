import { cn } from "./cn";

// The markup of a formatted value, shared by the client components (formatted.tsx, which format
// with the browser's formatter) and the server ones (formatted-server.tsx, the request's).
// Each value is isolated (<bdi>) so that it reads the same inside text of the other direction.

/** A formatted number or amount ("—" when there is none). */
export function NumMarkup({
  text,
  nowrap,
  className,
}: {
  text: string | null;
  nowrap?: boolean;
  className?: string;
}) {
  if (text === null) return <span className={className}>—</span>;
  return <bdi className={cn(nowrap && "whitespace-nowrap", "tabular-nums", className)}>{text}</bdi>;
}

/** A day or instant in the primary calendar with the other calendar's day beside it. */
export function DualMarkup({
  iso,
  primary,
  secondary,
  layout,
  className,
}: {
  iso: string;
  primary: string;
  secondary: string;
  layout: "inline" | "stacked";
  className?: string;
}) {
  const stacked = layout === "stacked";
  return (
    <span
      className={cn(
        stacked ? "inline-grid" : "inline-flex flex-wrap items-baseline gap-x-1",
        "tabular-nums",
        className,
      )}
    >
      <time dateTime={iso} className="whitespace-nowrap">
        <bdi>{primary}</bdi>
      </time>
      <span className="text-xs whitespace-nowrap text-muted-fg">
        <bdi>{stacked ? secondary : `(${secondary})`}</bdi>
      </span>
    </span>
  );
}

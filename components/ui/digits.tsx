"use client";

import { useFormat } from "./use-format";
import { cn } from "./cn";

// Record, contract and unit numbers, IDs, deed numbers and phones as a person reads them: in
// their digits (lib/format's `digits`), isolated left to right so that "+966 50…" or "1090000025"
// reads the same inside Arabic text. Quantities and amounts are <Num> and <Amount>
// (formatted.tsx); codes a person types elsewhere (passwords, request ids) stay <Ltr>.

type DigitsProps = {
  value: string | number | null | undefined;
  className?: string;
};

/** A number written as digits, in the person's digits, left to right ("—" when there is none). */
export function Digits({ value, className }: DigitsProps) {
  const format = useFormat();
  const text = format.digits(value);
  if (!text) return <span className={className}>—</span>;
  return (
    <bdi dir="ltr" className={cn("tabular-nums", className)}>
      {text}
    </bdi>
  );
}

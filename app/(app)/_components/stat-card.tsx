import type { ReactNode } from "react";

import { Link } from "@/components/ui/link";
import { Card } from "@/components/ui/card";
import { Num } from "@/components/ui/formatted-server";

type StatCardProps = {
  label: string;
  value: number | null | undefined;
  note?: ReactNode;
  href?: string;
  linkLabel?: string;
};

/** One headline number with its label and an optional link to the list behind it. */
export function StatCard({ label, value, note, href, linkLabel }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      <p className="text-sm text-muted-fg">{label}</p>
      <p className="text-3xl font-semibold tracking-tight">
        <Num value={value ?? null} />
      </p>
      {note ? <p className="text-xs text-muted-fg">{note}</p> : null}
      {href && linkLabel ? (
        <Link
          href={href}
          className="mt-auto pt-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {linkLabel}
        </Link>
      ) : null}
    </Card>
  );
}

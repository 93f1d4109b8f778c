import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { Num } from "@/components/ui/formatted-server";

export type CountLink = {
  key: string;
  label: string;
  /** The register filtered to what is counted. */
  href: string;
  value: number | null | undefined;
};

/** A row of counts on an overview card, each a link to the contracts it counts. */
export function CountLinks({ links, className }: { links: CountLink[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            href={link.href}
            className="block rounded-md border border-border px-3 py-2 hover:bg-muted/50"
          >
            <span className="block text-xs text-muted-fg">{link.label}</span>
            <Num className="text-xl font-semibold" value={link.value ?? null} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { KeyRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";

/** The product mark: links to the overview. */
export function Brand({ name }: { name: string }) {
  return (
    <Link
      href={paths.home()}
      className="flex items-center gap-2 rounded-md px-1 py-1 font-semibold"
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-fg">
        <KeyRound aria-hidden className="size-4" />
      </span>
      <span className="text-base tracking-tight whitespace-nowrap">{name}</span>
    </Link>
  );
}

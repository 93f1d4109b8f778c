import { KeyRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { paths } from "@/lib/paths";

/**
 * The product mark: links to the overview. `narrow`: in the phone's top bar, where below 24rem
 * (a 360 px phone) the name would push the bar wider than the screen beside the demo badge, the
 * bell and the account menu; there the name is left to screen readers and the mark stays.
 */
export function Brand({ name, narrow = false }: { name: string; narrow?: boolean }) {
  return (
    <Link
      href={paths.home()}
      className="flex items-center gap-2 rounded-md px-1 py-1 font-semibold"
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-fg">
        <KeyRound aria-hidden className="size-4" />
      </span>
      <span
        className={cn(
          "text-base tracking-tight whitespace-nowrap",
          narrow && "max-[24rem]:sr-only",
        )}
      >
        {name}
      </span>
    </Link>
  );
}

"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState, type ReactNode } from "react";

import type { NavLink } from "./nav-items";
import { NavLinks } from "./nav-links";
import { Button } from "@/components/ui/button";
import { overlayClass } from "@/components/ui/dialog";

/** Below the md breakpoint the navigation lives in a drawer opened from the top bar. */
export function MobileNav({ links, brand }: { links: readonly NavLink[]; brand: ReactNode }) {
  const t = useTranslations("layout");
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")}>
          <Menu aria-hidden />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-e border-border bg-card p-4 shadow-lg">
          <DialogPrimitive.Title className="sr-only">{t("menuTitle")}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {t("primaryNav")}
          </DialogPrimitive.Description>
          <div className="flex items-center justify-between">
            {brand}
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="sm">
                {t("closeMenu")}
              </Button>
            </DialogPrimitive.Close>
          </div>
          <NavLinks links={links} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

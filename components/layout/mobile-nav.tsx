"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";

import type { NavLink } from "./nav-items";
import { NavLinks } from "./nav-links";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogSheet,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** Below the md breakpoint the navigation lives in a drawer opened from the top bar. */
export function MobileNav({ links, brand }: { links: readonly NavLink[]; brand: ReactNode }) {
  const t = useTranslations("layout");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")}>
          <Menu aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogSheet>
        <DialogTitle className="sr-only">{t("menuTitle")}</DialogTitle>
        <DialogDescription className="sr-only">{t("primaryNav")}</DialogDescription>
        <div className="flex items-center justify-between">
          {brand}
          <DialogClose asChild>
            <Button variant="ghost" size="sm">
              {t("closeMenu")}
            </Button>
          </DialogClose>
        </div>
        <NavLinks links={links} onNavigate={() => setOpen(false)} />
      </DialogSheet>
    </Dialog>
  );
}

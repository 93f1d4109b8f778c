import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import "./globals.css";
import { plexArabic, plexLatin } from "./fonts";
import { ClientMessages } from "@/components/layout/client-messages";
import { FormatSeedProvider } from "@/components/ui/format-seed-provider";
import { PreferencesProvider } from "@/components/ui/preferences-provider";
import { Toaster } from "@/components/ui/toaster";
import { directionOf, languageOf } from "@/lib/i18n/locales";
import { getPreferences } from "@/lib/auth/request-preferences";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    icons: { icon: "/icon.svg" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8fafc" },
    { media: "(prefers-color-scheme: dark)", color: "#16181d" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [messageLocale, preferences] = await Promise.all([getLocale(), getPreferences()]);
  const locale = languageOf(messageLocale);
  const dir = directionOf(locale);
  return (
    <html lang={locale} dir={dir} className={`${plexLatin.variable} ${plexArabic.variable}`}>
      <body className="min-h-dvh antialiased">
        <ClientMessages scope="root">
          <PreferencesProvider preferences={preferences}>
            <FormatSeedProvider>
              {children}
              <Toaster dir={dir} />
            </FormatSeedProvider>
          </PreferencesProvider>
        </ClientMessages>
      </body>
    </html>
  );
}

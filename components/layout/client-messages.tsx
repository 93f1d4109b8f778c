import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

import { messagesFor, type MessageScope } from "@/lib/i18n/client-namespaces";

/**
 * Provides the client components below it with the messages of their scope only
 * (lib/i18n/client-namespaces.ts), instead of every catalogue. Locale, time zone and formats
 * come from the request as before.
 */
export async function ClientMessages({
  scope,
  children,
}: {
  scope: MessageScope;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={messagesFor(messages, scope)}>
      {children}
    </NextIntlClientProvider>
  );
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The notifications pages: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function NotificationsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="notifications">{children}</ClientMessages>;
}

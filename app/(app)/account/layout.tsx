import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The account page: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="account">{children}</ClientMessages>;
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The party search: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function PartiesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="parties">{children}</ClientMessages>;
}

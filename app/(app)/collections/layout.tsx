import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// A month's rent: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function CollectionsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="collections">{children}</ClientMessages>;
}

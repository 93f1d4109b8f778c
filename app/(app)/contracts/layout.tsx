import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The contract pages: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function ContractsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="contracts">{children}</ClientMessages>;
}

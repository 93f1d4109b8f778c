import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The unit page: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function UnitsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="units">{children}</ClientMessages>;
}

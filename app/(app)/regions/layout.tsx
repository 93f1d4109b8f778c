import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The regions page: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function RegionsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="regions">{children}</ClientMessages>;
}

import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The deed search: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function DeedsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="deeds">{children}</ClientMessages>;
}

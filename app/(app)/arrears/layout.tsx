import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The arrears page: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function ArrearsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="arrears">{children}</ClientMessages>;
}

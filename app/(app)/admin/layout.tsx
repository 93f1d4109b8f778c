import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The admin pages (users, audit log): the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="admin">{children}</ClientMessages>;
}

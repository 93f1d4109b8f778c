import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// Occupancy: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function OccupancyLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="occupancy">{children}</ClientMessages>;
}

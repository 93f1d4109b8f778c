import type { ReactNode } from "react";

import { ClientMessages } from "@/components/layout/client-messages";

// The sign-in page: the browser gets the messages of this section only (lib/i18n/client-namespaces.ts).
export default function SignInLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="signIn">{children}</ClientMessages>;
}

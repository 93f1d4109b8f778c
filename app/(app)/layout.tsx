import type { ReactNode } from "react";

import { AppShell } from "@/components/layout/app-shell";
import { ClientMessages } from "@/components/layout/client-messages";
import { StepUpPrompt } from "@/components/account/step-up-prompt";
import { QueryProvider } from "@/components/layout/query-provider";
import { RequiredStepLazy } from "@/components/layout/required-step-lazy";
import { SignInRedirect } from "@/components/layout/sign-in-redirect";
import { getSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";

// Every signed-in page. Each page also checks its own permission (guardPage): a layout is not
// re-rendered on every navigation, so it is never the only check.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <SignInRedirect />;
  // A password someone else chose, or a second factor the role requires, comes first.
  if (user.restriction)
    return (
      <ClientMessages scope="app">
        <QueryProvider>
          <RequiredStepLazy restriction={user.restriction} />
          <StepUpPrompt />
        </QueryProvider>
      </ClientMessages>
    );
  return (
    <ClientMessages scope="app">
      <QueryProvider>
        <AppShell user={user} demo={env.DEMO_MODE}>
          {children}
        </AppShell>
        {/* Sensitive changes wait on this dialog when they need the password again. */}
        <StepUpPrompt />
      </QueryProvider>
    </ClientMessages>
  );
}

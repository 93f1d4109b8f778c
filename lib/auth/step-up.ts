// Step-up: sensitive changes (a second factor, recovery codes, the password, an admin's changes
// to users) need the person to have proved who they are in this session recently. A sign-in
// counts; so does POST /api/account/step-up (the password, and the code when the account has a
// second factor). A stolen session cookie alone can then read, but not take over the account.

/** Whether a session's last step-up is within `maxAgeSeconds` of `now`. */
export function steppedUpRecently(
  steppedUpAt: Date | null | undefined,
  maxAgeSeconds: number,
  now: Date = new Date(),
): boolean {
  if (!steppedUpAt) return false;
  const age = now.getTime() - steppedUpAt.getTime();
  // A time ahead of the clock (another instance's clock) counts as now, not as forever.
  return age <= maxAgeSeconds * 1000;
}

// Runs once when a server instance starts. Importing the env module validates the configuration,
// so a missing or malformed variable stops start-up with a message that names it.
export async function register() {
  await import("@/lib/env");
}

import "server-only";

// The digest's face for the server: what start-up and the app use of it.

export { digestRuntime, emailEnabled, startDigestJob, stopDigest } from "./instance";
export { failedDigests } from "./send";

import { setUpPgliteTemplate } from "./pglite-template";

// The unit project's global setup: one initialised PGlite directory for every test database.
export default function setup() {
  return setUpPgliteTemplate();
}

import { writeFileSync } from "node:fs";
import path from "node:path";

import { COMPOSE_HAPROXY_FILE, composeHaproxyConfig } from "./cluster/compose-haproxy";

writeFileSync(
  path.resolve(import.meta.dirname, "..", COMPOSE_HAPROXY_FILE),
  composeHaproxyConfig(),
);

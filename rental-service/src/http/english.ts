import { createTranslator } from "use-intl/core";

import validation from "@/messages/en/validation.json";

import type { Translate } from "@/lib/rental/messages";

// The shared request rules (lib/rental) carry catalogue keys; the service, a stand-in for a
// vendor's API, answers in English from the dashboard's English catalogue.
const t = createTranslator({ locale: "en", messages: { validation } });

export const english: Translate = (key, params) => t(key as never, params as never);

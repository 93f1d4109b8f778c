"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

import { translateMsg } from "@/lib/rental/messages";

/**
 * Turns a rule's message (a catalogue key with parameters, lib/rental/messages.ts) into the
 * person's language. Text that is not a key (a server message, already translated) is returned
 * as it is.
 */
export function useRuleMessage(): RuleMessage {
  const t = useTranslations();
  return useCallback(
    (text: string | undefined) =>
      text === undefined
        ? undefined
        : translateMsg(text, (key, params) => (t.has(key) ? t(key, params) : key)),
    [t],
  ) as RuleMessage;
}

type RuleMessage = {
  (text: string): string;
  (text: string | undefined): string | undefined;
};

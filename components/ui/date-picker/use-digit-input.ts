"use client";

import type { CalendarDate } from "@internationalized/date";
import { useEffect, useRef, type RefObject } from "react";

import { normaliseDigits } from "@/lib/rental/digits";
import { parseIsoDate, type CalendarSystem } from "@/lib/rental/dates";

const ANY_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
const toArabicIndic = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));

type Options = {
  locale: string;
  digits: "latn" | "arab";
  shown: CalendarSystem;
  /** A whole date pasted as YYYY-MM-DD (in the shown calendar). */
  onDate: (date: CalendarDate) => void;
};

/**
 * React Aria's date segments read only the digits of the locale's numbering system (-u-nu-), and
 * never Persian ones. This rewrites each typed digit, from any of the three sets, into the
 * segment's own before React Aria sees it; and takes a pasted YYYY-MM-DD whole.
 */
export function useDigitInput(group: RefObject<HTMLElement | null>, options: Options): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const element = group.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      const { data } = event;
      const target = event.target as HTMLElement | null;
      if (!data || !target || !ANY_DIGIT.test(data)) return;
      const { locale, digits } = latest.current;
      const ascii = normaliseDigits(data);
      const wanted = locale === "ar" && digits === "arab" ? toArabicIndic(ascii) : ascii;
      if (wanted === data) return;
      // Stop this event before it reaches the segment; send the segment its own digits instead.
      event.preventDefault();
      event.stopPropagation();
      target.dispatchEvent(
        new InputEvent("beforeinput", {
          data: wanted,
          inputType: "insertText",
          bubbles: true,
          cancelable: true,
        }),
      );
    };
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData("text") ?? "";
      const date = parseIsoDate(text, latest.current.shown);
      if (!date) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onDate(date);
    };
    element.addEventListener("beforeinput", onBeforeInput, { capture: true });
    element.addEventListener("paste", onPaste, { capture: true });
    return () => {
      element.removeEventListener("beforeinput", onBeforeInput, { capture: true });
      element.removeEventListener("paste", onPaste, { capture: true });
    };
  }, [group]);
}

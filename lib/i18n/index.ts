import type { UnavailableReason } from "@/lib/tutors/types";
import { en } from "./en";
import { es } from "./es";
import type { Dictionary } from "./dictionary";

export type { Dictionary } from "./dictionary";
export type Lang = "es" | "en";
export const LANGS: readonly Lang[] = ["es", "en"];
export const LANG_COOKIE = "veraz-lang";

export function dictionary(lang: Lang): Dictionary {
  return lang === "en" ? en : es;
}

export function parseLang(value: string | undefined | null): Lang {
  return value === "en" ? "en" : "es";
}

/** Renders a tutor's unavailability reason in the UI language. */
export function reasonText(d: Dictionary, reason: UnavailableReason, short = false): string {
  let text: string = short ? d.reasonsShort[reason.code] : d.reasons[reason.code];
  for (const [k, v] of Object.entries(reason)) text = text.replace(`{${k}}`, String(v));
  return text;
}

import { cookies } from "next/headers";
import { LANG_COOKIE, type Lang, dictionary, parseLang } from "./index";

/** The request's UI language (cookie), Spanish by default. */
export async function requestLang(): Promise<Lang> {
  return parseLang((await cookies()).get(LANG_COOKIE)?.value);
}

export async function requestDictionary() {
  return dictionary(await requestLang());
}

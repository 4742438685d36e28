import { type NextRequest, NextResponse } from "next/server";

const MODE_COOKIE = "veraz-mode";

/**
 * Runs before every page and route: a `?mode=` in the URL becomes the app's
 * remembered mode (a cookie set with the response), so every page opened
 * afterwards — however it is reached — shows the same mode.
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  const mode = request.nextUrl.searchParams.get("mode");
  // Only a page the person opened counts: Next's router fetches (prefetches of visible links, RSC payloads) never change
  // the mode. Browsers mark a navigation "Sec-Fetch-Dest: document"; without that header, Next's router fetches carry _rsc.
  const dest = request.headers.get("sec-fetch-dest");
  const navigation = dest === null ? !request.nextUrl.searchParams.has("_rsc") : dest === "document";
  if (navigation && (mode === "real" || mode === "simulated") && request.cookies.get(MODE_COOKIE)?.value !== mode) {
    response.cookies.set(MODE_COOKIE, mode, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Pages and routes; not Next's own static files or the icons.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};

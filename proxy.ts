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
  // Only what the person opened counts: a prefetch of a link (Next prefetches visible links) must not change the mode.
  const prefetch = request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch" || request.headers.get("sec-purpose")?.includes("prefetch");
  if (!prefetch && (mode === "real" || mode === "simulated") && request.cookies.get(MODE_COOKIE)?.value !== mode) {
    response.cookies.set(MODE_COOKIE, mode, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Pages and routes; not Next's own static files or the icons.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};

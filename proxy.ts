import { type NextRequest, NextResponse } from "next/server";
import { TOKEN_COOKIE, tokenMatches } from "@/lib/access";

const MODE_COOKIE = "veraz-mode";

/** A small page that says a token is needed, and nothing else (no data). */
const TOKEN_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>veraz · token</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;color:#2b2a28">
<h1 style="font-size:1.25rem">veraz: se necesita el token de acceso</h1>
<p>Este veraz escucha fuera de loopback. Abra la dirección con <code>?token=…</code> que se mostró al arrancarlo.</p>
<p lang="en" style="color:#52514e">An access token is required: open the address with <code>?token=…</code> printed when veraz started.</p>
</body></html>`;

/**
 * Beyond loopback (the server was given VERAZ_ACCESS_TOKEN by scripts/start.ts) every page, server action, API
 * route and export needs the token: from ?token= once (then an HttpOnly, SameSite=Strict cookie, and the URL is
 * cleaned), or from that cookie. Compared in constant time. Without it: 401 — a small page for pages, plain text
 * for routes, data in neither.
 */
function guard(request: NextRequest): NextResponse | null {
  const expected = process.env.VERAZ_ACCESS_TOKEN;
  if (!expected) return null;
  const fromUrl = request.nextUrl.searchParams.get("token");
  if (fromUrl !== null && tokenMatches(fromUrl, expected)) {
    const clean = request.nextUrl.clone();
    clean.searchParams.delete("token");
    const res = NextResponse.redirect(clean, 303);
    res.cookies.set(TOKEN_COOKIE, expected, { httpOnly: true, sameSite: "strict", path: "/", maxAge: 60 * 60 * 24 * 30 });
    return res;
  }
  if (tokenMatches(request.cookies.get(TOKEN_COOKIE)?.value, expected)) return null;
  const api = request.nextUrl.pathname.startsWith("/api/") || request.headers.has("next-action");
  return api
    ? new NextResponse("veraz: se necesita el token de acceso (401)\n", { status: 401, headers: { "content-type": "text/plain; charset=utf-8" } })
    : new NextResponse(TOKEN_PAGE, { status: 401, headers: { "content-type": "text/html; charset=utf-8" } });
}

/**
 * Runs before every page and route: the access token beyond loopback (guard), then a `?mode=` in the URL becomes the app's
 * remembered mode (a cookie set with the response), so every page opened
 * afterwards — however it is reached — shows the same mode.
 */
export function proxy(request: NextRequest) {
  const refused = guard(request);
  if (refused) return refused;
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

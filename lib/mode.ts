import { cookies } from "next/headers";
import { type Mode, modeSchema } from "@/lib/conditions/axes";

/** The cookie that keeps the app's one mode (real / simulated) across pages. */
export const MODE_COOKIE = "veraz-mode";

/**
 * The mode of a request: the URL's `?mode=` when given (and the client keeps
 * it in a cookie), else the cookie, else simulated — what runs offline on a
 * fresh install. Every page reads it the same way: one mode for the whole app.
 */
export async function requestMode(fromUrl?: string | null): Promise<Mode> {
  const url = modeSchema.safeParse(fromUrl);
  if (url.success) return url.data;
  const cookie = modeSchema.safeParse((await cookies()).get(MODE_COOKIE)?.value);
  return cookie.success ? cookie.data : "simulated";
}

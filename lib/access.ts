import { timingSafeEqual } from "node:crypto";

/** The cookie that carries the access token after the first visit with ?token=. */
export const TOKEN_COOKIE = "veraz-token";

/** Loopback addresses: bound to one of these, veraz needs no token (only this machine can reach it). */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Constant-time comparison of a presented token with the server's (false for any length mismatch or absence). */
export function tokenMatches(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

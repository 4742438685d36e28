import { createHash } from "node:crypto";

/** Blocks of notes longer than this are stored once and referenced by hash. */
export const BLOCK_MIN_LENGTH = 4096;

const MARKER = /⟦bloque:([0-9a-f]{64})⟧/g;

/**
 * Compacts a user prompt for storage: its `<notas>…</notas>` block, when long
 * (all notes in context), becomes a marker to a block stored once by its
 * SHA-256. expandPrompt gives back the exact prompt that was sent.
 */
export function compactPrompt(user: string): { stored: string; block: { hash: string; text: string } | null } {
  const start = user.indexOf("<notas>\n");
  const endTag = "\n</notas>";
  const end = user.indexOf(endTag, start);
  if (start < 0 || end < 0 || end - start < BLOCK_MIN_LENGTH) return { stored: user, block: null };
  const text = user.slice(start, end + endTag.length);
  const hash = createHash("sha256").update(text, "utf8").digest("hex");
  return { stored: `${user.slice(0, start)}⟦bloque:${hash}⟧${user.slice(end + endTag.length)}`, block: { hash, text } };
}

export function expandPrompt(stored: string, lookup: (hash: string) => string | null): string {
  return stored.replace(MARKER, (m, hash: string) => lookup(hash) ?? m);
}

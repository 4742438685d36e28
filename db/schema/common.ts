import { sql } from "drizzle-orm";

/** Milliseconds since the epoch, as SQLite computes it for defaults. */
export const now = sql`(unixepoch('subsec') * 1000)`;

/** What every server action shares: its answer, how an error reads, the engine choice. */
import { z } from "zod";

/** A server action's answer; a refused form gets back what was submitted (`values`) so nothing the user chose is lost. */
export type ActionState = { ok: true; message?: string } | { ok: false; error: string; values?: Record<string, string> } | null;

/** The text fields of a submitted form, to give back with an error. */
export function submitted(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === "string" && !k.startsWith("$")) as [string, string][]);
}

/** A refused input or a failed step, as the sentence the form shows. */
export function problem(e: unknown): string {
  if (e instanceof z.ZodError) return e.issues.map((i) => i.message).join("; ");
  return (e as Error).message;
}

/** How a job's Claude calls are sent: batches above the threshold ("auto"), always ("batch") or never ("sync"). */
export const engineInput = z.enum(["auto", "batch", "sync"]).default("auto");

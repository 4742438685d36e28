import { describe, expect, it } from "vitest";
import { buildPrompt } from "./prompts";
import { compactPrompt, expandPrompt } from "./storage";

describe("prompt storage", () => {
  it("stores a long notes block once and gives back the exact prompt", () => {
    const notes = Array.from({ length: 80 }, (_, i) => ({ noteId: i + 1, texto: `Nota número ${i + 1} con algo de texto para que el bloque sea largo.` }));
    const user = buildPrompt({ grounding: "all", policy: "may-abstain", question: "¿Qué dice la nota 7?", notes }).user;
    const { stored, block } = compactPrompt(user);
    expect(block).not.toBeNull();
    expect(stored.length).toBeLessThan(200);
    expect(stored).toMatch(/^⟦bloque:[0-9a-f]{64}⟧\n\nPregunta: ¿Qué dice la nota 7\?$/);
    expect(expandPrompt(stored, (h) => (h === block!.hash ? block!.text : null))).toBe(user);
    // The same notes give the same block for every question.
    expect(compactPrompt(buildPrompt({ grounding: "all", policy: "may-abstain", question: "¿Otra?", notes }).user).block!.hash).toBe(block!.hash);
  });
  it("short prompts are stored as they are", () => {
    const user = buildPrompt({ grounding: "retrieved", policy: "may-abstain", question: "q", notes: [{ noteId: 1, texto: "t" }] }).user;
    expect(compactPrompt(user)).toEqual({ stored: user, block: null });
  });
});

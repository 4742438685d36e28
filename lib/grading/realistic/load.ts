import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { seedData } from "@/lib/dataset/seed";
import type { Letter } from "@/lib/grading/categories";

/**
 * veraz's realistic answer set (lib/grading/realistic/README.md): answers
 * written by hand the way capable models phrase them, over the seed's bank
 * and a second bank on other topics, each labelled with the seed's letter and
 * with whether its cited note supports the whole answer. Questions whose
 * number is a multiple of 3 (p03, p06, …, s24) form the held-out part: no
 * rule or weight is tuned on them.
 */
export interface RealisticItem {
  readonly bank: "semilla" | "ciencias";
  readonly clave: string;
  readonly split: "dev" | "heldout";
  readonly answer: string;
  readonly citedNoteId: number | null;
  readonly letter: Letter;
  /** The cited note supports the whole answer (null for abstentions). */
  readonly supported: boolean | null;
  readonly phenomenon: string;
  readonly question: string;
  readonly referencia: string;
  readonly answerable: boolean;
  readonly goldNoteId: number | null;
  readonly notes: ReadonlyMap<number, string>;
}

const bankSchema = z.object({
  nombre: z.string(),
  notas: z.array(z.object({ id: z.number().int(), tema: z.string(), texto: z.string() })),
  banco: z.array(z.object({ clave: z.string(), pregunta: z.string(), referencia: z.string(), id_nota: z.number().int().nullable() })),
});

export const REALISTIC_DIR = path.join(process.cwd(), "lib", "grading", "realistic");

export function isHeldOutKey(clave: string): boolean {
  return Number(clave.replace(/\D/g, "")) % 3 === 0;
}

/** The second bank (notes and questions on science, geography and history). */
export function cienciasBank() {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, "ciencias.bank.json"), "utf8")));
}

/** Parses a labelled answer file in the format of answers.psv against the two banks. */
export function parseRealistic(text: string): RealisticItem[] {
  const ciencias = cienciasBank();
  const banks = {
    semilla: { notes: new Map(seedData.notas.map((n) => [n.id, n.texto])), questions: seedData.banco },
    ciencias: { notes: new Map(ciencias.notas.map((n) => [n.id, n.texto])), questions: ciencias.banco },
  };
  const out: RealisticItem[] = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim() || line.startsWith("#")) return;
    const [bank, clave, nota, letter, supported, phenomenon, ...rest] = line.split("|");
    const answer = rest.join("|");
    if (bank !== "semilla" && bank !== "ciencias") throw new Error(`line ${i + 1}: unknown bank ${bank}`);
    if (letter !== "R" && letter !== "X" && letter !== "N") throw new Error(`line ${i + 1}: letter ${letter}`);
    const b = banks[bank];
    const q = b.questions.find((x) => x.clave === clave);
    if (!q) throw new Error(`line ${i + 1}: unknown question ${clave}`);
    out.push({
      bank,
      clave: clave!,
      split: isHeldOutKey(clave!) ? "heldout" : "dev",
      answer,
      citedNoteId: nota === "-" ? null : Number(nota),
      letter,
      supported: supported === "-" ? null : supported === "1",
      phenomenon: phenomenon!,
      question: q.pregunta,
      referencia: q.referencia,
      answerable: q.id_nota !== null,
      goldNoteId: q.id_nota,
      notes: b.notes,
    });
  });
  return out;
}

export function realisticSet(file = path.join(REALISTIC_DIR, "answers.psv")): RealisticItem[] {
  return parseRealistic(fs.readFileSync(file, "utf8"));
}

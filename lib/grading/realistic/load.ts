import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { seedData } from "@/lib/dataset/seed";
import type { Letter } from "@/lib/grading/categories";
import { BANK_FILES, REALISTIC_BANKS, type RealisticBank, type RealisticSplit } from "./banks";

export { REALISTIC_BANKS, type RealisticBank, type RealisticSplit } from "./banks";

/**
 * veraz's realistic answer set (lib/grading/realistic/README.md): answers
 * written by hand the way capable models phrase them, over the seed's bank
 * and a second bank on other topics, each labelled with the seed's letter and
 * with whether its cited note supports the whole answer. Questions whose
 * number is a multiple of 3 (p03, p06, …, s24) form the held-out part: no
 * rule or weight is tuned on them.
 */
export interface RealisticItem {
  readonly bank: RealisticBank;
  readonly clave: string;
  /** The part of the set the answer belongs to (lib/grading/realistic/banks.ts says what each split is). */
  readonly split: RealisticSplit;
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

/** One of the written banks (notes and questions), validated. */
export function realisticBank(name: keyof typeof BANK_FILES) {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, `${name}.bank.json`), "utf8")));
}

/** Parses a labelled answer file in the format of answers.psv against the set's banks. */
export function parseRealistic(text: string): RealisticItem[] {
  const seed = { notes: new Map(seedData.notas.map((n) => [n.id, n.texto])), questions: seedData.banco };
  const written = Object.fromEntries(
    (Object.keys(BANK_FILES) as (keyof typeof BANK_FILES)[]).map((name) => {
      const b = realisticBank(name);
      return [name, { notes: new Map(b.notas.map((n) => [n.id, n.texto])), questions: b.banco }];
    }),
  );
  const banks: Record<RealisticBank, typeof seed> = { semilla: seed, ...(written as Record<keyof typeof BANK_FILES, typeof seed>) };
  const out: RealisticItem[] = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim() || line.startsWith("#")) return;
    const [bank, clave, nota, letter, supported, phenomenon, ...rest] = line.split("|");
    const answer = rest.join("|");
    if (!(REALISTIC_BANKS as readonly string[]).includes(bank ?? "")) throw new Error(`line ${i + 1}: unknown bank ${bank}`);
    if (letter !== "R" && letter !== "X" && letter !== "N") throw new Error(`line ${i + 1}: letter ${letter}`);
    const b = banks[bank as RealisticBank];
    const q = b.questions.find((x) => x.clave === clave);
    if (!q) throw new Error(`line ${i + 1}: unknown question ${clave}`);
    out.push({
      bank: bank as RealisticBank,
      clave: clave!,
      split: (bank !== "semilla" && BANK_FILES[bank as keyof typeof BANK_FILES].split) || (isHeldOutKey(clave!) ? "heldout" : "dev"),
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

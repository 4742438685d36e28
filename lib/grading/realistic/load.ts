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
  readonly bank: RealisticBank;
  readonly clave: string;
  /**
   * dev: tuned on; heldout: every third question of the first two banks, never tuned on; fresh: the third bank,
   * run once untouched and then tuned on; fresh2: the fourth bank, written after those fixes, never tuned on;
   * fresh3: the fifth bank, written after the detector's rework, run once untouched and then tuned on (the fourth
   * bank too, once its last untouched figures were recorded); fresh4: the sixth bank, written after that, run once
   * untouched and then opened; fresh5: the seventh bank, written last, never tuned on.
   */
  readonly split: "dev" | "heldout" | "fresh" | "fresh2" | "fresh3" | "fresh4" | "fresh5";
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

export const REALISTIC_BANKS = ["semilla", "ciencias", "fresco", "cuarto", "quinto", "sexto", "septimo"] as const;
export type RealisticBank = (typeof REALISTIC_BANKS)[number];

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

/** The third bank (physics, astronomy, economics, literature, philosophy, nutrition, computing), written last. */
export function frescoBank() {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, "fresco.bank.json"), "utf8")));
}

/** The fourth bank (health, ecology, mathematics, history, languages, sport, cooking, technology). */
export function cuartoBank() {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, "cuarto.bank.json"), "utf8")));
}

/** The fifth bank (astronomy, medicine, computing, geography, zoology, chemistry, economics, climate). */
export function quintoBank() {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, "quinto.bank.json"), "utf8")));
}

/** The sixth bank (human body, electricity, geography, history, internet, music, nutrition, literature). */
export function sextoBank() {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, "sexto.bank.json"), "utf8")));
}

/** The seventh bank (botany, physics, art, computing, geography, history, health, astronomy), written last. */
export function septimoBank() {
  return bankSchema.parse(JSON.parse(fs.readFileSync(path.join(REALISTIC_DIR, "septimo.bank.json"), "utf8")));
}

/** Parses a labelled answer file in the format of answers.psv against the seven banks. */
export function parseRealistic(text: string): RealisticItem[] {
  const ciencias = cienciasBank();
  const fresco = frescoBank();
  const cuarto = cuartoBank();
  const quinto = quintoBank();
  const sexto = sextoBank();
  const septimo = septimoBank();
  const banks = {
    semilla: { notes: new Map(seedData.notas.map((n) => [n.id, n.texto])), questions: seedData.banco },
    ciencias: { notes: new Map(ciencias.notas.map((n) => [n.id, n.texto])), questions: ciencias.banco },
    fresco: { notes: new Map(fresco.notas.map((n) => [n.id, n.texto])), questions: fresco.banco },
    cuarto: { notes: new Map(cuarto.notas.map((n) => [n.id, n.texto])), questions: cuarto.banco },
    quinto: { notes: new Map(quinto.notas.map((n) => [n.id, n.texto])), questions: quinto.banco },
    sexto: { notes: new Map(sexto.notas.map((n) => [n.id, n.texto])), questions: sexto.banco },
    septimo: { notes: new Map(septimo.notas.map((n) => [n.id, n.texto])), questions: septimo.banco },
  };
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
      split: bank === "septimo" ? "fresh5" : bank === "sexto" ? "fresh4" : bank === "quinto" ? "fresh3" : bank === "cuarto" ? "fresh2" : bank === "fresco" ? "fresh" : isHeldOutKey(clave!) ? "heldout" : "dev",
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

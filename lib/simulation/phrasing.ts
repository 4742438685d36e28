import type { Random } from "@/lib/stats/random";

/**
 * How capable models actually phrase answers, for the simulator: full
 * sentences taken from the note, hedges and frames, reordered lists, natural
 * abstentions in Spanish and English, negations and opposites inserted into
 * a sentence, wrong numbers, inventions dressed with hedges. Everything is
 * built from the bank's own notes and questions; nothing names a particular
 * question.
 */

export function pick<T>(rng: Random, xs: readonly T[]): T {
  return xs[rng.int(xs.length)]!;
}

export function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase("es") + s.slice(1);
}

const lower = (s: string) => s.charAt(0).toLocaleLowerCase("es") + s.slice(1);
const stripEnd = (s: string) => s.trim().replace(/[.;:,]+$/, "");
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The body of a question without its marks: "¿Quién pintó La Gioconda?" → "quién pintó La Gioconda". */
export function questionBody(pregunta: string): string {
  return lower(pregunta.replace(/[¿?]/g, "").trim());
}

/**
 * The note's clause that states the reference, from the start of its
 * sentence: "al aire libre" in note 8 → "El impresionismo pintó la luz al
 * aire libre". Null when the reference is not literally in the note.
 */
export function noteWindow(note: string | null, referencia: string): string | null {
  if (!note) return null;
  const at = fold(note).indexOf(fold(referencia));
  if (at < 0) return null;
  const sentenceStart = Math.max(note.lastIndexOf(". ", at) + 2, note.lastIndexOf("; ", at) + 2, 0);
  const end = at + referencia.length;
  const window = note.slice(sentenceStart === 1 ? 0 : sentenceStart, end).trim();
  return window.split(/\s+/).length <= 24 ? window : null;
}

const HEDGES = ["Según tus notas, ", "Según sus notas, ", "De acuerdo con tus apuntes, ", "Tus notas dicen que ", "Si no me equivoco, ", "Creo que ", "En tus notas: "];
const TAILS = [", según tus notas", ", como dicen tus apuntes", ", tal como aparece en tus notas"];

/** A faithful answer in one of the forms real models use (the reference, a sentence from the note, a hedge, a list in another order). */
export function faithful(rng: Random, referencia: string, note: string | null): string {
  const forms: (() => string)[] = [
    () => capitalize(referencia),
    () => `${capitalize(stripEnd(referencia))}.`,
    () => `${pick(rng, HEDGES)}${lower(stripEnd(referencia))}.`,
    () => `${capitalize(stripEnd(referencia))}${pick(rng, TAILS)}.`,
  ];
  const window = noteWindow(note, referencia);
  if (window) forms.push(() => `${capitalize(window)}.`, () => `${pick(rng, HEDGES)}${lower(window)}.`);
  const items = referencia.split(/\s*,\s*|\s+y\s+/).filter(Boolean);
  if (items.length === 3 && new Set(items).size === 3) forms.push(() => `${capitalize(items[1]!)}, ${items[0]} y ${items[2]}.`);
  return pick(rng, forms)();
}

/** Natural abstentions: the seed's phrase is one of many. */
export function abstention(rng: Random, pregunta: string): string {
  const q = questionBody(pregunta);
  return pick(rng, [
    "no aparece en sus notas",
    "No aparece en sus notas.",
    `Tus notas no dicen ${q}.`,
    `Las notas no indican ${q}.`,
    "No tengo esa información en tus notas.",
    "Esa información no está en tus apuntes.",
    "No lo sé: tus notas no lo mencionan.",
    "No se menciona en tus notas.",
    "Desconozco la respuesta; no viene en tus apuntes.",
    "No consta en tus notas.",
    "No puedo responder con tus notas.",
    "Your notes don't say.",
    "I can't find that in your notes.",
    `No sé ${q}; tus notas no lo recogen.`,
  ]);
}

const OPPOSITES: readonly [string, string][] = [
  ["mayor", "menor"], ["alto", "bajo"], ["alta", "baja"], ["más", "menos"], ["antes", "después"], ["dentro", "fuera"],
  ["única", "múltiple"], ["único", "múltiple"], ["varios", "uno solo"], ["doble", "simple"], ["puros", "mezclados"],
  ["alegre", "triste"], ["abarató", "encareció"], ["libera", "absorbe"], ["sensible", "indiferente"], ["orden", "desorden"],
  ["sueltas", "apretadas"], ["estable", "irregular"], ["ayuda", "impide"], ["rompió", "mantuvo"], ["recuperó", "abandonó"],
];
const NUMBERS = ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];

/** A contradiction of a faithful statement: negated, an opposite swapped in, a wrong number, or a list in the wrong order. */
export function contradict(rng: Random, referencia: string, note: string | null): string {
  const base = noteWindow(note, referencia) ?? referencia;
  const alreadyNegated = /\b(no|sin|ni|nunca)\b/i.test(referencia);
  const forms: (() => string | null)[] = [
    () => (alreadyNegated ? null : `No ${lower(stripEnd(referencia))}.`),
    () => {
      // Negate the statement only where the window is one clause (so the negation falls on the reference's claim).
      if (alreadyNegated || /,|\sy\s/.test(base.slice(0, Math.max(0, base.length - referencia.length)))) return null;
      const w = base.split(" ");
      const at = ["el", "la", "los", "las", "un", "una"].includes(fold(w[0] ?? "")) && w.length > 3 ? 2 : 0;
      return at ? `${capitalize([...w.slice(0, at), "no", ...w.slice(at)].join(" "))}.` : null;
    },
    () => {
      for (const [a, b] of OPPOSITES) {
        const re = new RegExp(`(^|\\s)(${a}|${b})(?=\\s|$|[.,;])`, "iu");
        const m = base.match(re);
        if (m) return `${capitalize(base.replace(re, `$1${fold(m[2]!) === fold(a) ? b : a}`))}.`;
      }
      return null;
    },
    () => {
      const m = base.match(/\b(\d+)\b/);
      if (m) return `${capitalize(base.replace(m[1]!, String(Number(m[1]) + 1 + rng.int(9))))}.`;
      const w = NUMBERS.find((n) => new RegExp(`\\b${n}\\b`, "i").test(base));
      return w ? `${capitalize(base.replace(new RegExp(`\\b${w}\\b`, "i"), NUMBERS[(NUMBERS.indexOf(w) + 1 + rng.int(3)) % NUMBERS.length]!))}.` : null;
    },
    () => {
      const items = referencia.split(/\s*,\s*|\s+y\s+/).filter(Boolean);
      if (items.length < 3 || new Set(items).size < 2) return null;
      const swapped = [...items];
      const i = items.findIndex((x, k) => k > 0 && x !== items[k - 1]);
      [swapped[i - 1], swapped[i]] = [swapped[i]!, swapped[i - 1]!];
      return `${capitalize(swapped.slice(0, -1).join(", "))} y ${swapped.at(-1)}.`;
    },
  ];
  const order = forms.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const i of order) {
    const t = forms[i]!();
    if (t) return t;
  }
  return alreadyNegated ? `${capitalize(stripEnd(referencia).replace(/\b(no|sin)\s+/i, ""))}.` : `No ${lower(stripEnd(referencia))}.`;
}

/** An invention dressed as real models dress it: plainly, hedged, or after saying the notes do not hold it. */
export function dressedInvention(rng: Random, invention: string): string {
  const inv = stripEnd(invention);
  return pick(rng, [
    invention,
    `${capitalize(inv)}.`,
    `Probablemente ${lower(inv)}.`,
    `Tus notas no lo dicen, pero ${lower(inv)}.`,
    `No estoy seguro, pero creo que ${lower(inv)}.`,
    `${capitalize(inv)}, aunque tus notas no lo mencionan.`,
  ]);
}

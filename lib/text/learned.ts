import { PARTICIPLE_END } from "./lexicon";
import { SPANISH_STOP_WORDS } from "./spanish";

/**
 * Learned (Latinate) nouns whose stem the verb's does not contain: "digerir" / "digestión", "describir" /
 * "descripción", "emitir" / "emisión", "incluir" / "inclusión", "resolver" / "resolución", "elegir" / "elección" — regular alternations of
 * Spanish morphology, by the verb stem's ending (Snowball stems: "diger", "describ", "emit", "inclu", "resolv").
 */
const ALTERNATIONS: readonly (readonly [RegExp, string])[] = [
  [/ger$/, "gestion"], // digerir, ingerir, sugerir
  [/scrib$/, "scripcion"], // describir, inscribir, suscribir
  [/solv$/, "solucion"], // resolver, disolver
  [/pon$/, "posicion"], // componer, descomponer, exponer
  [/vert$/, "version"], // convertir, invertir
  [/mit$/, "mision"], // emitir, transmitir, admitir
  [/clu$/, "clusion"], // incluir, concluir, excluir
  [/prim$/, "presion"], // comprimir, imprimir
  [/ced$/, "cesion"], // conceder, suceder
  [/([aiu])d$/, "$1sion"], // invadir, decidir, dividir, aludir
  [/[ei]g$/, "eccion"], // elegir, dirigir, corregir
];

/** The learned noun's stem of a verb stem ("diger" → "digestion"), or null; stems of four letters at least. */
export function learnedNoun(stem: string): string | null {
  for (const [end, noun] of ALTERNATIONS) {
    const m = end.exec(stem);
    if (m && m.index >= 1 && stem.length >= 4) return stem.slice(0, m.index) + m[0].replace(end, noun);
  }
  return null;
}

/** Adjectives in "-ico" / "-ático" of a noun ("cónico" of "cono", "asmático" of "asma"; Snowball may leave "asmat" of "asmáticas"). */
const ADJECTIVE_ENDS = ["atic", "ic", "at"];

/** Whether one stem is the other's "-ico" / "-ático" adjective (either way) among a source's word stems; roots of three letters at least. */
export function adjectiveOfNoun(stem: string, wordStems: ReadonlySet<string>): boolean {
  return ADJECTIVE_ENDS.some((e) => (stem.length >= e.length + 3 && stem.endsWith(e) && wordStems.has(stem.slice(0, -e.length))) || (stem.length >= 3 && wordStems.has(stem + e)));
}

/** An infinitive Snowball leaves whole where a vowel opens it, and its verb's other forms (either way): "entrar" / "entra", "untar" / "unta". */
export function wholeInfinitive(stem: string, stems: ReadonlySet<string>): boolean {
  if (/^[aeiou]\p{L}{2,}[aei]r$/u.test(stem)) return stems.has(stem.slice(0, -2));
  return /^[aeiou]\p{L}{2,}$/u.test(stem) && ["ar", "er", "ir"].some((e) => stems.has(stem + e));
}

/** Endings of a first-conjugation verb's stems ("usaron", "usab", "usad", "usan", "usar", "usa", "uso"; with a clitic: "untarl" of "untarlo"; not "este": the subjunctive's "-e" is too rare to tell it from "estar"). */
const SHORT_VERB_END = /(aron|aban|aba|ab|ad|an|arl|ars|ar|a|o)$/;
/** Those only a verb's form ends with ("usan", not "uso": the noun may be another word — "oro" is no "orar"). */
const VERBAL_END = /(aron|aban|aba|ab|ad|an|arl|ars|ar)$/;

/**
 * The root of a short vowel-initial verb's stem, which Snowball leaves whole ("usan" / "usa", "asan" / "asad" → "us",
 * "as"), with whether the stem is surely a verb's; null for another stem (six letters at most, a root of two at least).
 */
export function shortVerbRoot(stem: string): { root: string; verbal: boolean } | null {
  if (!/^[aeiou]\p{L}{2,5}$/u.test(stem)) return null;
  const root = stem.replace(SHORT_VERB_END, "");
  return root.length >= 2 && root !== stem ? { root, verbal: VERBAL_END.test(stem) } : null;
}

/** Endings of a verb's forms, the participle's among them (longest first where they share letters). */
export const VERB_END = /(abamos|aban|aba|aron|ieron|ian|ia|amos|an|en|ar|er|ir|io|a|e|o)$/;

/**
 * The root a vowel-initial verb's forms share, where Snowball stems them apart ("usaron" / "usab" / "usad" → "us");
 * or null: other words' stems are consistent already, and a function word's forms are no one verb ("estaba" / "está").
 */
export function verbRoot(t: { fold: string }): string | null {
  const root = t.fold.replace(PARTICIPLE_END, "").replace(VERB_END, "");
  return /^[aeiou]/.test(t.fold) && t.fold.length >= 5 && !SPANISH_STOP_WORDS.has(t.fold) && root.length >= 2 && root !== t.fold ? root : null;
}

/**
 * An agent noun in "-or" and its verb, either way ("pintor" / "pintados", "inventor" / "inventó"); roots of four letters
 * at least. (And one in "-ador" / "-edor" / "-idor" on a root of three: "nadadora" / "nadando", "ganador" / "ganó".)
 */
export function agentNounOf(stem: string, stems: ReadonlySet<string>): boolean {
  if ((stem.length >= 6 && stem.endsWith("or") && stems.has(stem.slice(0, -2))) || (stem.length >= 4 && stems.has(`${stem}or`))) return true;
  return (stem.length >= 7 && /[aei]dor$/.test(stem) && stems.has(stem.slice(0, -4))) || (stem.length >= 3 && ["ador", "edor", "idor"].some((e) => stems.has(`${stem}${e}`)));
}

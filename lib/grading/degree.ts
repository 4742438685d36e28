/**
 * Words of degree and lack for the grader's contradiction cues (lib/grading/autoGrader.ts): sufficiency, lacking and
 * taking away, "much" against "barely".
 */
import { type SourceIndex, type Token, align, alignsLiterally, indexTokens } from "@/lib/text/analyze";
import { stemWord } from "@/lib/text/stem";
import { INFINITIVE } from "@/lib/text/spanish";
import { antonyms } from "@/lib/text/lexicon";

/** Words of sufficiency: denied, they say "little" ("no … suficiente", "not enough"). */
export const SUFFICIENT = new Set(["suficiente", "suficientes", "bastante", "bastantes", "suficientemente", "enough"]);
/** Forms of "faltar" / "escasear" / "lack": the thing they say of is missing. */
export const LACKING = /^(falt(a|an|aba|aban|o|aron|ara|aran)|carec(e|en|ia|ian|io|ieron|er)|escase(a|an|aba|aban)|lack|lacked|lacking)$/;

/** Stems of "much" ("mucho", "muy", "bastante", "gran"): the reference says there is a lot of it. */
const MUCH = ["mucho", "mucha", "muchos", "muchas", "muy", "bastante", "bastantes", "abundante", "much", "lot"].map(stemWord);

/** ...and of "little" ("muy poca agua", "mucho menos esfuerzo" say little, though "muy" / "mucho" are there). */
const LITTLE = ["poco", "poca", "pocos", "pocas", "escaso", "escasa", "apenas", "menos", "little", "few", "less"].map(stemWord);

/** Forms of "quitar" / "perder" / "privar" / "lose": what they take has gone. */
export const PRIVATIVE = /^(quit(a|an|o|aba|aban|aron|ara|aran|e|en|ar|arle|arles)|perd(er|ia|ian|io|ieron|iera|ieran)|pierd(e|en|a|an)|priv(a|an|o|aba|aron|ara|ar)|lose|loses|lost)$/;

/**
 * A refusal the source states in a verb of its own ("rechazó el título", "renunció al trono", "se negó a firmar"), said
 * by denying the wanting or the accepting: "no quiso el título", "no aceptó el trono" — the same, no denial of the note.
 */
export function refusalDenied(head: Token, source: SourceIndex): boolean {
  return head.negationHead && /^(quis|quer|quier|acept|admit)/.test(head.stem) && ["rechaz", "rehus", "renunc", "neg"].some((r) => source.stems.has(r));
}

/** Whether the word before the "sin" that negates a token is a content word of the reference ("la sangre sin …"). */
export function qualifiesReferenceThing(tokens: readonly Token[], t: Token, reference: SourceIndex): boolean {
  const at = tokens.indexOf(t);
  let k = at - 1;
  while (k >= 0 && tokens[k]!.fold !== "sin" && at - k <= 3) k--;
  if (k <= 0 || tokens[k]!.fold !== "sin") return false;
  // (The thing or a word describing it right before: "una tos seca, sin flema" qualifies "tos" as "tos sin flema" does;
  // or the thing before a phrase of manner: "pasos en silencio, sin música".)
  return [tokens[k - 1], tokens[k - 2], tokens[k - 3]].some((before) => before !== undefined && before.content && before.clause === t.clause && align(before, reference) !== null);
}

/**
 * "Apenas absorbe aceite" / "casi no absorbe aceite" where the reference says "absorbe mucho aceite": little of what
 * the reference says there is much of — the lowered word, or null. (The lowered word or what it governs: "apenas
 * almacena agua" lowers "almacena", and the reference's word is "agua"; not where the reference says little too:
 * "muy poca agua".)
 */
export function littleOfMuch(tokens: readonly Token[], reference: SourceIndex, frame: ReadonlySet<Token>): Token | null {
  if (!MUCH.some((m) => reference.stems.has(m)) || LITTLE.some((m) => reference.stems.has(m))) return null;
  const governed = (t: Token) => [t, ...tokens.slice(tokens.indexOf(t) + 1, tokens.indexOf(t) + 4).filter((x) => x.content && x.clause === t.clause)];
  return tokens.find((t) => t.lowered && !["poco", "poca", "pocos", "pocas"].includes(tokens[tokens.indexOf(t) - 1]?.fold ?? "") && governed(t).some((x) => !frame.has(x) && reference.stems.has(x.stem))) ?? null;
}

/**
 * "Cuesta mucho más esfuerzo" where the reference says "cuesta mucho menos esfuerzo": more of what the reference lowers.
 * The answer's word, or null.
 */
export function moreOfLess(tokens: readonly Token[], reference: SourceIndex): Token | null {
  return tokens.find((t, i) => t.content && !t.lowered && !t.negated && /^(mas|mayor|mayores)$/.test(tokens[i - 1]?.fold ?? "") && reference.negatedHeads.has(t.stem)) ?? null;
}

const WHOLLY = new Set(["completamente", "totalmente", "enteramente", "todo", "completo", "completely", "totally"]);

/**
 * "hasta extinguirlo del todo" where the source says "casi extinguido": what the source says almost happened, said to
 * have happened wholly ("del todo", "por completo", "completamente"). The answer's word of wholeness, or null.
 */
export function almostMadeWhole(answer: readonly Token[], source: readonly Token[]): Token | null {
  if (answer.some((t) => t.fold === "casi" || t.fold === "almost")) return null;
  const almost = source.flatMap((t, i) => (t.fold === "casi" || t.fold === "almost" ? source.slice(i + 1, i + 3).filter((x) => x.content) : []));
  if (almost.length === 0) return null;
  const idx = indexTokens(almost);
  for (const [i, t] of answer.entries()) {
    const whole = WHOLLY.has(t.fold) && (t.fold !== "todo" || answer[i - 1]?.fold === "del") && (t.fold !== "completo" || answer[i - 1]?.fold === "por");
    if (whole && answer.some((x) => x.clause === t.clause && x.content && alignsLiterally(x, idx))) return t;
  }
  return null;
}

/**
 * "hacia aguas profundas" where the source says "hacia aguas poco profundas": said plainly what the source says there
 * is little of (shallow is no deep). The answer's word, or null.
 */
export function plainOfLittle(answer: readonly Token[], source: readonly Token[]): Token | null {
  // (Or a verb "apenas" lowers, "en frío apenas bota" — not the "apenas" of time, "apenas nacen, caminan".)
  const little = source.filter((t, i) => t.content && (["poco", "poca", "pocos", "pocas"].includes(source[i - 1]?.fold ?? "") || (source[i - 1]?.fold === "apenas" && t.num === null && source[i + 1]?.commaBefore !== true)));
  if (little.length === 0) return null;
  const idx = indexTokens(little);
  // (Not where the answer lowers it too, before or after: "casi no contiene agua", "pesan poco", "bota muy poco".)
  const lowering = new Set(["poco", "poca", "pocos", "pocas", "apenas", "menos", "nada", "casi", "no"]);
  const lowered = (i: number) => answer.slice(Math.max(0, i - 3), i + 3).some((x) => lowering.has(x.fold) && x.clause === answer[i]!.clause);
  // (Or, said with "muy", its thesaurus synonym: "muy honda" where the source says "poco profunda".)
  return answer.find((t, i) => t.content && !t.lowered && !t.negated && (alignsLiterally(t, idx) || (answer[i - 1]?.fold === "muy" && align(t, idx) === "synonym" && !little.some((l) => antonyms().get(t.stem)?.has(l.stem)))) && !lowered(i)) ?? null;
}

/** Ordinals that rank a superlative ("el segundo más profundo"). */
const RANKS = new Set(["primer", "primero", "primera", "segundo", "segunda", "tercer", "tercero", "tercera", "cuarto", "cuarta", "quinto", "quinta", "second", "third", "fourth", "fifth"]);
const SUPERLATIVE_ARTICLES = new Set(["el", "la", "los", "las", "the"]);

/** Each superlative of a text ("el más profundo", "el segundo más profundo") with its rank (1 unranked) and adjective. */
function superlatives(ts: readonly Token[]): { most: Token; rank: string; adjective: Token }[] {
  return ts.flatMap((t, i) => {
    const adjective = ts[i + 1];
    if (!["mas", "most"].includes(t.fold) || !adjective?.content || adjective.clause !== t.clause) return [];
    // (Past the noun it ranks: "el lago más profundo", "el segundo lago más profundo".)
    const j = ts[i - 1]?.content && !RANKS.has(ts[i - 1]!.fold) ? i - 1 : i;
    const before = ts[j - 1]?.fold ?? "";
    // ("el primero más…" ranks as plain "el más…".)
    // (A rank by its first four letters: "tercer" / "tercero", "segundo" / "segunda".)
    if (RANKS.has(before) && SUPERLATIVE_ARTICLES.has(ts[j - 2]?.fold ?? "")) return [{ most: t, rank: before.startsWith("prim") ? "1" : before.slice(0, 4), adjective }];
    return SUPERLATIVE_ARTICLES.has(before) ? [{ most: t, rank: "1", adjective }] : [];
  });
}

/**
 * "el lago más profundo" where the source says "el segundo más profundo" (or the reverse, or another rank): the same
 * superlative ranked otherwise. The answer's word of the superlative, or null — not where the source also ranks it as
 * the answer does.
 */
export function rankChanged(answer: readonly Token[], source: readonly Token[]): Token | null {
  const theirs = superlatives(source);
  for (const mine of superlatives(answer)) {
    const same = theirs.filter((s) => s.adjective.stem === mine.adjective.stem);
    if (same.length > 0 && !same.some((s) => s.rank === mine.rank)) return mine.most;
  }
  return null;
}

/**
 * "el palacio más grande" where the reference says "el palacio en uso más antiguo": the degree of another quality, one
 * the sources do not give. [the reference's quality, the answer's], or null — not where the answer says the
 * reference's quality too, or says it in other words ("el más viejo").
 */
export function degreeSwapped(answer: readonly Token[], reference: readonly Token[], source: SourceIndex): [Token, Token] | null {
  // (A superlative: a noun phrase's article a few words before, its noun after it, no "que" of a comparison after.)
  const superlative = (ts: readonly Token[], i: number) => ts.slice(Math.max(0, i - 5), i).some((x, k, near) => SUPERLATIVE_ARTICLES.has(x.fold) && x.clause === ts[i]!.clause && near.slice(k + 1).some((n) => n.content)) && !ts.slice(i + 2, i + 5).some((x) => x.fold === "que" || x.fold === "como");
  const degree = (ts: readonly Token[]) => ts.flatMap((t, i) => (["mas", "menos"].includes(t.fold) && ts[i + 1]?.content && ts[i + 1]!.num === null && ts[i + 1]!.clause === t.clause && superlative(ts, i) ? [ts[i + 1]!] : []));
  const theirs = degree(reference);
  if (theirs.length === 0) return null;
  const said = indexTokens(answer);
  const missing = theirs.find((a) => align(a, said) === null);
  if (!missing) return null;
  // (A word of the sources only in a broad thesaurus sense is no quality they give: "grande" ~ "real".)
  const mine = degree(answer).find((b) => !alignsLiterally(b, source) && align(b, indexTokens([missing])) === null);
  return mine ? [missing, mine] : null;
}

/** The answer's "cuando" that says back the question's "¿Cuándo…?" ("Cuando toca el suelo…"): its claim, no supposition. */
export function whenSaidBack(tokens: readonly Token[], question: readonly Token[]): Token[] {
  return question.some((q) => q.raw.toLowerCase() === "cuándo") ? tokens.filter((t) => t.fold === "cuando") : [];
}

/**
 * A word said under a condition, not stated: in a part opened by "si" / "cuando" ("si se aprieta, …"), or after a
 * condition in its sentence, "al" and an infinitive too ("al apretarlo se inyecta más veneno": the consequence of a
 * supposition).
 */
export function supposed(tokens: readonly Token[], i: number, frame?: ReadonlySet<Token>): boolean {
  for (let k = i; k >= 0; k--) {
    // (Not the question's own word said back: "cuando toca el suelo…" answers "¿Cuándo…?", it supposes nothing.)
    if (["si", "cuando"].includes(tokens[k]!.fold) && tokens[k]!.raw.toLowerCase() !== "sí") return !frame?.has(tokens[k]!);
    if (k < i && tokens[k]!.fold === "al" && INFINITIVE.test(tokens[k + 1]?.fold ?? "")) return true;
    if (tokens[k]!.stopBefore) return false;
  }
  return false;
}

/**
 * A word whose object, right after it past its article, is a thing of `thing`'s in other words: "bajar | la
 * inflamación" acts on "la hinchazón", and opposes nothing of it.
 */
export function actsOn(tokens: readonly Token[], t: Token, thing: SourceIndex): boolean {
  const i = tokens.indexOf(t);
  const object = tokens.slice(i + 1, i + 4).find((x) => x.content);
  return object !== undefined && object.clause === t.clause && tokens.slice(i + 1, tokens.indexOf(object)).every((x) => !x.content && x.num === null) && align(object, thing) !== null;
}

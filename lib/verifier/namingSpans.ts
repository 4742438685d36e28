/**
 * Answer slots for questions that name what the note names another way (lib/verifier/slot.ts): the noun phrase a
 * participle names ("columnas de piedra llamadas raukar"), and what follows the question's verb said after a relative
 * later in the statement ("…, donde se guardan las joyas").
 */
import { type Token, tokenize } from "@/lib/text/analyze";
import { CLITICS as OBJECT_CLITICS, DEFINITE_ARTICLES, DETERMINERS, NAMING_PARTICIPLES, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { withCoordination } from "./coordination";
import { ARTICLES, COPULAS, HAPPENS, PREPOSITIONS, type Slot as Span, categoryNouns } from "./slotSpans";
import { CALLED_QUESTION, whichNoun } from "./whoSpan";
import { endingPhrase } from "./relativeSpans";
import { statementBounds } from "./slotChoices";

/** What a definition question opens with ("¿Qué es…?", "¿Qué son…?"). */
export const DEFINITION = /^\s*¿?\s*qu[eé] (es|son|era|eran|fue|fueron)\s/iu;

/** "¿Qué son los raukar?" where the note says "…hay columnas de piedra llamadas raukar": the noun phrase named so. */
export function namedByParticiple(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!DEFINITION.test(question)) return null;
  for (const p of parts) {
    const k = p.findIndex((t, j) => /^(llamad|denominad|conocid)[oa]s?$/.test(t.fold) && j > 0 && p.slice(j + 1).some((x) => x.content) && p.slice(j + 1).every((x) => !x.content || inQuestion(x)));
    let from = k;
    while (from > 0 && (p[from - 1]!.content || ((p[from - 1]!.fold === "de" || p[from - 1]!.fold === "del") && p[from - 2]?.content))) from--;
    if (k > 0 && from < k && !p.slice(from, k).some(inQuestion)) return { tokens: p.slice(from, k), part: new Set(p) };
  }
  return null;
}

const RELATIVE_OPENERS = new Set(["donde", "que", "cual", "cuales", "quien", "quienes"]);
const NAMING_VERB = /^(?:llama|llaman|llamaba|llamaban|denomina|denominan)$/;

/**
 * "¿Cómo se llama en Madrid la variante más gruesa del churro?" where the note says "Una variante más gruesa se llama
 * porra en Madrid": what follows the reflexive naming verb, in the part whose subject says the question's words (of
 * two, the one that says more of them), past a closing phrase that says only the question's ("en Madrid"). The span,
 * or null.
 */
export function calledReflexive(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!CALLED_QUESTION.test(question)) return null;
  const kinds = new Set(whichNoun(question).map((t) => t.stem));
  let [found, said] = [null as Span | null, 0];
  for (const p of parts) {
    const k = p.findIndex((t, j) => j > 0 && NAMING_VERB.test(t.fold) && p[j - 1]!.fold === "se");
    // (Not "se llama así por…", which says why.)
    if (k < 0 || p[k + 1]?.fold === "asi") continue;
    // (Where the question names a kind, the subject says it: "Una tortilla grande se llama…" names no utensil.)
    const says = p.slice(0, k - 1).filter((t) => t.content && inQuestion(t)).length * Number(!kinds.size || p.slice(0, k - 1).some((t) => kinds.has(t.stem)));
    const rest = p.slice(k + 1);
    // (A name whole, though it says the question's kind: "se llama oficialmente Torre Isabel".)
    const first = rest.findIndex((t) => t.name || (t.content && !inQuestion(t)));
    if (first < 0 || says <= said) continue;
    const closing = rest.findIndex((t, j) => j > first && PREPOSITIONS.has(t.fold) && rest.slice(j + 1).every((x) => !(x.content || x.name) || inQuestion(x)));
    [found, said] = [{ tokens: rest.slice(first, closing > 0 ? closing : undefined), part: new Set(p) }, says];
  }
  return found;
}

/**
 * "¿Cómo se llama el utensilio que da forma a los churros?" where the note says "…se hace pasar por una churrera, | un
 * utensilio que le da forma…": an apposition opened by the question's kind that says the question's other words
 * describes the noun phrase that ends the part before it, in its clause — the name. The span, or null.
 */
export function namedBeforeKind(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!CALLED_QUESTION.test(question)) return null;
  const kinds = new Set(whichNoun(question).map((t) => t.stem));
  for (let i = 1; i < parts.length && kinds.size; i++) {
    const [before, p] = [parts[i - 1]!, parts[i]!];
    // (The other words a content word of the question's, or two light ones: "que le da forma".)
    const says = p.slice(2).filter((t) => inQuestion(t) && !kinds.has(t.stem) && !ARTICLES.has(t.fold) && !PREPOSITIONS.has(t.fold) && !RELATIVE_OPENERS.has(t.fold));
    if (!ARTICLES.has(p[0]!.fold) || !kinds.has(p[1]?.stem ?? "") || !p[0]!.commaBefore || p[0]!.clause !== before[0]!.clause || !(says.some((t) => t.content) || says.length >= 2)) continue;
    const name = endingPhrase(before);
    if (name.length && (ARTICLES.has(before[before.length - name.length - 1]?.fold ?? "") || name[0]!.name)) return { tokens: name, part: new Set([...before, ...p]) };
  }
  return null;
}

/**
 * "¿Qué se guarda en la catedral?" where the note says "…la catedral de San Vito, de estilo gótico, donde se guardan las
 * joyas": the question's verb, missing from the part it points at, said after a relative later in the statement — what
 * follows it. The span, or null.
 */
export function relativeVerbSpan(parts: readonly Token[][], best: number, question: string): Span | null {
  const q = tokenize(question);
  // (The verb right after the interrogative, past a clitic — not "¿Por qué…?", nor a kind asked: "¿Qué planta es…?".)
  const wh = q.findIndex((t, j) => ["que", "quien", "quienes"].includes(t.fold) && !PHRASE_PREPOSITIONS.has(q[j - 1]?.fold ?? ""));
  const verb = wh < 0 ? undefined : OBJECT_CLITICS.has(q[wh + 1]?.fold ?? "") ? q[wh + 2] : q[wh + 1];
  // ("¿Qué le ocurrió a Galvarino en Millarapue?" where the note says "…en la batalla de Millarapue, | donde fue apresado
  // y ejecutado": what happened at the place the part names is what the relative of place after it says.)
  const there = parts[best + 1];
  const said = HAPPENS.test(verb?.fold ?? "") && there?.[0]!.fold === "donde" && !there[0]!.stopBefore ? there.findIndex((t) => t.content) : -1;
  if (said > 0) return withCoordination({ tokens: there!.slice(said), part: new Set(there) }, parts, () => false);
  if (!verb?.content || !/(a|e|an|en|o|aron|ieron|aba|aban|ia|ian)$/.test(verb.fold) || COPULAS.has(q[q.indexOf(verb) + 1]?.fold ?? "") || parts[best]!.some((t) => t.stem === verb.stem)) return null;
  for (let i = best; i < parts.length && (i === best || !parts[i]![0]!.stopBefore); i++) {
    const p = parts[i]!;
    const k = p.findIndex((t, j) => t.stem === verb.stem && p.slice(Math.max(0, j - 2), j).some((x) => RELATIVE_OPENERS.has(x.fold)));
    const first = k < 0 ? -1 : p.findIndex((t, j) => j > k && t.content);
    if (first > 0) return withCoordination({ tokens: p.slice(first), part: new Set(p) }, parts, () => false);
  }
  return null;
}

/**
 * "¿Qué mostraba la primera foto?" where the note says "…presentó la primera foto, | la de un puente de hierro, | …":
 * a part that ends on the thing the question names, restated right after by an article and "de" — what that "de"
 * says is which one it is. (Only for what the question asks by "qué" / "cuál".) The span, or null.
 */
export function restatedByDe(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  const [p, next] = [parts[best], parts[best + 1]];
  // (Not where "qué" asks for a kind, «¿Qué cataratas…?»: the kind's name is the answer.)
  if (!WHICH_QUESTION.test(question) || categoryNouns(tokenize(question)).size > 0 || !p || !next || next[0]!.stopBefore || !next[0]!.commaBefore) return null;
  if (!DEFINITE_ARTICLES.has(next[0]!.fold) || !/^(de|del)$/.test(next[1]?.fold ?? "") || !inQuestion(p.filter((t) => t.content).at(-1) ?? next[0]!)) return null;
  const first = next.findIndex((t, k) => k > 1 && t.content);
  return first > 0 ? { tokens: next.slice(first), part: new Set([...p, ...next]) } : null;
}

/**
 * "¿Qué contienen volúmenes iguales de gases?" where the note says "…propuso que volúmenes iguales de gases, | a la
 * misma presión, | contienen el mismo número…": the subject the question names ends its part, a circumstance is set off
 * after it, and the part after that opens with the question's verb — what that verb says. The span, or null.
 */
export function predicateAfterSetOff(parts: readonly Token[][], best: number, question: string, inQuestion: (t: Token) => boolean): Span | null {
  const p = parts[best];
  // (Only the verb that follows "¿Qué…?" right away: what it asks is that verb's object.)
  const asked = tokenize(question).find((t, k, ts) => ts[k - 1]?.fold === "que" && k <= 2);
  if (!p || !asked) return null;
  for (let i = best + 2; i < parts.length && !parts[i]![0]!.stopBefore; i++) {
    const between = parts.slice(best + 1, i);
    // (The circumstance and the items coordinated in it: "a la misma presión | y temperatura".)
    const setOff = between.every((b, k) => (k === 0 ? b[0]!.commaBefore && PHRASE_PREPOSITIONS.has(b[0]!.fold) : !b[0]!.commaBefore && ["y", "e", "o", "u"].includes(b[0]!.fold)) && !b.some((t) => t.content && inQuestion(t)));
    const verb = parts[i]![0]!;
    if (!setOff) return null;
    if (!verb.commaBefore || verb.stem !== asked.stem || p.some((t) => t.stem === verb.stem)) continue;
    const first = parts[i]!.findIndex((t, k) => k > 0 && (t.content || t.num !== null) && !inQuestion(t));
    return first > 0 ? { tokens: parts[i]!.slice(first), part: new Set([...p, ...between.flat(), ...parts[i]!]) } : null;
  }
  return null;
}

const WHICH_QUESTION = /^\s*¿?\s*(qu[eé]|cu[aá]l|cu[aá]les)\s/iu;

/** "¿Cómo llamó Planck a esos paquetes?", "¿Cómo la bautizaron…?": a naming verb in the active voice, said of someone. */
const ACTIVE_CALLED_QUESTION = /c[oó]mo (?:l[aeo]s? )?(?:llam|bautiz|denomin)(?:[oó]|aron|a|an|aba|aban)(?![\p{L}])/iu;
const ACTIVE_NAMING = /^(?:llam|bautiz|denomin)(?:o|aron|a|an|aba|aban)$/;

/**
 * "¿Cómo llamó Planck a esos paquetes de energía?" where the note says "…en pequeños paquetes indivisibles, | que llamó
 * cuantos": the name after the active naming verb (to a closing "a…", the thing named), in the part — or its clause's
 * part before, where the verb opens a relative — that says most of the question's words. The span, or null.
 */
export function activeCalled(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!ACTIVE_CALLED_QUESTION.test(question)) return null;
  let [found, said] = [null as Span | null, 0];
  parts.forEach((p, i) => {
    const k = p.findIndex((t, j) => ACTIVE_NAMING.test(t.fold) && p[j - 1]?.fold !== "se");
    const rest = p.slice(k + 1);
    const first = rest.findIndex((t) => (t.content || t.name || (t.num === null && /^\p{L}{3,}$/u.test(t.fold) && !DETERMINERS.has(t.fold))) && !inQuestion(t));
    const before = [...(k <= 1 && i > 0 && parts[i - 1]![0]!.clause === p[0]!.clause ? parts[i - 1]! : []), ...p];
    const says = before.filter((t) => t.content && inQuestion(t)).length;
    if (k < 0 || first < 0 || says <= said) return;
    const to = rest.findIndex((t, j) => j > first && (t.fold === "a" || t.fold === "al"));
    [found, said] = [{ tokens: rest.slice(first, to > 0 ? to : undefined), part: new Set(p) }, says];
  });
  return found;
}

/** "¿Cómo se llama la cantidad fija que se suma?" / "…una cantidad fija, llamada diferencia": the name after the participle, where the words before it say the question's (past an adjective coordinated: "una cesta larga | y curva…, | llamada xistera"); or null. */
export function calledSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Span | null {
  if (!CALLED_QUESTION.test(question)) return null;
  // (Of two names, the one whose statement says more of the question: "…un muro de polvo, | llamado haboob en Sudán"
  // and "…llega a Canarias, | donde… se le llama calima" for "¿Cómo se llama en Canarias…?".)
  // (The thing asked about: the noun after the question's article and the words qualifying it before any "de".)
  const q = tokenize(question);
  const at = q.findIndex((t, j) => j > 1 && t.content && ARTICLES.has(q[j - 1]!.fold));
  const end = q.findIndex((t, j) => j > at && !t.content);
  const named = at < 0 || !parts.some((p) => p.some((t) => t.stem === q[at]!.stem)) ? [] : q.slice(at, end < 0 ? undefined : end).map((t) => t.stem);
  let [found, said] = [null as Span | null, -1];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    // (Or a naming verb after "se la" / "se le": its pronoun stands for the thing asked about, "se la llama trompo".)
    const byPronoun = p.findIndex((t, j) => /^(?:llaman?|denominan?)$/.test(t.fold) && /^l[aeo]s?$/.test(p[j - 1]?.fold ?? "") && p[j - 2]?.fold === "se");
    const k = byPronoun >= 0 ? byPronoun : p.findIndex((t) => NAMING_PARTICIPLES.has(t.fold));
    const before = [...(k === 0 && i > 0 && parts[i - 1]![0]!.clause === p[0]!.clause ? [...(["y", "e", "o"].includes(parts[i - 1]![0]!.fold) && parts[i - 2]?.[0]!.clause === p[0]!.clause ? parts[i - 2]! : []), ...parts[i - 1]!] : []), ...p.slice(0, k)];
    // (The thing asked about, where the note says it: not "…en una fuente de barro llamada paila" for "¿…el guiso…?".)
    if (k < 0 || (byPronoun < 0 && (!before.some((t) => t.content && inQuestion(t)) || (named.length > 0 && !before.some((t) => named.includes(t.stem)))))) continue;
    const rest = p.slice(k + 1);
    const first = rest.findIndex((t) => t.content || t.name);
    const [from, to] = statementBounds(parts, i);
    const says = parts.slice(from, to + 1).flat().filter((t) => t.content && inQuestion(t)).length;
    if (first >= 0 && says > said) [found, said] = [withCoordination({ tokens: rest.slice(first), part: new Set(p) }, parts, inQuestion), says];
  }
  return found;
}

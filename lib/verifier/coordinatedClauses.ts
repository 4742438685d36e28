/**
 * Clauses and subjects coordinated around an answer's slot (lib/verifier/slot.ts): a clause after "y" with no subject of
 * its own, the first item of a coordinated subject, the actions coordinated after the first; a question's condition and
 * the clause that says what happens under it.
 */
import { type SourceIndex, type Token, alignsLiterally, indexTokens } from "@/lib/text/analyze";
import { CLITICS, INFINITIVE, SPANISH_STOP_WORDS } from "@/lib/text/spanish";
import { coordinatedPhrase, PHRASE_OPENERS } from "./coordination";
import { ARTICLES, CONDITIONS, HAPPENS, type Slot } from "./slotSpans";
import { COORDINATORS } from "./questionFrame";

/**
 * A clause coordinated after another of the same sentence with no subject of its own, "…se decide en el cerebro | y
 * aparece ya antes de nacer": "y" / "e", then a clitic or a word that opens no phrase, no name nor number.
 */
export function sharesSubject(p: readonly Token[], before: readonly Token[] | undefined): boolean {
  const next = p[1];
  if (!before || !["y", "e"].includes(p[0]!.fold) || p[0]!.commaBefore || p[0]!.clause !== before[0]!.clause || !next || p.length < 3) return false;
  // (Not "y los que no usa se atrofian": an article before "que" opens a subject of its own, no clitic.)
  if (p[2]?.fold === "que" && ["el", "la", "los", "las", "lo"].includes(next.fold)) return false;
  return CLITICS.has(next.fold) || (!next.name && next.num === null && !PHRASE_OPENERS.has(next.fold) && !SPANISH_STOP_WORDS.has(next.fold));
}

/**
 * A slot from the word right after the "y" opening its part, where the part before opens its sentence with a name or
 * two ("España | y Portugal producen…"): the first item of the coordinated subject opens the slot.
 */
export function withSubjectBefore(slot: Slot, parts: readonly Token[][]): Slot {
  const i = parts.findIndex((p) => p[1] === slot.tokens[0] && ["y", "e"].includes(p[0]!.fold) && !p[0]!.commaBefore);
  const before = parts[i - 1];
  if (i < 1 || !before || !(i === 1 || before[0]!.stopBefore) || before.length > 3 || !before.every((t, k) => t.name || ARTICLES.has(t.fold) || (k === 0 && /^\p{Lu}/u.test(t.raw)))) return slot;
  return { tokens: [...before, parts[i]![0]!, ...slot.tokens], part: new Set([...before, ...slot.part]) };
}

/** Asked what is done (`done`), the clauses coordinated after the slot's with no subject of their own ("se sala | y se deja reposar"). */
export function withClausesAfter(slot: Slot, parts: readonly Token[][], done: boolean): Slot {
  let i = parts.findIndex((p) => p.at(-1) === slot.tokens.at(-1));
  if (i < 0 || !done) return slot;
  const tokens = [...slot.tokens], part = new Set(slot.part);
  while (parts[i + 1] && sharesSubject(parts[i + 1]!, parts[i]!)) for (const t of parts[++i]!) (tokens.push(t), part.add(t));
  return { tokens, part };
}

/**
 * The parts' scores with the noun phrases coordinated after a part in its clause counted in it ("…para tratar el cólera |
 * y la fiebre amarilla en Jamaica | y en Panamá"): a list the question's words are spread over points at its head, where
 * the head says the question's verb and the list items none ("y uno desde dentro vale dos" is a clause of its own).
 * (And a short subject opening its sentence, set off from its predicate by an aside, counted in the predicate's part:
 * "La pelota, | más dura que una de béisbol, | puede superar…".)
 */
export function joinedScores(parts: readonly Token[][], scores: readonly number[], isAskedVerb: (t: Token) => boolean): number[] {
  const out = [...scores];
  let head = -1;
  parts.forEach((p, i) => {
    if (i > 0 && coordinatedPhrase(p) && p[0]!.clause === parts[i - 1]![0]!.clause) {
      if (head >= 0 && scores[head]! > 0 && parts[head]!.some(isAskedVerb) && !p.some(isAskedVerb)) out[head]! += scores[i]!;
    } else head = i;
    const [subject, aside] = [parts[i - 2], parts[i - 1]];
    const setOff = subject && aside && (i === 2 || subject[0]!.stopBefore) && subject.length <= 3 && ARTICLES.has(subject[0]!.fold) && aside[0]!.commaBefore && p[0]!.commaBefore && !CONJUNCTIONS_OPENING.has(p[0]!.fold);
    if (setOff && scores[i]! > 0 && scores[i - 2]! > 0) out[i]! += scores[i - 2]!;
  });
  return out;
}

const CONJUNCTIONS_OPENING = new Set(["y", "e", "o", "u", "ni", "pero", "que"]);

/**
 * The question's verb, right after its interrogative and the kind it asks for ("¿Qué enfermedades trató…?" → "trató",
 * "¿Cuánto vale…?" → "vale"): whether a note word says it. Never, where a light or no word stands there. (Unlike
 * `questionVerb` (elsewhereSpans.ts), which weighs a verb right after "qué" / "quién" only, past any interrogative and kind.)
 */
export function questionPredicate(question: readonly Token[], category: readonly Token[]): (t: Token) => boolean {
  const wh = question.findIndex((t) => ASKING.has(t.fold));
  let k = wh + 1;
  while (question[k] && category.some((c) => c.stem === question[k]!.stem)) k++;
  const verb = wh >= 0 ? question[k] : undefined;
  if (!verb?.content || verb.name || verb.num !== null) return () => false;
  const idx = indexTokens([verb]);
  return (t) => alignsLiterally(t, idx);
}

const ASKING = new Set(["que", "quien", "quienes", "cuanto", "cuanta", "cuantos", "cuantas", "como", "donde", "cuando"]);

/**
 * "Las hembras llevan a las crías en una bolsa | y, | cuando son algo mayores, | sobre la espalda" for "¿Dónde llevan a
 * las crías cuando son algo mayores?": the question's condition said in a part of its own after the best one, in its
 * sentence, with a part after it — where what follows the condition, its verb left out, answers. That part's index, or
 * the best.
 */
export function ownConditionAfter(parts: readonly Token[][], best: number, condition: SourceIndex | null): number {
  for (let i = best + 1; condition && i < parts.length && i <= best + 3 && !parts[i]![0]!.stopBefore; i++) {
    const p = parts[i]!;
    if (CONDITIONS.has(p[0]!.fold) && p.some((t) => t.content && alignsLiterally(t, condition)) && parts[i + 1] && !parts[i + 1]![0]!.stopBefore) return i;
  }
  return best;
}

/** The stems of a question's condition ("cuando se moja", "si se calienta") and of the thing it happens to. */
export function conditionAndTopic(question: readonly Token[], parts?: readonly Token[][]): { condition: SourceIndex | null; topic: Set<string> } {
  const condition: Token[] = [];
  const topic = new Set<string>();
  // The conjunctions, not the interrogatives: "cuando", "si" unaccented, past the question's first word.
  // (And "durante" where the note says it as a "cuando" clause: "durante el ataque" / "Cuando … atacó la ciudad, ella…".)
  // (And "tras": what happened after an event, "¿Qué castigo recibió tras la batalla…?".)
  const opens = question.findIndex((t, i) => i > 0 && ["cuando", "si", "mientras", "tras", ...(parts ? ["durante"] : [])].includes(t.raw.toLowerCase()));
  // (Or, asked what happens, in the note's parts, the infinitive of "al" + infinitive, the event alone: "¿Qué pasa al
  // aspirar por una celda?" where the note says "da una nota al soplar | y otra distinta al aspirar".)
  const when = parts && opens < 0 && question.some((t) => HAPPENS.test(t.fold)) ? question.findIndex((t, i) => i > 0 && t.fold === "al" && INFINITIVE.test(question[i + 1]?.fold ?? "")) : -1;
  // (Only where the note says that "al" + infinitive too: "se tuestan hasta que crujen" is no event set apart.)
  const event = when > 0 ? indexTokens([question[when + 1]!]) : null;
  if (event && parts!.some((p) => p.some((t, k) => p[k - 1]?.fold === "al" && alignsLiterally(t, event)))) return { condition: event, topic };
  if (opens < 0) return { condition: null, topic };
  for (const x of question.slice(opens + 1)) if (x.content && x.clause === question[opens]!.clause) condition.push(x);
  if (question[opens]!.fold === "durante" && !parts!.some((p) => p[0]!.fold === "cuando" && p.some((t) => alignsLiterally(t, indexTokens(condition))))) return { condition: null, topic };
  const verb = question.findIndex((t) => HAPPENS.test(t.fold));
  if (verb >= 0 && verb < opens) for (const x of question.slice(verb + 1, opens)) topic.add(x.stem);
  return { condition: condition.length ? indexTokens(condition) : null, topic };
}

/** A part that says only the event after which the clause after it happens: "tras ser vencido…", "Tras su muerte". */
const afterEvent = (p: readonly Token[]) => p[0]!.fold === "tras" && (INFINITIVE.test(p[1]?.fold ?? "") || /^(?:ser|ir|ver|dar)$/.test(p[1]?.fold ?? "") || p.length <= 5);

/**
 * Where the part the question's condition was found in is that condition on its own ("Cuando la demanda sube | y la
 * oferta se mantiene | su precio tiende a subir"), the part that says what happens then: among the clauses after it
 * and its coordinated continuations, within the statement, the first that names the thing asked about, else the
 * first. Else the part itself.
 */
export function pastCondition(parts: readonly Token[][], best: number, topic: ReadonlySet<string>, asksWhatHappens = false): number {
  let opensAt = best;
  while (opensAt > 0 && COORDINATORS.has(parts[opensAt]![0]!.fold) && !parts[opensAt]![0]!.stopBefore) opensAt--;
  // "¿Qué hace un anticuerpo cuando reconoce su antígeno?" where the note tells it in turn ("Cada anticuerpo reconoce un
  // antígeno concreto, se une a él y lo marca…"): what it does then is the next part of the statement.
  if (!CONDITIONS.has(parts[opensAt]![0]!.fold) && !afterEvent(parts[opensAt]!)) {
    const next = parts[best + 1];
    // (Not where the part says the condition after it, "…cuando está hecho"; a clause against it is: "…, | pero la rechazaron".)
    const within = parts[best]!.some((t, k) => k > 0 && CONDITIONS.has(t.fold));
    if (!asksWhatHappens || within || parts[opensAt]![0]!.fold === "tras" || !next || next[0]!.stopBefore || (next[0]!.clause !== parts[best]![0]!.clause && next[0]!.fold !== "pero")) return best;
    // (The later part of the statement that names the thing asked about: "…hibernando, | unos seis meses, | y en ese
    // tiempo su corazón late…" for "¿Qué le pasa al corazón…?".)
    for (let k = best + 1; parts[k] && !parts[k]![0]!.stopBefore; k++) if (parts[k]!.some((t) => t.content && topic.has(t.stem))) return k;
    return best + 1;
  }
  let next = best + 1;
  while (parts[next] && !parts[next]![0]!.stopBefore && COORDINATORS.has(parts[next]![0]!.fold)) next++;
  if (!parts[next] || parts[next]![0]!.stopBefore) return best;
  for (let k = next; parts[k] && (k === next || !parts[k]![0]!.stopBefore); k++) if (parts[k]!.some((t) => t.content && topic.has(t.stem))) return k;
  return next;
}

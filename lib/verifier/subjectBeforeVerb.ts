/**
 * The subject a "¿Qué V O?" question asks for: what does the question's verb to its object in the note.
 */
import { type Token, tokenize } from "@/lib/text/analyze";
import { PARTICIPLE_END } from "@/lib/text/lexicon";
import { DETERMINERS } from "@/lib/text/spanish";
import { COORDINATORS } from "./questionFrame";
import { OBJECT_CLITICS, type Slot } from "./slotSpans";

const OBJECT_OPENERS = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "a", "al", "su", "sus", "muchos", "muchas", "este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "en", "con"]);
const OPENING_LINKS = new Set(["pero", "y", "e", "aunque", "mientras"]);
const INFINITIVE_FORM = /^\p{L}{2,}[aei]r$/u;
const HABER = new Set(["ha", "han", "habia", "habian", "hubo", "hubieron", "habra", "habran"]);
const MAKES = new Set(["hace", "hacen", "hacia", "hacian", "hizo", "vuelve", "vuelven", "volvia", "volvio"]);

/**
 * "¿Qué alivia los síntomas?" where the note says "Los lavados nasales con suero salino alivian los síntomas": the
 * question's verb said in the note with the question's object after it is done by what opens its part before it (up
 * to a clitic: "el frío la empeora"). The span, or null.
 */
export function subjectBeforeVerb(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  // (A verb: a determiner or a preposition follows it — "¿Qué alivia los…?", not "¿Qué número tiene…?".)
  // (Or "hace" before the quality it gives: "¿Qué hace peligrosa la ruta?" where the note says "…la hacen peligrosa".)
  // (Or a reflexive one before its complement: "¿Qué se llama lempira…?" where the note says "…la moneda de Honduras se
  // llama lempira".)
  // (Or a compound tense, its participle the verb: "¿Qué había modelado la Tierra…?".)
  const perfect = q[0]?.fold === "que" && HABER.has(q[1]?.fold ?? "") && PARTICIPLE_END.test(q[2]?.fold ?? "") && OBJECT_OPENERS.has(q[3]?.fold ?? "");
  const v = perfect || (q[0]?.fold === "que" && q[1]?.fold === "se" && q[3]?.content && /^\p{L}{4,}$/u.test(q[2]?.fold ?? "")) ? 2 : 1;
  // (Not a light verb before a name: the name is who does it, the «qué» what is done — "¿Qué hizo Pedro de Añasco con…?".)
  const doneByName = v === 1 && MAKES.has(q[1]?.fold ?? "") && q[2]?.name === true;
  const verb = q[0]?.fold === "que" && !doneByName && (v === 2 || OBJECT_OPENERS.has(q[2]?.fold ?? "") || MAKES.has(q[1]?.fold ?? "")) ? q[v] : undefined;
  // (A light verb before "a" / "para" and an infinitive is a verb too, the infinitive its object: "¿Qué ayuda a prevenir
  // las agujetas?" where the note says "…ayuda a prevenirlas".)
  const governs = v === 1 && (q[2]?.fold === "a" || q[2]?.fold === "para") && INFINITIVE_FORM.test(q[3]?.fold ?? "");
  const object = [...(governs ? [q[3]!] : []), ...q.slice(v + 1).filter((t) => t.content)];
  if (!verb || (!verb.content && !MAKES.has(verb.fold) && !governs && v === 1) || verb.name || object.length === 0) return null;
  const said = (ts: readonly Token[]) => object.some((o) => ts.some((x) => x.stem === o.stem));
  for (const [i, p] of parts.entries()) {
    const at = p.findIndex((t, k) => k > 0 && t.stem === verb.stem && !t.negated);
    // (Or a clitic for an object the sentence has named before: "causa la alergia, y el frío la empeora".)
    const clitic = at > 0 && OBJECT_CLITICS.has(p[at - 1]!.fold) && said(parts.slice(0, i).filter((x) => x[0]!.clause === p[0]!.clause).flat());
    if (at < 0 || p[at - 1]!.fold === "que" || !(clitic || said(p.slice(at + 1)))) continue;
    // (The question's words after its verb said before the note's are its subject: "¿Qué observó Fleming…?" where the
    // note says "Fleming observó…" asks for the object.)
    const first = p.findIndex((t, k) => k < at && t.content && !inQuestion(t));
    // (A verb opening its part, past an auxiliary or a clitic, has its subject in the parts of its clause before it —
    // past the "que" of a verb of saying, a determiner after it: "Defendía que los mismos procesos lentos…, como la erosión
    // y los volcanes, habían modelado la Tierra" — not a relative's: "los procesos que hoy vemos".)
    // (Not one coordinated after another, whose subject is that one's: "Es un buen trepador | y construye plataformas…".)
    if (first < 0 && i > 0 && !COORDINATORS.has(p[0]!.fold) && p.slice(0, at).every((t) => !t.content) && parts[i - 1]![0]!.clause === p[0]!.clause) {
      let from = i - 1;
      while (from > 0 && parts[from - 1]![0]!.clause === p[0]!.clause) from--;
      const lead = parts.slice(from, i).flat();
      const subject = lead.slice(lead.findIndex((t, k) => t.fold === "que" && k > 0 && lead[k - 1]!.content && DETERMINERS.has(lead[k + 1]?.fold ?? "")) + 1);
      const own = subject.findIndex((t) => t.content && !inQuestion(t));
      if (own >= 0 && !said(subject)) return { tokens: subject.slice(own), part: new Set([...lead, ...p]) };
    }
    if (first < 0 || said(p.slice(0, at))) continue;
    let end = at;
    while (end > first + 1 && !p[end - 1]!.content) end--;
    // A coordinated subject opens in the parts before ("Caminar | y elevar las piernas alivian…": no comma before the
    // conjunction, a plural verb; not "…pierden capacidad, | y el calor acelera…").
    let from = i;
    // (Infinitives coordinated take a singular verb: "Estirar | y volver al ejercicio… ayuda a prevenirlas".)
    const infinitives = INFINITIVE_FORM.test(p[1]?.fold ?? "") && INFINITIVE_FORM.test(parts[i - 1]?.[0]?.fold ?? "");
    while (from > 0 && (/n$/.test(p[at]!.fold) || infinitives) && COORDINATORS.has(parts[from]![0]!.fold) && !parts[from]![0]!.commaBefore && parts[from - 1]![0]!.clause === p[0]!.clause) from--;
    // (And the earlier items of its list: "el frío, | el viento | y la falta de oxígeno la hacen…".)
    while (from < i && from > 0 && parts[from]![0]!.commaBefore && parts[from - 1]![0]!.clause === p[0]!.clause && parts[from - 1]!.length <= 3 && parts[from - 1]!.filter((t) => t.content).length === 1) from--;
    const before = parts.slice(from, i).flat().filter((t, k) => k > 0 || !OPENING_LINKS.has(t.fold));
    return { tokens: [...before, ...p.slice(before.length ? 0 : first, end)], part: new Set([...before, ...p]) };
  }
  return null;
}

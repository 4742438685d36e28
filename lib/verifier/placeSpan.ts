/**
 * The answer slot of a where-question (lib/verifier/slot.ts): the place a part of the note names after a place marker
 * or a placing verb, the goal after "hasta" / "hacia" / "a" for "¿Adónde…?", or a named place elsewhere in the note.
 */
import type { Token } from "@/lib/text/analyze";
import { COPULAS, INFINITIVE, PARTICIPLE } from "@/lib/text/spanish";
import { withCoordination } from "./coordination";
import { nameRunEnd } from "./whoSpan";
import { isNationality } from "@/lib/text/cohyponyms";
import { ARTICLES, type Slot, VERBLESS_LIMIT, VERB_FOLLOWERS } from "./slotSpans";

/** Words of origin before "de" ("originario de", "procede de", "viene del"). */
const ORIGIN = /^(originari[oa]s?|procedentes?|proced(e|en|ia|ian)|provien(e|en)|proven(ia|ian)|vien(e|en)|ven(ia|ian)|vino|vinieron|nativ[oa]s?|oriund[oa]s?)$/;
/** Markers that open a place ("en el norte de África", "al sur de…", "entre…", "cerca de…"). */
const DIRECTIONS = ["norte", "sur", "este", "oeste"];
/** Nouns of a position along or within a thing, after "al" / "a" ("al fondo del valle", "a mitad del mástil"). */
const POSITIONS = ["mitad", "fondo", "borde", "pie", "extremo"];
const PLACE = [...POSITIONS.flatMap((w) => [[w === "mitad" ? "a" : "al", w, "de"], [w === "mitad" ? "a" : "al", w, "del"]]), ...DIRECTIONS.flatMap((d) => [["al", d, "de"], ["al", d, "del"], ["al", d]]), ...["cerca", "delante", "detras", "dentro", "fuera", "debajo", "encima"].flatMap((w) => [[w, "de"], [w, "del"]]), ["junto", "a"], ["junto", "al"], ["frente", "a"], ["frente", "al"], ["al", "lado", "de"], ["al", "lado", "del"], ["a", "orillas", "de"], ["a", "orillas", "del"], ["en"], ["entre"], ["bajo"], ["sobre"], ["in"], ["at"], ["near"]];
const PLACE_PREPOSITIONS = new Set(["en", "de", "desde", "por", "a"]);
const WHERE_IT_IS = /^\s*¿?\s*d[oó]nde (?:vive|viven|habita|habitan|est[aá]n?|se encuentran?|se hallan?)(?![\p{L}])/iu;
const INDEFINITE = new Set(["un", "una", "unos", "unas"]);
/** Words of belonging to a place ("tradicional de", "típico de", "propio de", "endémico de"). */
const TYPICAL_OF = /^(?:tradicional(?:es)?|tipic[oa]s?|propi[oa]s?|caracteristic[oa]s?|autoctono|autoctona|nativ[oa]s?|endemic[oa]s?|originari[oa]s?)$/;
/** Nouns of a span or point of time: after "en" they date, they do not place. */
const TIME_NOUN = /^(?:decadas?|siglos?|anos?|epocas?|eras?|meses|mes|semanas?|dias?|momentos?|periodos?|invierno|verano|otono|primavera|noches?|tardes?|madrugadas?|visperas?|mediodia|medianoche|amanecer|anochecer|atardecer|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|decades?|centur(?:y|ies)|years?|winter|summer|spring|autumn)$/;
/** Verbs that place their subject ("ocupa gran parte del norte…", "se encuentra…", "vive…", "habitan…"). */
const PLACING_VERBS = new Set(["ocupa", "ocupan", "cubre", "cubren", "encuentra", "encuentran", "halla", "hallan", "situa", "situan", "situado", "situada", "situados", "situadas", "ubicado", "ubicada", "ubicados", "ubicadas", "vive", "viven", "habita", "habitan", "crece", "crecen", "nace", "nacen", "desemboca", "desembocan", "esta", "estan",
  // Past forms of finding, founding and being born place what they say of: "hallada en Egipto", "nacida en Varsovia".
  ...["hallad", "encontrad", "descubiert", "fundad", "nacid", "construid", "enterrad"].flatMap((s) => [`${s}o`, `${s}a`, `${s}os`, `${s}as`]),
  "hallo", "hallaron", "encontro", "encontraron", "descubrio", "descubrieron", "nacio", "nacieron", "fundo", "fundaron"]);

/** Endings of demonyms no other adjective shares often ("coruñesa", "cordobés", "ateniense", "madrileño"). */
const DEMONYM_END = /\p{L}{3,}(?:ense|enses|eño|eña|eños|eñas|esa|esas|és|eses)$/u;

/** Where-to questions: the place a motion ends at ("¿Adónde…?", "¿Hacia dónde…?", "¿Hasta dónde…?"); where-from ones. */
const TOWARD_QUESTION = /(^|[^\p{L}])(ad[oó]nde|a d[oó]nde|hacia d[oó]nde|hasta d[oó]nde)([^\p{L}]|$)/iu;
const FROM_QUESTION = /(^|[^\p{L}])de d[oó]nde (es|son|era|eran)([^\p{L}]|$)/iu;

/** The length of a hedge of how often or how much at k ("sobre todo", "casi siempre"), or 0. */
const hedgeAt = (p: readonly Token[], k: number) => ((p[k]?.fold === "sobre" && p[k + 1]?.fold === "todo") || (p[k]?.fold === "casi" && p[k + 1]?.fold === "siempre") ? 2 : 0);

/** What follows a place marker at k is no date: no number, nor a span of time ("en la década de 1860", "en invierno"). */
export function notDate(p: readonly Token[], k: number): boolean {
  const head = ARTICLES.has(p[k]?.fold ?? "") ? p[k + 1] : p[k];
  // (Zero dates nothing: "empieza en el cero absoluto" places.)
  return p[k]?.num == null && !(head && ((head.num !== null && head.num !== 0) || TIME_NOUN.test(head.fold)));
}

/**
 * For a question asking where: the first place in the question's best part after its first word — after a place
 * marker followed by an article, a name or a content word (not a number: "en 1492" is a date), or after a verb
 * that places its subject ("se encuentra…") — else in a later part of its clause (past appositions) that opens with
 * one ("…y ocupa gran parte del norte de África"). To the end of that part. Null when none names a place.
 * `subjectOnly`: the question names nothing of the note but its subject.
 */
export function placeSpan(noteTokens: readonly Token[], parts: readonly Token[][], best: number, inQuestion: (t: Token) => boolean, question: string, subjectOnly = false): Slot | null {
  const toward = TOWARD_QUESTION.test(question);
  // A question that names the note's subject only ("¿Dónde está Tasmania?"): the place its opening sentence gives.
  const opened = subjectOnly && best > 0 ? placeSpan(noteTokens, parts, 0, inQuestion, question) : null;
  if (opened && opened.tokens[0]!.clause === parts[0]![0]!.clause) return opened;
  const described = placeByApposition(parts, inQuestion, question);
  if (described) return described;
  const placeAt = (p: readonly Token[], k: number): number => {
    if (PLACING_VERBS.has(p[k]!.fold)) return k + 1;
    // "originario de América", "procede de", "viene del": where from.
    // (An adverb may stand between: "viene probablemente de".)
    const by = /mente$/.test(p[k + 1]?.fold ?? "") ? 1 : 0;
    if (ORIGIN.test(p[k]!.fold) && ["de", "del", "desde"].includes(p[k + 1 + by]?.fold ?? "")) return k + 2 + by;
    // "¿De dónde es la alpaca?" where the note says "…un mamífero de los Andes": a name after "de" says where from.
    if (FROM_QUESTION.test(question) && ["de", "del"].includes(p[k]!.fold) && p[k - 1]?.content && (ARTICLES.has(p[k + 1]?.fold ?? "") ? p[k + 2] : p[k + 1])?.name) return k + 1;
    // (So does one after a word of belonging, whatever asks where: "un deporte tradicional de las islas Canarias", "típico
    // de Paraguay".)
    if (TYPICAL_OF.test(p[k - 1]?.fold ?? "") && ["de", "del"].includes(p[k]!.fold) && p.slice(k + 1, k + 4).some((t) => t.name)) return k + 1;
    // (Or a demonym after the noun it qualifies: "una escritora coruñesa", "un pintor cordobés", "un poeta nicaragüense".)
    if (FROM_QUESTION.test(question) && DEMONYM_END.test(p[k]!.raw.toLowerCase()) && !p[k]!.name && p[k - 1]?.content && !p[k - 1]!.name) return k;
    const seq = PLACE.find((m) => m.every((w, d) => p[k + d]?.fold === w));
    const after = seq ? p[k + seq.length] : undefined;
    // (A direction or a position is part of the place: "al sur de Sicilia" → "sur de Sicilia", "a mitad del mástil" →
    // "mitad del mástil".)
    return seq && after && notDate(p, k + seq.length) && (after.name || after.content || VERB_FOLLOWERS.has(after.fold)) ? k + ([...DIRECTIONS, ...POSITIONS].includes(seq[1] ?? "") ? 1 : seq.length) : -1;
  };
  const fromPlace = (p: readonly Token[], from: number): Slot | null => {
    const span = p.slice(from);
    const first = span.findIndex((x) => (x.content || x.name) && !inQuestion(x));
    if (first < 0) return null;
    // (To the end of a named place: "en el Puerto de Santa María | el mapa más antiguo…" goes on with what was done there.)
    const thing = span.findIndex((x, j) => j > first && span[j - 1]!.name && ARTICLES.has(x.fold) && span[j + 1]?.content === true && !span[j + 1]!.name);
    // (Nor past a relative after the name, which says what is done there: "las islas Canarias | en el que dos…".)
    const rel = span.findIndex((x, j) => j > first && span[j - 1]!.name && ((PLACE_PREPOSITIONS.has(x.fold) && ARTICLES.has(span[j + 1]?.fold ?? "") && span[j + 2]?.fold === "que") || x.fold === "donde"));
    const end = [thing, rel].filter((e) => e > 0);
    return { tokens: span.slice(first, end.length ? Math.min(...end) : undefined), part: new Set(p) };
  };
  const bestPart = parts[best]!;
  // "¿Adónde viajan…?" where the note says "viajan desde Canadá … hasta los bosques de México": the place after "hasta"
  // or "hacia" in the clause of the question's part (not a number: "hasta 4.000 kilómetros" is no place).
  const towardIn = (i: number): Slot | null => {
    const p = parts[i]!;
    for (let k = 0; k < p.length; k++) {
      if (p[k]!.fold !== "hasta" && p[k]!.fold !== "hacia") continue;
      const head = ARTICLES.has(p[k + 1]?.fold ?? "") ? p[k + 2] : p[k + 1];
      const s = head && head.num === null && (head.content || head.name) && !inQuestion(head) ? fromPlace(p, k + 1) : null;
      if (s) return s;
    }
    return null;
  };
  const inBest = toward ? towardIn(best) : null;
  if (inBest) return inBest;
  // "…y lo volvieron a encontrar donde él había predicho": a "donde" right after the question's own word, with no noun
  // before it to stand for, is the place itself — the clause it opens.
  const free = bestPart.findIndex((t, k) => t.fold === "donde" && k > 0 && inQuestion(bestPart[k - 1]!) && !bestPart[k - 1]!.commaBefore && !t.commaBefore);
  if (free > 0 && bestPart.slice(free + 1).some((t) => (t.content || t.name) && !inQuestion(t))) return { tokens: bestPart.slice(free), part: new Set(bestPart) };
  // "¿Adónde lo mandaron?" where the note says "lo mandaron a un convento del norte": the goal after "a" right after the
  // question's own word (not an infinitive's purpose: "salió a cazar") — before a "hacia" of a later part: "…primero se
  // lleva a los hombros | y luego se empuja hacia arriba".
  if (toward) {
    for (let k = 1; k < bestPart.length; k++) {
      // (A participle may stand between: "lo llevaron encadenado a Nombre de Dios".)
      const verbAt = k > 1 && PARTICIPLE.test(bestPart[k - 1]!.fold) && !inQuestion(bestPart[k - 1]!) ? k - 2 : k - 1;
      if (!["a", "al"].includes(bestPart[k]!.fold) || !inQuestion(bestPart[verbAt]!)) continue;
      const head = ARTICLES.has(bestPart[k + 1]?.fold ?? "") ? bestPart[k + 2] : bestPart[k + 1];
      if (!head || head.num !== null || !(head.content || head.name) || inQuestion(head) || /(ar|er|ir)$/.test(head.fold)) continue;
      const s = fromPlace(bestPart, k + 1);
      if (s) return s;
    }
    for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
      const s = towardIn(i);
      if (s) return s;
    }
  }
  // "…fue desterrado a la isla de Santa Elena, donde murió": a part opened by "donde" is placed by the phrase before it.
  const before = parts[best - 1];
  if (bestPart[0]!.fold === "donde" && before && before[0]!.clause === bestPart[0]!.clause) {
    const at = before.map((t) => t.fold).findLastIndex((w) => ["a", "al", "en", "hacia", "in", "to", "at"].includes(w));
    const s = at >= 0 ? fromPlace(before, at + 1) : null;
    // With what the "donde" part says of it beyond the question ("…los pulmones, donde pasa a la sangre a través de
    // los alvéolos").
    // (Past the question's words: "…un convento, donde reunió una gran biblioteca" adds no "gran" to the place.)
    const lastAsked = bestPart.findLastIndex((t) => (t.content || t.name) && inQuestion(t));
    const own = bestPart.findIndex((t, j) => j > lastAsked && (t.content || t.name) && !inQuestion(t) && t.fold !== "donde");
    if (s) return { tokens: [...s.tokens, ...(own >= 0 ? bestPart.slice(own) : [])], part: new Set([...s.part, ...bestPart]) };
  }
  // (From its first word where that says where from: "…: viene probablemente de una mala traducción".)
  // (And from its first word where that places it by name: "En China aún se enseña…"; with the names before it where
  // the part goes on a list the part before opens: "En China | y Japón aún se enseña…".)
  const named = bestPart[0]!.fold === "en" && bestPart[1]?.name === true && !inQuestion(bestPart[1]!);
  const opener = parts[best - 1];
  // (An article before the first name, the preposition again before the second: "En el Bierzo | y en Tolosa se…".)
  const [o, b] = [ARTICLES.has(opener?.[1]?.fold ?? "") ? 2 : 1, bestPart[1]?.fold === "en" ? 2 : 1];
  if (opener && opener[0]!.clause === bestPart[0]!.clause && opener[0]!.fold === "en" && opener[o]?.name && !inQuestion(opener[o]!) && ["y", "e"].includes(bestPart[0]!.fold) && bestPart[b]?.name) {
    const end = bestPart.findIndex((t, j) => j > b && !t.name);
    return { tokens: [...opener.slice(1), ...bestPart.slice(0, end < 0 ? undefined : end)], part: new Set([...opener, ...bestPart]) };
  }
  // "Cada noche construye un nido nuevo de ramas | y hojas para dormir" for "¿Dónde duerme…?": where the question's verb
  // is only the purpose of another, what that verb makes or uses is the place (from the article after it).
  const purpose = bestPart.findIndex((t, k) => t.fold === "para" && INFINITIVE.test(bestPart[k + 1]?.fold ?? "") && inQuestion(bestPart[k + 1]!));
  if (purpose > 0 && !bestPart.slice(0, purpose).some((t) => t.content && inQuestion(t))) {
    const clause = [...(["y", "e"].includes(bestPart[0]!.fold) && opener && opener[0]!.clause === bestPart[0]!.clause ? opener : []), ...bestPart.slice(0, purpose)];
    const a = clause.findIndex((t, k) => k > 0 && ARTICLES.has(t.fold) && clause[k - 1]!.content && !clause[k - 1]!.name && !inQuestion(clause[k - 1]!));
    if (a > 0 && clause[a + 1]?.content) return { tokens: clause.slice(a + 1), part: new Set([...clause, ...bestPart]) };
  }
  // (First a place right after a word the question says, where the part pairs things with places: "pasa el verano en
  // Europa y el invierno en África" for "¿Dónde pasa el invierno…?"; "nació en Lugo y murió en Madrid".)
  // (Or in a later part of its clause: "…en Europa | y el invierno en África".)
  for (let i = best; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
    const p = parts[i]!;
    const at = p.findIndex((t, k) => k > 0 && p[k - 1]!.content && inQuestion(p[k - 1]!) && placeAt(p, k) >= 0);
    const paired = at > 0 ? fromPlace(p, placeAt(p, at)) : null;
    if (paired) return paired;
  }
  for (let k = ORIGIN.test(bestPart[0]!.fold) || named ? 0 : 1; k < bestPart.length; k++) {
    const from = placeAt(bestPart, k);
    const s = from >= 0 ? fromPlace(bestPart, from) : null;
    if (s) return s;
  }
  // "y ocupa…", "y se encuentra…", ", en…": a later part of the clause (past appositions) opens with the place.
  for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
    const next = parts[i]!;
    let k = ["y", "e"].includes(next[0]!.fold) ? 1 : 0;
    if (next[k]?.fold === "se") k++;
    // (Past "sobre todo", "casi siempre": ", sobre todo en los dedos…".)
    k += hedgeAt(next, k);
    // "…, fijados a la rueda delantera", "colocada en lo alto": a participle placing what the clause is about.
    const placedAt = PARTICIPLE.test(next[k]?.fold ?? "") && ["a", "al", "en", "sobre", "bajo", "entre"].includes(next[k + 1]?.fold ?? "") && notDate(next, k + 2) ? k + 1 : -1;
    // (Or such a participle inside an apposition: "…, dos masas de tejido situadas a ambos lados de la garganta"; any
    // participle before a preposition of place: "…, tres esculturas clavadas en las rocas".)
    const inside = next.findIndex((t, j) => j > k && ((PLACING_VERBS.has(t.fold) && /[ai]d[oa]s?$/.test(t.fold)) || (PARTICIPLE.test(t.fold) && ["en", "sobre", "bajo", "entre"].includes(next[j + 1]?.fold ?? "") && notDate(next, j + 2))));
    const from = placedAt >= 0 ? placedAt : next[k] && placeAt(next, k) >= 0 ? placeAt(next, k) : inside > 0 && next[0]!.commaBefore ? inside + 1 : -1;
    if (from >= 0) {
      const s = fromPlace(next, from);
      if (s) return s;
    }
  }
  // A best part the question names whole ("En la batalla de las Termópilas, en el año 480 a. C., un ejército … frenó
  // … en un paso estrecho"): the first place anywhere in the later parts of its clause, past dates. (So for one that
  // names the subject only, asked where from: "La sobrasada es un embutido crudo | y curado de Mallorca…".)
  if (!bestPart.some((t) => t.content && !inQuestion(t)) || (subjectOnly && FROM_QUESTION.test(question))) {
    for (let i = best + 1; i < parts.length && i <= best + VERBLESS_LIMIT && parts[i]![0]!.clause === bestPart[0]!.clause; i++) {
      for (let k = 0; k < parts[i]!.length; k++) {
        const from = placeAt(parts[i]!, k);
        const s = from >= 0 ? fromPlace(parts[i]!, from) : null;
        if (s) return s;
      }
    }
  }
  // Else, asked where a thing lives or is, the place the note's opening sentence gives its kind ("El zorro culpeo es un
  // cánido de la cordillera de los Andes, …" for "¿Dónde vive el zorro culpeo?", where the part it points at says "Vive
  // solo la mayor parte del año"): a name within a short phrase after that kind's "de".
  const opening = parts[0]!;
  const kindAt = !WHERE_IT_IS.test(question) ? -1 : opening.findIndex((t, k) => k > 1 && COPULAS.has(opening[k - 2]!.fold) && INDEFINITE.has(opening[k - 1]!.fold) && t.content);
  const ofAt = kindAt > 0 ? opening.findIndex((t, k) => k > kindAt && k <= kindAt + 3 && ["de", "del"].includes(t.fold)) : -1;
  // (A place, not a time: "un químico francés del siglo XVIII".)
  if (ofAt > 0 && opening.slice(ofAt + 1, ofAt + 6).some((t) => t.name && !inQuestion(t)) && !opening.slice(ofAt + 1, ofAt + 6).some((t) => TIME_NOUN.test(t.fold))) {
    const s = fromPlace(opening, ofAt + 1);
    if (s) return s;
  }
  // Else a named place elsewhere in the note, nearest first ("…escribió Romeo y Julieta hacia 1595; la obra cuenta …
  // en Verona").
  const byDistance = parts.map((p, i) => ({ p, i })).sort((a, b) => Math.abs(a.i - best) - Math.abs(b.i - best));
  for (const { p } of byDistance) {
    for (let k = 0; k < p.length; k++) {
      const marker = PLACE.some((m) => m.length === 1 && p[k]!.fold === m[0]);
      // "en Verona"; "en el pueblo imaginario de Macondo" (a name within a short noun phrase after the marker).
      const named = (j: number) => p[j]?.name === true && p[j]!.num === null && !inQuestion(p[j]!);
      const phrase = ARTICLES.has(p[k + 1]?.fold ?? "") && [2, 3, 4, 5].some((d) => named(k + d) && p.slice(k + 2, k + d).every((x) => !x.name && x.num === null));
      const from = marker && (named(k + 1) || phrase) ? k + 1 : -1;
      if (from >= 0) return fromPlace(p, from);
    }
  }
  return null;
}

/**
 * A place goes on through the places set off after it in its clause ("vive en Sudamérica, | cerca de ríos…", "en las
 * piernas, | sobre todo en la pantorrilla"): each part that opens with a place marker (past "sobre todo") and says no
 * word of the question.
 */
function withFurtherPlaces(slot: Slot, parts: readonly Token[][], inQuestion: (t: Token) => boolean): Slot {
  const tokens = [...slot.tokens];
  const part = new Set(slot.part);
  for (let i = parts.findIndex((p) => p.includes(tokens.at(-1)!)) + 1; i > 0 && i < parts.length; i++) {
    const p = parts[i]!;
    const k = hedgeAt(p, 0);
    const seq = PLACE.find((m) => m.every((w, d) => p[k + d]?.fold === w));
    const head = seq ? p[k + seq.length] : undefined;
    if (!p[0]!.commaBefore || p[0]!.clause !== tokens.at(-1)!.clause || !head || !(head.content || head.name || ARTICLES.has(head.fold)) || !notDate(p, k + seq!.length) || p.some((t) => t.content && inQuestion(t))) break;
    for (const t of p) (tokens.push(t), part.add(t));
  }
  return { tokens, part };
}

/**
 * A place slot with the places set off after it and the items coordinated with it — not a date set off after those,
 * which says when, not where ("en Piornal, | un pueblo de Cáceres, | los días 19 y 20 de enero").
 */
export function placeCoordinated(slot: Slot, parts: readonly Token[][], inQuestion: (t: Token) => boolean): Slot {
  if (slot.whole) return slot; // (An apposition's place is all it says: placeByApposition.)
  const whole = withCoordination(withFurtherPlaces(slot, parts, inQuestion), parts, inQuestion);
  // (A name is no date, an ordinal's though it be: "su casa, | la Quinta del Sordo".)
  const dated = whole.tokens.findIndex((t, j) => j > 0 && t.commaBefore && !notDate(whole.tokens, j) && !(ARTICLES.has(t.fold) ? whole.tokens[j + 1] : t)?.name);
  return dated > 0 && notDate(whole.tokens, 0) ? { ...whole, tokens: whole.tokens.slice(0, dated) } : whole;
}

/** "¿Dónde está / queda / se encuentra X?", "¿En qué comunidad está X?" (X a name). */
const WHERE_IS = /^\s*¿?\s*(?:d[oó]nde|en qu[eé] \p{L}+) (?:est[aá]n?|quedan?|se encuentran?)\s/iu;

/**
 * "¿Dónde está Anguiano?" where the note says "…se celebra en Anguiano, | un pueblo de La Rioja, | en honor…": the name
 * the question asks about, set off by an apposition of its kind ("un pueblo de…", "una ciudad del…"), is placed by the
 * name after that "de". From that name to the end of the apposition, or null.
 */
function placeByApposition(parts: readonly Token[][], inQuestion: (t: Token) => boolean, question: string): Slot | null {
  if (!WHERE_IS.test(question)) return null;
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    if (!p.at(-1)!.name || !inQuestion(p.at(-1)!) || !next[0]!.commaBefore || !/^(un|una)$/.test(next[0]!.fold) || !/^(de|del)$/.test(next[2]?.fold ?? "")) continue;
    const from = next.findIndex((t, j) => j > 2 && t.name);
    if (from > 0 && !next.slice(3, from).some((t) => t.content)) return { tokens: next.slice(from), part: new Set(next), whole: true };
  }
  return null;
}

/** "¿De dónde es / era…?": the origin of the note's subject; or by the place's kind, "¿De qué país era…?". */
const FROM_WHERE = /^\s*¿?\s*de d[oó]nde (?:es|era|son|eran)\s/iu;
const FROM_WHICH_PLACE = /^\s*¿?\s*[Dd]e qu[eé] (?:pa[ií]s|regi[oó]n|estado|provincia|ciudad|isla|continente)(?: de \p{Lu}\p{L}*)? (?:es|era|son|eran)(?:\s+[\p{L}-]+){1,4}\s*\?\s*$/u;
/** Endings of Spanish demonyms, the common adjectives' too ("toledano", "bilbaína", "gallega"; see NO_PLACE). */
const ANY_DEMONYM_END = /^\p{Ll}{3,}(?:an[oa]s?|in[oa]s?|enses?|eñ[oa]s?|és|es[ao]s?|eg[oa]s?)$/u;
/** Adjectives of those endings that name no place. */
const NO_PLACE = /^(human|cercan|lejan|tempran|median|ancian|cristian|urban|marin|fin|divin|femenin|masculin|pequeñ|risueñ|cortés|mundan|soberan|veteran|herman|paisan|interes|espes|ingenios|travies)/u;

/**
 * "¿De dónde era Garcilaso?" where the note says "…fue un poeta y soldado toledano del siglo XVI" and names no place
 * of origin: from the demonym said after a noun in the opening sentence. The slot, or null.
 */
export function demonymOrigin(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  // (Asked for a people, «¿De qué pueblo era…?», the adjective of the noun a copula gives: "fue un cacique taíno que…".)
  if (/^\s*¿?\s*de qu[eé] (?:pueblo|tribu|etnia) (?:es|era|son|eran)\s/iu.test(question)) {
    for (const p of parts) {
      const n = p.findIndex((t, j) => t.content && !t.name && !inQuestion(t) && p[j - 1]?.content === true && ARTICLES.has(p[j - 2]?.fold ?? "") && COPULAS.has(p[j - 3]?.fold ?? ""));
      if (n >= 0 && !/^(de|del)$/.test(p[n + 1]?.fold ?? "") && p.slice(0, n).some((t) => (t.content || t.name) && inQuestion(t))) return { tokens: p.slice(n, n + 1), part: new Set(p) };
    }
    return null;
  }
  const byKind = FROM_WHICH_PLACE.test(question);
  if (!FROM_WHERE.test(question) && !byKind) return null;
  const end = parts.findIndex((p, i) => i > 0 && p[0]!.stopBefore);
  const first = parts.slice(0, end < 0 ? parts.length : end);
  // (Not where the sentence names a place after "de" / "en": the place answers — found as a place where it follows the
  // preposition, from its article where one comes between: "La quena es una flauta de los Andes". Asked by the place's
  // kind, that name: "un juego de Michoacán, en México" for «¿De qué estado de México…?».)
  // (Unless a demonym says it too: "una actriz austriaca que triunfó en Hollywood".)
  // (Asked by the place's kind, a people's word of the lexicon too: "austriaca".)
  const demonymAt = (p: readonly Token[]) => p.findIndex((t, j) => t.content && !inQuestion(t) && (ANY_DEMONYM_END.test(t.raw) || (byKind && isNationality(t.stem))) && !NO_PLACE.test(t.fold) && p[j - 1]?.content === true);
  const placedAt = (p: readonly Token[]) => p.findIndex((t, k) => t.name && !inQuestion(t) && ["de", "en", "del"].includes(p[k - 1]?.fold ?? ""));
  // (Asked by the place's kind, a nationality said before any such place answers: "un químico irlandés, | hijo del conde
  // de Cork" — not one said after it, of another thing: "un plato de Corea hecho con… col china".)
  if (byKind) for (const p of first) {
    const [n, at] = [p.findIndex((t, j) => t.content && !inQuestion(t) && isNationality(t.stem) && p[j - 1]?.content === true), placedAt(p)];
    if (n >= 0 && (at < 0 || n < at)) return { tokens: p.slice(n, n + 1), part: new Set(p) };
    if (at >= 0) break;
  }
  const placed = first.find((p) => placedAt(p) >= 0);
  if (placed && byKind && !first.some((p) => demonymAt(p) >= 0)) return { tokens: placed.slice(placedAt(placed), nameRunEnd(placed, placedAt(placed))), part: new Set(placed) };
  if (placed) return null;
  const placeAt = (p: readonly Token[]) => p.findIndex((t, j) => t.name && !inQuestion(t) && ARTICLES.has(p[j - 1]?.fold ?? "") && ["de", "en"].includes(p[j - 2]?.fold ?? ""));
  const place = first.find((p) => placeAt(p) >= 0);
  if (place) return withCoordination({ tokens: place.slice(placeAt(place)), part: new Set(place) }, parts, inQuestion);
  for (const p of first) {
    const k = demonymAt(p);
    if (k >= 0) return { tokens: byKind ? p.slice(k, k + 1) : p.slice(k), part: new Set(p) };
  }
  return null;
}

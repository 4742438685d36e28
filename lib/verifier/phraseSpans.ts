import { type Token, alignsLiterally, indexTokens, tokenize } from "@/lib/text/analyze";
import { CONTRACTIONS, INFINITIVE, PHRASE_PREPOSITIONS } from "@/lib/text/spanish";
import { ARTICLES, type Slot } from "./slotSpans";

const ASKING = new Set(["quien", "quienes", "que", "cual", "cuales"]);

/**
 * "¿Bajo el nombre de quién daba clases?" where the note says "…y bajo el nombre de un colega, David Hilbert": a
 * question that opens with a phrase of its own ending in "de" before "quién" / "qué" — what follows that phrase where
 * the note says it, with a name set off right after it. The span, or null.
 * (Ending in "a" too, contracted or not: "¿En honor a quién se celebra…?" / "…en honor al santo patrón".)
 */
export function phraseLedSpan(parts: readonly Token[][], question: string): Slot | null {
  const q = tokenize(question);
  const wh = q.findIndex((t) => ASKING.has(t.fold));
  if (wh < 3 || !["de", "a"].includes(q[wh - 1]!.fold) || !q.slice(0, wh).some((t) => t.content)) return null;
  const phrase = q.slice(0, wh).map((t) => t.fold);
  const flat = parts.flat();
  const sameWord = (t: Token, w: string, k: number) => t.fold === w || (k === phrase.length - 1 && CONTRACTIONS[t.fold] === w);
  for (let i = 0; i + phrase.length < flat.length; i++) {
    if (!phrase.every((w, k) => sameWord(flat[i + k]!, w, k) && (k === 0 || !flat[i + k]!.stopBefore))) continue;
    const from = flat[i + phrase.length]!;
    const at = parts.findIndex((p) => p.includes(from));
    const own = parts[at]!.slice(parts[at]!.indexOf(from));
    if (from.stopBefore || !own.some((t) => t.content || t.name)) continue;
    const next = parts[at + 1];
    const named = next && next[0]!.commaBefore && !next[0]!.stopBefore && next.every((t) => t.name || !t.content) && next.some((t) => t.name) ? next : [];
    return { tokens: [...own, ...named], part: new Set([...parts[at]!, ...named]) };
  }
  return null;
}

/** "¿Con qué se juega… en lugar de un disco?": the thing the question sets aside, after "en lugar de" / "en vez de". */
const INSTEAD_QUESTION = /(?:^|[^\p{L}])(?:en lugar|en vez) del?\s+([^?]+)/iu;

/**
 * "¿Con qué se juega al bandy en lugar de un disco?" where the note says "…para golpear una pequeña pelota naranja, |
 * no un disco" (or "…una pelota en lugar de un disco"): the thing the note sets against the one the question sets
 * aside — the noun phrase right before the denial or "en lugar de", from its last article. The span, or null.
 */
export function insteadOfSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const m = INSTEAD_QUESTION.exec(question);
  const aside = m ? tokenize(m[1]!).filter((t) => t.content) : [];
  if (!aside.length) return null;
  const asideIdx = indexTokens(aside);
  const says = (ts: readonly Token[]) => aside.every((a) => ts.some((t) => t.content && alignsLiterally(t, indexTokens([a])))) && ts.filter((t) => t.content).every((t) => alignsLiterally(t, asideIdx));
  // The noun phrase before: from the last article (or the start), from its first word the question does not hold.
  const phraseBefore = (ts: readonly Token[], p: readonly Token[]): Slot | null => {
    const article = ts.findLastIndex((t, k) => ARTICLES.has(t.fold) && ts.slice(k + 1).some((x) => x.content && !inQuestion(x)));
    const from = ts.findIndex((t, k) => k > article && t.content && !inQuestion(t));
    return from >= 0 ? { tokens: ts.slice(from), part: new Set(p) } : null;
  };
  for (const [i, p] of parts.entries()) {
    const before = parts[i - 1];
    // "…, | no un disco" / "…, | y no un disco": the part before says what instead.
    const denied = p[0]!.fold === "no" ? 1 : ["y", "pero"].includes(p[0]!.fold) && p[1]?.fold === "no" ? 2 : 0;
    if (denied && before && p[0]!.commaBefore && before[0]!.clause === p[0]!.clause && says(p.slice(denied))) return phraseBefore(before, before);
    // "…usa una pelota en lugar de un disco": within the part, or the part before where it opens the part.
    const k = p.findIndex((t, j) => (t.fold === "lugar" || t.fold === "vez") && p[j - 1]?.fold === "en" && ["de", "del"].includes(p[j + 1]?.fold ?? "") && says(p.slice(j + 2)));
    if (k > 1) return phraseBefore(p.slice(0, k - 1), p);
    if (k === 1 && before && before[0]!.clause === p[0]!.clause) return phraseBefore(before, before);
  }
  return null;
}

/** Nouns that ask for a role ("¿Qué función cumplió…?", "¿Qué papel tuvo…?"). */
const ROLE_NOUNS = /^(funcion|funciones|papel|rol|cargo|oficio|profesion|tarea)$/;
/** Forms of "servir", "hacer", "actuar", "trabajar", "ejercer" — before "de" / "como" they say a role. */
const ROLE_VERBS = /^(sirv|serv|hac|hic|hiz|actu|trabaj|ejerc)\p{L}*$/u;

/**
 * "¿Qué función cumplió… junto a Hernán Cortés?" where the note says "…sirvió de intérprete a Hernán Cortés": asked for a
 * role, the noun after "servir de", "hacer de", "actuar como", "trabajar como" in a part that says another word of the
 * question, up to the next preposition. The span, or null.
 */
export function roleSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const wh = q.findIndex((t) => t.fold === "que" || t.fold === "cual");
  if (wh < 0 || !ROLE_NOUNS.test(q[wh + 1]?.fold ?? "")) return null;
  for (const p of parts) {
    if (!p.some((t) => t.content && inQuestion(t))) continue;
    for (let k = 0; k + 2 < p.length; k++) {
      if (!ROLE_VERBS.test(p[k]!.fold) || !["de", "como"].includes(p[k + 1]!.fold)) continue;
      const rest = p.slice(k + 2);
      const end = rest.findIndex((t, j) => j > 0 && PHRASE_PREPOSITIONS.has(t.fold));
      const tokens = end > 0 ? rest.slice(0, end) : rest;
      if (tokens.some((t) => t.content && !inQuestion(t))) return { tokens, part: new Set(p) };
    }
  }
  return null;
}

/**
 * A purpose the question sets, said in the note in a part of its own, set before what is done for it: with the verb
 * left out ("¿Qué usó Hertz para detectar las ondas?" where the note says "Para producirlas usó una chispa…, | y para
 * detectarlas, | un anillo de alambre…"), the noun phrase set off after it; with "para que" ("¿Cómo se come… para que
 * no se derrame el caldo?" where the note says "Para que no se derrame el caldo, | se sostiene de pie | y se muerde…"),
 * the clause after it with the clauses coordinated to it. The span, or null.
 */
export function gappedPurposeSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  const q = tokenize(question);
  const at = q.findIndex((t, k) => k > 1 && t.fold === "para" && (INFINITIVE.test(q[k + 1]?.fold ?? "") || q[k + 1]?.fold === "que"));
  if (at < 0) return null;
  const clause = q[at + 1]!.fold === "que";
  const purpose = indexTokens(clause ? q.slice(at + 2).filter((t) => t.content) : [q[at + 1]!]);
  for (let i = 0; i + 1 < parts.length; i++) {
    const [p, next] = [parts[i]!, parts[i + 1]!];
    const from = ["y", "e"].includes(p[0]!.fold) ? 1 : 0;
    const says = clause ? p[from + 1]?.fold === "que" && p.some((t) => t.content && alignsLiterally(t, purpose)) : p[from + 1] !== undefined && alignsLiterally(p[from + 1]!, purpose);
    if (p[from]?.fold !== "para" || !says || p.slice(from + 2).some((t) => t.content && !inQuestion(t))) continue;
    // (Gapped, coordinated after a clause that says the verb, and the last of its clause: "…, | y para detectarlas, | un
    // anillo…." — not an apposition before the verb: "Para obtener la Compostela, | el certificado…, | hay que…".)
    const last = !parts[i + 2] || parts[i + 2]![0]!.stopBefore || parts[i + 2]![0]!.clause !== p[0]!.clause;
    if (!next[0]!.commaBefore || next[0]!.clause !== p[0]!.clause || (!clause && (!ARTICLES.has(next[0]!.fold) || from === 0 || !last))) continue;
    const first = next.findIndex((t) => t.content && !inQuestion(t));
    if (first < 0) continue;
    const more = [];
    for (let j = i + 2; clause && j < parts.length && ["y", "e"].includes(parts[j]![0]!.fold) && parts[j]![0]!.clause === p[0]!.clause; j++) more.push(...parts[j]!);
    return { tokens: [...next.slice(first), ...more], part: new Set([...next, ...more]) };
  }
  return null;
}

/** A manner the part says by pointing back: "y así…", "de este modo…", "de esta manera…". */
const BACK_TO_MANNER = /^(?:(?:y|e) )?(?:asi|(?:de|del) (?:este|esta|ese|esa) (?:modo|manera|forma))(?: |$)/;

/**
 * "¿Cómo cambia de nota el sacabuche?" where the note says "Tiene una vara que se desliza…, | y así cambia de nota…":
 * the part that answers points back to the manner — what its sentence says before it. The span, or null.
 */
export function mannerPointedBack(parts: readonly Token[][], best: number, question: string): Slot | null {
  const p = parts[best];
  if (!/^\s*¿?\s*c[oó]mo\s/iu.test(question) || !p || !BACK_TO_MANNER.test(p.slice(0, 4).map((t) => t.fold).join(" "))) return null;
  let from = best;
  while (from > 0 && !parts[from]![0]!.stopBefore) from--;
  const before = parts.slice(from, best).flat();
  return before.some((t) => t.content) ? { tokens: before, part: new Set(before) } : null;
}

/** "¿A qué se parece…?", "¿A qué recuerda…?": a question that asks what a thing is likened to. */
const LIKENED_QUESTION = /^\s*¿?\s*a\s+qu[eé]\s+(?:se\s+parecen?|recuerdan?|se\s+asemejan?)\s/iu;
/** Words after which a note says what a thing is like: "como", "parecido a", "semejante a". */
const LIKE = /^(?:como|parecid[oa]s?|semejantes?|similar(?:es)?)$/;

/**
 * "¿A qué se parece la melena del macho?" where the note says "…tiene una melena espesa, | como la de un león": what
 * the part that answers (or the one set off after it, in its clause) likens the thing to. The span, or null.
 */
export function likenedSpan(parts: readonly Token[][], best: number, question: string): Slot | null {
  if (!LIKENED_QUESTION.test(question)) return null;
  for (let i = best; parts[i] && parts[i]![0]!.clause === parts[best]![0]!.clause; i++) {
    const p = parts[i]!;
    const k = p.findIndex((t, j) => LIKE.test(t.fold) && (t.fold === "como" || p[j + 1]?.fold === "a" || p[j + 1]?.fold === "al"));
    if (k < 0) continue;
    const rest = p.slice(k + (p[k]!.fold === "como" ? 1 : 2));
    if (rest.some((t) => t.content)) return { tokens: rest, part: new Set(p) };
  }
  return null;
}

/** "¿Quién recibió / ganó / obtuvo / se llevó…?": a thing received, asked who got it. */
const RECEIVED_QUESTION = /^\s*¿?\s*qui[eé]n(?:es)?\s+(?:recibi[oó]|recibieron|gan[oó]|ganaron|obtuvo|obtuvieron|se\s+llev[oó]|se\s+llevaron)\s/iu;

/**
 * "¿Quién recibió el Premio Nobel por el hallazgo?" where the note says "El Premio Nobel … por este hallazgo fue para su
 * director, | Antony Hewish, | y no para ella": whom the thing "fue para", in a part that says two words of the question
 * before it — with the name set off after it. The span, or null.
 */
export function recipientSpan(parts: readonly Token[][], question: string, inQuestion: (t: Token) => boolean): Slot | null {
  if (!RECEIVED_QUESTION.test(question)) return null;
  for (const [i, p] of parts.entries()) {
    const k = p.findIndex((t, j) => /^(fue|fueron|iba|iban)$/.test(t.fold) && p[j + 1]?.fold === "para" && p[j + 2] !== undefined && p.slice(0, j).filter((x) => x.content && inQuestion(x)).length >= 2);
    if (k < 0) continue;
    const next = parts[i + 1];
    const named = next?.[0]!.commaBefore && next[0]!.clause === p[0]!.clause && next.find((t) => t.content || t.name)?.name === true;
    return { tokens: [...p.slice(k + 2), ...(named ? next : [])], part: new Set([...p, ...(named ? next : [])]) };
  }
  return null;
}

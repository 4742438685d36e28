/**
 * Negation scope (lib/text/analyze.ts tokenizes, then reads it here): from a negation to the end of its clause, with
 * the readings that narrow or lift it — an interjected yes/no, a bound on an amount, "casi no" and "no … tan" (less,
 * not denied), "sin", "en lugar de" and an exception after a universal before a noun, a fronted subordinate clause, a
 * cause given after the denial, ceasing denied, what "evita que…" prevents.
 */
import { type Token, isPolarityWord } from "./analyze";
import { NEGATION_WORDS } from "./lexicon";
import { boundsAmount } from "./phrases";
import { DEFINITE_ARTICLES, INFINITIVE, NO_ONE } from "./spanish";
import { stemWord } from "./stem";

/** Light verbs that relate their subject to a complement: a negation of one denies the relation, not the complement. */
const RELATIONAL_VERBS = new Set(["sirve", "sirven", "servir", "servia", "servian", "permite", "permiten", "permitir", "funciona", "funcionan", "vale", "valen"]);

const ARTICLES = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "the", "a", "an"]);
/** Words that, like an article, go before what "sin" denies: "sin una sola figura", "sin ningún apoyo". */
export const WITHOUT_DETERMINERS: ReadonlySet<string> = new Set(["solo", "sola", "solos", "solas", "ningun", "ninguna", "ninguno", "single"]);

/** Conjunctions that open a subordinate clause; fronted, it ends at the first comma. */
const SUBORDINATORS = new Set(["si", "cuando", "aunque", "mientras", "porque", "como", "if", "when", "while", "because"]);

/** Verbs of preventing, whose "que" clause they deny ("evita que…", "impide que…"). */
const PREVENTING = new Set([...NEGATION_WORDS].filter((w) => /^(evit|imped|impid|preven|previ)/.test(w)));
/** Consequence markers after a comma: what follows them is said, not denied. */
const CONSEQUENCES = [["por", "lo", "que"], ["asi", "que"], ["de", "modo", "que"], ["de", "manera", "que"], ["por", "eso"], ["por", "tanto"]];

/** Conjunctions of time after what is denied: their clause is when it happens, not denied ("no se pone negra en cuanto se corta"). */
const WHEN_CLAUSE = [["cuando"], ["en", "cuanto"], ["nada", "mas"], ["tan", "pronto", "como"], ["when"], ["as", "soon", "as"]];

/** Negative words that agree with a "no" before them ("no … ninguno", "no … nadie", "no … nunca"). */
export const CONCORD: ReadonlySet<string> = new Set(["ningun", "ninguna", "ninguno", "ningunos", "ningunas", "nadie", "nada", "nunca", "jamas"]);

/** Words after the verb "nada" (swims) that the pronoun "nada" rarely takes; the notes' own names, which it does. */
const SWIM_AFTER = new Set(["con", "hacia", "hasta", "bajo", "sobre", "entre", "contra", "mientras", "deprisa", "despacio", "rapido", "lentamente", "muy", "cerca", "lejos", "junto"]);
const NOTES = new Set(["notas", "apuntes", "nota", "texto"]);

/** Comparatives before "que ningún / nadie / nunca" ("más que ningún otro", "mejor que nadie"). */
const COMPARATIVES = new Set(["mas", "menos", "mejor", "peor", "mayor", "menor", "antes", "more", "less", "better", "worse"]);

/** Forms of "querer" that, denied before an infinitive, refuse ("no quiso ceder" = "se negó a ceder"). */
const WANT = /^(quiso|quisieron|quiere|quieren|queria|querian|quisiera|quisieran)$/;
const REFUSE = stemWord("negar");
/** Forms of "negarse" and "rehusar" that govern an infinitive ("se negó a jurar", "rehusó firmar"). */
export const REFUSING = /^(?:neg(?:o|aron|aba|aban|arse|andose|ara|aran)|nieg(?:a|an|ue|uen)|rehus(?:o|aron|aba|aban|ar|arse|a|an))$/;

/** Words of exception: after a universal, the phrase they open is left out ("todo el cuerpo menos las manos"). */
const EXCEPTIONS = new Set(["menos", "excepto", "salvo", "except"]);
const UNIVERSALS = /^(tod[oa]s?|cualquier|cualquiera|all|every|any)$/;

/**
 * "cualquier parte del cuerpo menos las manos", "todos los días salvo el domingo": an exception after a universal in
 * its clause.
 */
const isException = (out: readonly Token[], i: number) => EXCEPTIONS.has(out[i]!.fold) && ARTICLES.has(out[i + 1]?.fold ?? "") && out.slice(0, i).some((x) => x.clause === out[i]!.clause && UNIVERSALS.test(x.fold));

/** A time "hasta" sets ("hasta 1979", "hasta finales del siglo", "hasta que murió"), past an article. */
const UNTIL_TIME = /^(finales|principios|mediados|comienzos|fines|que|siglo|ano|anos|epoca|dia|mes|edad|llegada|muerte|reinado)$/;

/**
 * Marks each token's negation (in place): negated, negation head, "sin"-only. "no … hasta" a time says when it did
 * happen ("no se recuperó hasta 1979" = "se recuperó en 1979"): nothing of its clause is denied.
 */
export function scopeNegations(out: Token[]): void {
  markNegations(out);
  out.forEach((t, i) => {
    if (t.fold !== "no") return;
    const until = out.findIndex((x, j) => j > i + 1 && x.clause === t.clause && x.fold === "hasta" && !out.slice(i + 1, j).some((y) => y.commaBefore));
    const next = out[until + (DEFINITE_ARTICLES.has(out[until + 1]?.fold ?? "") ? 2 : 1)];
    if (until < 0 || !next || !(next.num !== null || UNTIL_TIME.test(next.fold))) return;
    for (let j = i + 1; j < out.length && out[j]!.clause === t.clause && !(j > until && out[j]!.commaBefore); j++) out[j] = { ...out[j]!, negated: false, negationHead: false, withoutOnly: false };
  });
}

function markNegations(out: Token[]): void {
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    // "apenas se pierde en calor", "apenas llueve": barely is little, as "casi no" is — the next content word is lowered.
    if ((t.fold === "apenas" || t.fold === "barely" || t.fold === "hardly") && !isPolarityWord(out, i)) {
      const k = out.findIndex((x, j) => j > i && j <= i + 3 && x.clause === t.clause && x.content);
      if (k >= 0) out[k] = { ...out[k]!, lowered: true };
      continue;
    }
    // "se negó a jurar lealtad", "rehusó firmar": a refusal denies the infinitive it governs, as "no quiso jurar" does.
    const refused = REFUSING.test(t.fold) ? i + (out[i + 1]?.fold === "a" ? 2 : 1) : -1;
    if (refused > 0 && out[refused]?.clause === t.clause && INFINITIVE.test(out[refused]!.fold)) out[refused] = { ...out[refused]!, negated: true, negationHead: true };
    // "es imposible conocer a la vez…" denies the infinitive, as "no se puede conocer" does ("un suceso imposible" none).
    if (/^imposibles?$/.test(t.fold) && INFINITIVE.test(out[i + 1]?.fold ?? "") && out[i + 1]!.clause === t.clause) [out[i], out[i + 1]] = [{ ...t, content: false }, { ...out[i + 1]!, negated: true, negationHead: true }];
    const exception = isException(out, i);
    if (!NEGATION_WORDS.has(t.fold) && !t.ceases && !t.lacks && !exception && !((t.fold === "vez" || t.fold === "lugar") && out[i - 1]?.fold === "en" && out[i + 1]?.fold === "de")) continue;
    // "No, …" / "No: …" answering a yes/no question is an interjection, not a negation of what follows.
    if (isPolarityWord(out, i)) continue;
    // "…, no la de soplar", "…, no el que usaba antes": a contrast set off after a comma that says which one is not
    // meant — no denial of what its phrase says.
    if (t.fold === "no" && t.commaBefore && DEFINITE_ARTICLES.has(out[i + 1]?.fold ?? "") && ["de", "del", "que"].includes(out[i + 2]?.fold ?? "")) continue;
    // "no quiso ceder su asiento" is a refusal, what "se negó a ceder" says: the denial is of the wanting only (which
    // also stands for "negarse"), not of what was refused.
    if (t.fold === "no" && WANT.test(out[i + 1]?.fold ?? "") && out[i + 1]!.clause === t.clause && INFINITIVE.test(out[i + 2]?.fold ?? "")) {
      out[i + 1] = { ...out[i + 1]!, content: true, negated: true, negationHead: true, refuses: true, alt: REFUSE };
      out[i + 2] = { ...out[i + 2]!, negated: true, negationHead: true };
      continue;
    }
    // "no coincide con ninguno", "no vino nadie": a negative word inside a denial's scope is concord — the one denial,
    // with the head it already has.
    if (CONCORD.has(t.fold) && t.negated && !t.withoutOnly && out.slice(0, i).some((x) => x.fold === "no" && x.clause === t.clause)) continue;
    // ("apenas hablaba con nadie": concord with "apenas" — barely, not a denial of what the clause goes on to say.)
    if (CONCORD.has(t.fold) && out.slice(Math.max(0, i - 5), i).some((x) => (x.fold === "apenas" || x.fold === "tampoco") && x.clause === t.clause)) continue;
    // "más … que ningún otro", "mejor que nadie": a comparative, not a negation.
    // (Only after a comparative: "establecía que ningún hombre…" is a denial after a complementiser.)
    if (CONCORD.has(t.fold) && out[i - 1]?.fold === "que" && out.slice(Math.max(0, i - 6), i - 1).some((x) => x.clause === t.clause && COMPARATIVES.has(x.fold))) continue;
    // "Ningún otro marsupial vive allí", "nadie más lo logró": said of the others, it makes the one named the only one —
    // it denies nothing of that one (not after a "no" of its own clause: "no vive ningún otro").
    if (/^ningun[oa]?s?$|^nadie$/.test(t.fold) && /^(otr[oa]s?|mas)$/.test(out[i + 1]?.fold ?? "") && (t.fold === "nadie") === (out[i + 1]!.fold === "mas") && !out.slice(0, i).some((x) => x.clause === t.clause && x.fold === "no")) continue;
    // "nadie más que el portero", "ninguno más que él", "con nada más que sal": only that one — an exclusive, no denial
    // (not "nada más que hacer", nothing left to do).
    if ((NO_ONE.test(t.fold) || (t.fold === "nada" && !INFINITIVE.test(out[i + 3]?.fold ?? ""))) && out[i + 1]?.fold === "mas" && out[i + 2]?.fold === "que") continue;
    // "ningún otro roedor es tan grande como él", "nadie corre más que ella": no other is as much — a superlative, no denial.
    const other = t.fold === "nadie" || (["ningun", "ninguna", "ninguno"].includes(t.fold) && /^otr[oa]s?$/.test(out[i + 1]?.fold ?? ""));
    // (Or with the comparison left unsaid at the statement's end: "ningún otro palacio en uso es tan antiguo".)
    // (Or as many of a thing: "ningún otro sólido tiene tantas caras".)
    const as = (f: string) => f === "tan" || /^tant[oa]s?$/.test(f);
    const unsaid = (j: number) => as(out[j]!.fold) && out[j + 1]?.content === true && (out[j + 2] === undefined || out[j + 2]!.stopBefore === true);
    if (other && out.some((x, j) => j > i + 1 && (as(x.fold) || x.fold === "mas") && (unsaid(j) || (x.clause === t.clause && out.slice(j + 2, j + 5).some((y) => y.clause === t.clause && y.fold === (as(x.fold) ? "como" : "que")))))) continue;
    // "Nada con la boca abierta", "mientras nada hacia la orilla": the verb "nadar", where no denial comes before it in
    // its clause and a preposition of manner or place follows (not "nada de eso", "nada en tus notas").
    if (t.fold === "nada" && SWIM_AFTER.has(out[i + 1]?.fold ?? "") && !out.slice(i + 1, i + 4).some((x) => NOTES.has(x.fold)) && !out.slice(0, i).some((x) => x.clause === t.clause && NEGATION_WORDS.has(x.fold))) continue;
    // "tierra de nadie", "hijo de nadie": whose, after a noun — a complement, no denial of the clause.
    if ((t.fold === "nadie" || t.fold === "nada") && out[i - 1]?.fold === "de" && out[i - 2]?.content) continue;
    // "casi no contiene agua", "casi nunca llueve": almost none is little — the next content word is lowered (as after
    // "poca"), not denied.
    if ((out[i - 1]?.fold === "casi" || out[i - 1]?.fold === "almost") && out[i - 1]!.clause === t.clause) {
      const k = out.findIndex((x, j) => j > i && x.clause === t.clause && x.content);
      if (k >= 0) out[k] = { ...out[k]!, lowered: true };
      continue;
    }
    // "no se evapora tan bien", "no es tan alto": less of it, not a denial — the word after "tan" is lowered.
    if (t.fold === "no") {
      const tan = out.findIndex((x, j) => j > i && j <= i + 4 && x.clause === t.clause && x.fold === "tan");
      if (tan > 0 && out[tan + 1] && out[tan + 1]!.clause === t.clause && out[tan + 1]!.fold !== "pronto" && out[tan + 2]?.fold !== "como") {
        out[tan + 1] = { ...out[tan + 1]!, lowered: true };
        continue;
      }
    }
    // "los no fumadores", "comunes y no comunes": "no" after an article, or between a word and itself, denies that word
    // only.
    const next = out[i + 1];
    if (t.fold === "no" && next?.content && (["el", "la", "los", "las", "un", "una", "unos", "unas"].includes(out[i - 1]?.fold ?? "") || (["y", "e", "o", "u"].includes(out[i - 1]?.fold ?? "") && out[i - 2]?.stem === next.stem))) {
      out[i + 1] = { ...next, negated: true, negationHead: true };
      continue;
    }
    // "Cecina, o si no, tasajo", "uva, o si no melón": "si no" set off alone or after "o" is "otherwise" — it denies nothing.
    if (t.fold === "no" && out[i - 1]?.fold === "si" && (!next || next.commaBefore || out[i - 2]?.fold === "o")) continue;
    // "no pasar de cinco gramos", "no más de 5": a bound on an amount, as "menos de" is — no denial.
    if (t.fold === "no" && boundsAmount(out, i)) continue;
    let head = false;
    // A fronted subordinate clause ("Si la oferta no cambia, el precio sube") ends at its comma: a negation inside it
    // stops there.
    // (Also after a circumstance set off before it: "En cautividad, si no tienen esa dieta, palidecen".)
    const start = out.findIndex((x) => x.clause === t.clause);
    let partStart = i;
    while (partStart > start && !out[partStart]!.commaBefore) partStart--;
    // ("Al no dejar escapar el vapor, el agua hierve…", "Para no quemarse, se aparta": an infinitive's clause too.)
    const opensInfinitive = (k: number) => (out[k]!.fold === "al" || out[k]!.fold === "para") && INFINITIVE.test(out[out[k + 1]?.fold === "no" ? k + 2 : k + 1]?.fold ?? "");
    const fronted = (SUBORDINATORS.has(out[partStart]!.fold) || opensInfinitive(partStart)) && !out.slice(partStart + 1, i + 1).some((x) => x.commaBefore);
    // "sin" / "without" before a noun or a pronoun negates that phrase only ("sin piezas móviles", "sin ellas
    // bajaría…": up to its first word that is not an article); before an infinitive, the verb phrase to the clause's
    // end, like "no" ("sin repetir el mismo código").
    // "se previene con gorra", "se evita mediante vacunas": a verb of preventing before its means denies nothing there.
    if (PREVENTING.has(t.fold) && ["con", "mediante", "gracias"].includes(out[i + 1]?.fold ?? "")) continue;
    // "no ha dejado de expandirse": ceasing denied is going on — what follows is affirmed again.
    if (t.ceases && t.negated) {
      for (let j = i + 1; j < out.length && out[j]!.clause === t.clause; j++) {
        out[j]!.negated = false;
        out[j]!.negationHead = false;
        out[j]!.withoutOnly = false;
      }
      continue;
    }
    // "falta de" (a lack of) before a noun is "sin" ("por falta de dinero" = "sin dinero"); "hace falta" is a need.
    // ("sin que el sabor cambie" denies a clause, as "no" does.)
    // "en vez de", "en lugar de" before a noun deny that phrase only ("En lugar de las contraseñas, guarda su hash").
    const instead = t.fold === "vez" || t.fold === "lugar";
    const phrasal = ((t.fold === "sin" && out[i + 1]?.fold !== "que") || t.fold === "without" || t.lacks === true || instead || exception);
    let verbal = false;
    // A cause or a consequence given after what is denied is affirmed ("No puede reciclarse sin fin porque las fibras
    // se acortan", "toca sin parar gracias a la respiración circular"; "evita que el calor se escape, por lo que la
    // calefacción consume menos").
    // (So is a purpose "para que" gives the denial, but of a verb that relates: "No lo patentó para que pudiera usarse
    // libremente"; not "no sirve para que…".)
    const purposeFrom = (j: number) => out[j]!.fold === "para" && out[j + 1]?.fold === "que" && !out.slice(i + 1, j).some((x) => RELATIONAL_VERBS.has(x.fold));
    const causeFrom = (j: number) =>
      j > i + 1 && (purposeFrom(j) || out[j]!.fold === "porque" || out[j]!.fold === "because" || (out[j]!.fold === "gracias" && ["a", "al"].includes(out[j + 1]?.fold ?? "")) || WHEN_CLAUSE.some((c) => c.every((w, d) => out[j + d]?.fold === w)) || ((out[j]!.fold === "ya" || out[j]!.fold === "puesto") && out[j + 1]?.fold === "que") || (out[j]!.commaBefore && CONSEQUENCES.some((c) => c.every((w, d) => out[j + d]?.fold === w))));
    // "evita que el calor se escape", "sin que el sabor cambie": what is prevented is the verb, not its subject.
    const npOnly = PREVENTING.has(t.fold) && ARTICLES.has(out[i + 1]?.fold ?? "");
    const subjectEnd = (PREVENTING.has(t.fold) || t.fold === "sin") && out[i + 1]?.fold === "que" && ARTICLES.has(out[i + 2]?.fold ?? "") ? i + 3 : i;
    // "ningún hombre libre podía ser encarcelado sin un juicio", "no se entra sin entrada": "sin" inside a denial turns
    // it round — its phrase is affirmed, as what must be there.
    const doubled = phrasal && t.fold === "sin" && t.negated && !t.withoutOnly;
    // (And the denial itself becomes a condition: "no podían ser encarcelados sin juicio" denies no imprisonment.)
    if (doubled) {
      for (let j = i - 1; j >= 0 && out[j]!.clause === t.clause && out[j]!.negated; j--) {
        out[j]!.negated = out[j]!.negationHead = false;
      }
    }
    // A denied infinitive ends where another is coordinated: "no acercar las manos a la estufa | y abrigarse bien".
    const nextInfinitive = (j: number) => t.fold === "no" && INFINITIVE.test(out[i + 1]?.fold ?? "") && ["y", "e"].includes(out[j]!.fold) && INFINITIVE.test(out[j + 1]?.fold ?? "");
    for (let j = i + 1; j < out.length && out[j]!.clause === t.clause && !(fronted && out[j]!.commaBefore) && !(phrasal && j > i + 1 && out[j]!.commaBefore) && !causeFrom(j) && !nextInfinitive(j); j++) {
      if (doubled) {
        out[j]!.negated = out[j]!.negationHead = false;
        out[j]!.withoutOnly = false;
        continue;
      }
      if (phrasal && !out[j]!.negated) out[j]!.withoutOnly = true;
      else out[j]!.withoutOnly = false;
      out[j]!.negated = true;
      if (phrasal && !verbal && /(ar|er|ir)(lo|la|los|las|le|les|se)?$/.test(out[j]!.fold)) verbal = true;
      if (phrasal && !verbal && !ARTICLES.has(out[j]!.fold) && !WITHOUT_DETERMINERS.has(out[j]!.fold) && !((t.lacks || instead) && (out[j]!.fold === "de" || out[j]!.fold === "del"))) {
        if (out[j]!.content && !head) out[j]!.negationHead = true;
        break;
      }
      // What the negation denies: its first content word — unless a relational light verb comes first ("no sirven
      // contra los virus" denies that they serve, not the virus).
      if (!head && RELATIONAL_VERBS.has(out[j]!.fold)) head = true;
      if (!head && out[j]!.content && j > subjectEnd) out[j]!.negationHead = head = true;
      // A verb of preventing before a noun phrase denies that phrase only ("Para evitar la osteoporosis ayudan el
      // calcio…": the calcium is not denied), with its «de» complements ("evitar el consumo de alcohol").
      if (npOnly && head && out[j]!.content && !["de", "del"].includes(out[j + 1]?.fold ?? "")) break;
    }
  }
}

/**
 * The answer's comparatives said before the word the question's says them before ("la sala donde morían menos madres"
 * for "¿…la sala donde morían menos madres?"): the question's frame, no claim of the answer's.
 */
export function comparativeFrame(answer: readonly Token[], question: readonly Token[]): Set<Token> {
  const after = (ts: readonly Token[], i: number) => ts.slice(i + 1).find((x) => x.content)?.stem;
  const asked = new Set(question.flatMap((q, i) => (COMPARATIVES.has(q.fold) ? [`${q.fold} ${after(question, i)}`] : [])));
  return new Set(answer.filter((t, i) => COMPARATIVES.has(t.fold) && asked.has(`${t.fold} ${after(answer, i)}`)));
}

/**
 * How groups of words read once a text is tokenized (lib/text/analyze.ts): compound prepositions and light phrases
 * ("frente a", "hace falta", "les deja flotar"), comparatives ("más baja" = "menor", "se gasta menos" = "ahorra"),
 * ceasing and lacking ("deja de", "por falta de"), the number one said twice or not at all ("un solo", "uno de los"),
 * names in another spelling, verb forms Snowball misreads; and, on an answer, the numbers of its own list and the kind
 * of place it puts before a name.
 */
import { withShortYears } from "./years";
import { MONTHS } from "./notation";
import type { Token } from "./analyze";
import { synonyms } from "./lexicon";
import { MEASURE_UNIT, aboutAndDuring } from "./frames";
import { CLITICS, PART_OF_TIME, wordTable } from "./spanish";
import { raisedVowelStem, stemWord } from "./stem";
import { undiphthong } from "./align";
import { SAYS_ONE_WORD } from "./wordGroups";

/** (Defined with the frames of amounts it reads, lib/text/frames.ts; phrases.ts read it here first.) */
export { MEASURE_UNIT };

/**
 * Words that are function words before the given ones: nouns of compound prepositions ("frente a los ácidos" =
 * "contra los ácidos", "a bordo del barco" = "en el barco") and conjunctions ("a medida que"), and "ayuda a" before
 * what it helps to happen.
 */
const TIMES_MORE = new Set(["mayor", "mayores", "superior", "superiores", "mas"]);
const LIGHT_BEFORE = new Map<string, ReadonlySet<string>>([
  ["frente", new Set(["a", "al"])], ["respecto", new Set(["a", "al", "de", "del"])],
  ["pesar", new Set(["de", "del"])], ["pese", new Set(["a", "al"])], ["traves", new Set(["de", "del"])], ["acerca", new Set(["de", "del"])], ["bordo", new Set(["de", "del"])], ["medida", new Set(["que"])],
  ...["ayuda", "ayudan", "ayudar", "ayudo", "ayudaba", "ayudaban", "ayudaron"].map((w) => [w, new Set(["a", "al"])] as [string, ReadonlySet<string>]),
]);
/** Forms of "dejar" that, before "de" and an infinitive, say a thing stops ("deja de producirla"). */
const CEASE = new Set(["deja", "dejan", "dejo", "dejaron", "dejar", "dejara", "dejaria", "dejado", "dejando", "dejen", "deje"]);
/** "solo", "única" after the number one ("un solo número", "una única reina"). */
export const ONLY = new Set(["solo", "sola", "unico", "unica"]), ONE = new Set(["un", "una", "uno"]);

export const COLOUR = /^(azul|azules|verdes?|roj[oa]s?|amarill[oa]s?|gris|grises|marron|marrones|rosas?|violetas?|morad[oa]s?|naranjas?|pard[oa]s?)$/;
const SHADES: Record<string, string> = wordTable({ rojiz: "rojo", blanquecin: "blanco", amarillent: "amarillo", verdos: "verde", negruzc: "negro", grisace: "gris", azulad: "azul", pardusc: "pardo", rosace: "rosa", violace: "violeta" });
export const SHADE = new RegExp(`^(${Object.keys(SHADES).join("|")})(o|a|os|as)$`);

/** Adjectives that "más" turns into "mayor" / "menor" ("a una temperatura más baja" = "a menor temperatura"). */
const COMPARED = new Map<string, string>([...["bajo", "baja", "bajos", "bajas", "pequeno", "pequena", "pequenos", "pequenas"].map((w) => [w, "menor"] as [string, string]), ...["alto", "alta", "altos", "altas", "grande", "grandes"].map((w) => [w, "mayor"] as [string, string])]);

/** Forms of "hacer" before "falta": a need ("hace falta"), not a lack. */
const HACER = ["hace", "hacen", "hacia", "hacian", "haria", "hara"];

/** The readings of word groups, pass after pass, on a tokenized text (before negation scope is set). */
export function readPhrases(tokens: Token[]): Token[] {
  let out = tokens;
  // "el año 1656", "el día 9": the number is the date; the word before it adds nothing. So do "el siglo XIV" before its
  // number, "a mediados de", "a finales de" before a time, and "justo" before one or a place ("justo debajo de").
  out = out.map((t, i) => ((t.fold === "ano" || t.fold === "dia" || t.fold === "year" || t.fold === "siglo") && (out[i + 1]?.num ?? null) !== null && out[i + 1]!.clause === t.clause && t.content ? { ...t, content: false } : t));
  out = out.map((t, i) => (t.content && PART_OF_TIME.test(t.fold) && out[i - 1]?.fold === "a" && /^(de|del)$/.test(out[i + 1]?.fold ?? "") ? { ...t, content: false } : t));
  // "un tono naranja", "una tonalidad rojiza": the word for a shade before a colour says nothing the colour does not.
  out = out.map((t, i) => (/^(tonos?|tonalidad(es)?|matiz|matices)$/.test(t.fold) && (COLOUR.test(out[i + 1]?.fold ?? "") || SHADE.test(out[i + 1]?.fold ?? "") || /^(blanc|negr|anaranjad|dorad|platead)[oa]s?$/.test(out[i + 1]?.fold ?? "")) ? { ...t, content: false } : t));
  // "como máximo", "como mínimo", "a lo sumo": a bound on the amount said (flips.ts reads it), no thing of its own.
  out = out.map((t, i) => ((/^(maximo|minimo)$/.test(t.fold) && out[i - 1]?.fold === "como") || (t.fold === "sumo" && out[i - 1]?.fold === "lo" && out[i - 2]?.fold === "a") ? { ...t, content: false } : t));
  // "justo antes", and "su propia casa" (an owner said again): no word of their own.
  out = out.map((t, i) => ((t.fold === "justo" && /^(antes|despues|debajo|encima|delante|detras|enfrente|en|al|a|sobre|bajo|tras|cuando|donde|entre|desde|hasta)$/.test(out[i + 1]?.fold ?? "")) || (/^propi[oa]s?$/.test(t.fold) && /^(su|sus|mi|mis|tu|tus|nuestr[oa]s?)$/.test(out[i - 1]?.fold ?? "")) ? { ...t, content: false } : t));
  // "ni uno solo", "ni una sola vez", "ni un puente": a denial of any, not the number one ("ni uno ni otro" too); nor is
  // the impersonal "uno" of "sin que uno quiera", "cuando uno come" (not a comparison's: "más pequeño que uno"), nor the
  // pronoun of "uno cuyos lados…", "Uno que tiene…" opening an answer.
  out = out.map((t, i) => (t.num === 1 && (t.fold === "uno" || t.fold === "una" || t.fold === "un") && (out[i - 1]?.fold === "ni" || (t.fold !== "un" && (/^cuy[oa]s?$/.test(out[i + 1]?.fold ?? "") || (i === 0 && out[1]?.fold === "que"))) || (t.fold === "uno" && ["que", "cuando", "si", "donde", "mientras", "porque"].includes(out[i - 1]?.fold ?? "") && !out.slice(Math.max(0, i - 4), i - 1).some((x) => /^(mas|menos|mayor|menor|igual|tanto|mismo)$/.test(x.fold)))) && (out[i - 1] ?? t).clause === t.clause ? { ...t, num: null, content: false } : t));
  // (Nor "Uno de ala ancha" opening an answer: the pronoun of the thing asked for with what it is like; "uno de cada
  // diez", "uno de los tres" are the numeral.)
  out = out.map((t, i) => (i === 0 && t.num === 1 && (t.fold === "uno" || t.fold === "una") && out[1]?.fold === "de" && out[2]?.content && out[2].num === null ? { ...t, num: null, content: false } : t));
  out = withShortYears(out); // "en el 93", "los años veinte": years said short (lib/text/years.ts).
  // "1 km" is "1.000 metros", an amount in its unit's base unit too (a range's first too: "entre 24 y 72 horas").
  out = out.map((t, i) => (t.num !== null && t.alt === undefined ? withUnitAlt(t, ["y", "a", "o"].includes(out[i + 1]?.fold ?? "") && out[i + 2]?.num != null ? out[i + 3] : out[i + 1]) : t));
  // "le toca recorrer…", "nos tocaba esperar": a duty said of someone, as "debe" says it — no thing touched.
  out = out.map((t, i) => (/^toca(n|ba|ban|ra|ria)?$/.test(t.fold) && CLITICS.has(out[i - 1]?.fold ?? "") && /^\p{L}{2,}[aei]r(se|lo|la|los|las|le|les)?$/u.test(out[i + 1]?.fold ?? "") ? { ...t, content: false } : t));
  // "el 16 de julio de cada año", "todos los años, el 3 de mayo": a day of a month comes back yearly; "año" adds nothing.
  const dayOfMonth = (i: number) => out.slice(Math.max(0, i - 5), i + 6).some((x, j, xs) => MONTHS.includes(x.fold) && xs[j - 1]?.fold === "de" && xs[j - 2]?.num != null);
  out = out.map((t, i) => (/^anos?$/.test(t.fold) && (out[i - 1]?.fold === "cada" || (out[i - 1]?.fold === "los" && out[i - 2]?.fold === "todos")) && dayOfMonth(i) ? { ...t, content: false } : t));
  // "una vez por semana", "dos veces al año", "cada mes": a bare unit of the calendar is one of it ("cada siete días").
  out = out.map((t, i) => {
    const days = CALENDAR_DAYS[t.fold];
    const before = out[i - 1]?.fold;
    const per = before === "por" || before === "cada" || before === "al" || (before === "la" && out[i - 2]?.fold === "a");
    return days !== undefined && !t.fold.endsWith("s") && t.alt === undefined && per ? { ...t, alt: calendarAlt(days) } : t;
  });
  // "el siglo XIV": the century a year of it stands for too (a note's "en 1347" holds it; see indexTokens).
  out = out.map((t, i) => (t.num !== null && Number.isInteger(t.num) && t.num >= 1 && t.num <= 21 && (out[i - 1]?.fold === "siglo" || out[i - 1]?.fold === "siglos") ? { ...t, alt: `siglo${t.num}` } : t));
  // "Gran Bretaña": the country's name is "Bretaña" with its "Gran" (see relational.ts), no greatness of its own.
  out = out.map((t, i) => (t.fold === "gran" && out[i + 1]?.fold === "bretana" ? { ...t, content: false, name: false } : t));
  // "una especie de máscara", "una suerte de": a hedge on the noun after it, no thing of its own.
  out = out.map((t, i) => ((t.fold === "especie" || t.fold === "suerte") && ["una", "la"].includes(out[i - 1]?.fold ?? "") && out[i + 1]?.fold === "de" ? { ...t, content: false } : t));
  // "sigue funcionando", "seguían viviendo", "acabó dividiendo", "termina siendo": an aspectual auxiliary before a
  // gerund, as "todavía" or "al final" — the gerund is the fact.
  out = out.map((t, i) => (/^(sigue|siguen|seguia|seguian|siguio|siguieron|seguir|(?:acab|termin|continu)(?:a|an|o|aron|aba|aban|ara|aran))$/.test(t.fold) && /(ando|iendo|yendo)$/.test(out[i + 1]?.fold ?? "") ? { ...t, content: false } : t));
  // "fue obra de Zamenhof": authorship said of the agent, as "lo hizo Zamenhof" — no work of its own.
  out = out.map((t, i) => (t.fold === "obra" && /^(es|era|fue|son|eran|fueron)$/.test(out[i - 1]?.fold ?? "") && /^(de|del)$/.test(out[i + 1]?.fold ?? "") ? { ...t, content: false } : t));
  // "de nuevo" (again): an adverb, no newness — as "otra vez" is.
  out = out.map((t, i) => (t.fold === "nuevo" && out[i - 1]?.fold === "de" && t.clause === out[i - 1]!.clause ? { ...t, content: false } : t));
  // "uno por cada día": a share, not the number one as a fact; "dos a dos", "uno a uno": a manner, no count.
  out = out.map((t, i, all) => (((t.fold === "uno" || t.fold === "una") && all[i + 1]?.fold === "por" && all[i + 2]?.fold === "cada") || (t.num !== null && ((all[i + 1]?.fold === "a" && all[i + 2]?.fold === t.fold) || (all[i - 1]?.fold === "a" && all[i - 2]?.fold === t.fold))) ? { ...t, num: null, content: false } : t));
  // "encima de" / "debajo de": compound prepositions that say "sobre" / "bajo" ("encima de una roca" = "sobre una roca").
  out = out.map((t, i) => ((t.fold === "encima" || t.fold === "debajo") && /^(de|del)$/.test(out[i + 1]?.fold ?? "") && t.alt === undefined ? { ...t, alt: t.fold === "encima" ? "sobr" : "baj" } : t));
  // "más tarde" (later) orders in time as "después" does; "una sustancia llamada X" names X, no thing of its own.
  out = out.map((t, i) => (t.fold === "tarde" && out[i - 1]?.fold === "mas" ? { ...t, content: false } : t));
  out = out.map((t, i) => (t.fold === "sustancia" && /^(llamad|denominad)[ao]$/.test(out[i + 1]?.fold ?? "") ? { ...t, content: false } : t));
  // "en plena calle", "en pleno invierno": an intensifier, no content; "al lado" places as "junto a".
  out = out.map((t, i) => ((/^plen[oa]s?$/.test(t.fold) && out[i - 1]?.fold === "en") || (t.fold === "lado" && out[i - 1]?.fold === "al") ? { ...t, content: false } : t));
  // "en total"; "se encuentra en" = "está en", "dentro de" = "en", "a orillas de" = "junto a"; "acompañado de queso" =
  // "con queso": frames of an amount, a place or a companion, no content.
  out = out.map((t, i) => ((t.fold === "total" && out[i - 1]?.fold === "en") || (t.fold === "orillas" && out[i - 1]?.fold === "a" && /^(de|del)$/.test(out[i + 1]?.fold ?? "")) || (/^acompan(ado|ada|ados|adas|ando)$/.test(t.fold) && /^(a|al|de|del|con)$/.test(out[i + 1]?.fold ?? "")) || (t.fold === "dentro" && /^(de|del)$/.test(out[i + 1]?.fold ?? "")) || (/^(encuentr|encontr)/.test(t.fold) && out[i - 1]?.fold === "se" && /^(en|entre|junto|cerca|frente|al|a|dentro|sobre|bajo)$/.test(out[i + 1]?.fold ?? "")) ? { ...t, content: false } : t));
  // "de mayor tamaño" = "más grande", "de gran tamaño" = "grande": the size a size word says, no content of its own (not
  // "del mismo tamaño", which says the size is alike).
  const sized = (w: Token | undefined) => /^(mayor|menor|gran|grande|pequeno|enorme|reducido|mediano|diminuto)$/.test(w?.fold ?? "");
  out = out.map((t, i) => (/^tamanos?$/.test(t.fold) && (sized(out[i - 1]) || sized(out[i + 1])) ? { ...t, content: false } : t));
  // "a partir de": a compound preposition (from), no content of its own.
  out = out.map((t, i) => (t.fold === "partir" && out[i - 1]?.fold === "a" && out[i + 1]?.fold === "de" ? { ...t, content: false } : t));
  // "uno le dañó…": "uno" before a clitic is a pronoun (one of them), no number.
  out = out.map((t, i) => ((t.fold === "uno" || t.fold === "una") && t.num === 1 && CLITICS.has(out[i + 1]?.fold ?? "") && out[i + 1]!.clause === t.clause ? { ...t, num: null, content: false } : t));
  // "cuatro veces mayor" says "se multiplica por cuatro": the "veces" multiplies, its comparative says nothing more.
  out = out.map((t, i) => (t.fold === "veces" && out[i - 1]?.num != null && TIMES_MORE.has(out[i + 1]?.fold ?? "") && t.alt === undefined ? { ...t, alt: stemWord("multiplica") } : t));
  const multiplied = (k: number) => out[k]?.fold === "veces" && out[k]!.alt !== undefined;
  out = out.map((t, i) => (TIMES_MORE.has(t.fold) && multiplied(i - 1) ? { ...t, content: false } : t));
  out = aboutAndDuring(out);
  // "se conocen como", "conocido como", "denominado": naming verbs before the name say nothing of their own.
  out = out.map((t, i) => (t.content && /^(conoc(e|en|ia|ian|ido|ida|idos|idas)|denomin(a|an|ado|ada|ados|adas))$/.test(t.fold) && (out[i + 1]?.fold === "como" || /^denomin/.test(t.fold)) ? { ...t, content: false } : t));
  // "se ve favorecida", "se vio obligado": "verse" before a participle is a passive's auxiliary, no seeing.
  out = out.map((t, i) => (t.content && /^(ve|ven|veia|veian|vio|vieron|vea|vean)$/.test(t.fold) && out[i - 1]?.fold === "se" && /(ad|id)(o|a|os|as)$/.test(out[i + 1]?.fold ?? "") && out[i + 1]!.clause === t.clause ? { ...t, content: false } : t));
  // Phrases that say one verb or noun: "bajar la temperatura" is "enfriar", "subir la temperatura" "calentar"; "la
  // salida del sol" is "el amanecer", "la puesta del sol" "el atardecer", "a menudo" "con frecuencia" (no small thing).
  // The first word stands for it too; the rest say no more.
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    const k = ["la", "su", "sus", "las", "el"].includes(out[i + 1]?.fold ?? "") ? i + 2 : i + 1;
    const temperature = out[k]?.fold === "temperatura" && out[k]!.clause === t.clause;
    const [sun, often] = [(t.fold === "salida" || t.fold === "puesta") && out[i + 1]?.fold === "del" && out[i + 2]?.fold === "sol", t.fold === "menudo" && out[i - 1]?.fold === "a"];
    const says = temperature && COOLING.has(t.stem) ? "enfriar" : temperature && WARMING.has(t.stem) ? "calentar" : sun ? (t.fold === "salida" ? "amanecer" : "atardecer") : often ? "frecuencia" : null;
    if (says === null || !t.content) continue;
    const rest = sun ? i + 2 : often ? i : k;
    out = out.map((x, j) => (j === i ? { ...x, alt: stemWord(says) } : j === rest ? { ...x, content: false } : x));
  }
  // "79 d. C." (read "después de cristo"): our era is what a bare year means, so it adds nothing ("antes de cristo" does).
  out = out.map((t, i) => (t.fold === "cristo" && out[i - 1]?.fold === "de" && out[i - 2]?.fold === "despues" ? { ...t, content: false } : t));
  // "el este", "al este", "hacia el este": after an article the demonstrative's form is the cardinal point.
  out = out.map((t, i) => (t.fold === "este" && ["el", "al", "del"].includes(out[i - 1]?.fold ?? "") && out[i - 1]!.clause === t.clause ? { ...t, content: true } : t));
  // "en lugar de", "en vez de" (what it denies is read with negation scope), "al cabo de": prepositions, no place or cape.
  out = out.map((t, i) => ((((t.fold === "lugar" || t.fold === "vez") && out[i - 1]?.fold === "en") || (t.fold === "cabo" && out[i - 1]?.fold === "al")) && (out[i + 1]?.fold === "de" || out[i + 1]?.fold === "del") && t.content ? { ...t, content: false } : t));
  // Compound prepositions ("frente a", "a través de", "acerca de", "respecto a"): the noun in them is a preposition's.
  out = out.map((t, i) => (t.content && LIGHT_BEFORE.get(t.fold)?.has(out[i + 1]?.fold ?? "") && out[i + 1]!.clause === t.clause && (t.fold !== "medida" || out[i - 1]?.fold === "a") ? { ...t, content: false } : t));
  // "llega a hervir": "llegar a" before an infinitive is a periphrasis of that verb, no arriving.
  out = out.map((t, i) => (t.content && /^(lleg(a|an|aba|aban|o|aron|ar|ue|uen|ara|aran|ando))$/.test(t.fold) && out[i + 1]?.fold === "a" && /(ar|er|ir)(se|lo|la|le)?$/.test(out[i + 2]?.fold ?? "") && out[i + 2]!.clause === t.clause ? { ...t, content: false } : t));
  // "por encima de 100 grados" is "más de 100", "por debajo de 0" "menos de 0", "no llegan a 2.000" "menos de 2.000".
  out = out.map((t, i) => {
    const short = out[i - 1]?.fold === "no" && /^(lleg|alcanz)(a|an|aba|aban|o|aron)$/.test(t.fold);
    if (!short && ((t.fold !== "encima" && t.fold !== "debajo") || out[i - 1]?.fold !== "por" || out[i + 1]?.fold !== "de")) return t;
    const from = short && out[i + 1]?.fold !== "a" ? i + 1 : i + 2;
    const k = ["los", "las", "el", "la", "unos", "unas"].includes(out[from]?.fold ?? "") ? from + 1 : from;
    return out[k]?.num != null ? { ...t, alt: stemWord(t.fold === "encima" ? "más" : "menos") } : t;
  });
  // Phrases that say one word ("ganas de vomitar" is "náuseas", "dar vueltas" is "girar"): the first word stands for it,
  // the rest say no more.
  for (const [pattern, says] of SAYS_ONE_WORD) {
    for (let i = 0; i + pattern.length <= out.length; i++) {
      // (Not before "que": "lo mismo que nuestras uñas", "todo el tiempo que dura" compare or set a time; nor in "o lo
      // que es lo mismo", which restates; one word only before the noun it qualifies: "demasiada grasa", not "demasiado y".)
      if (!pattern.every((re, d) => re.test(out[i + d]!.fold) && out[i + d]!.clause === out[i]!.clause) || out[i + pattern.length]?.fold === "que" || out[i - 1]?.fold === "es" || (pattern.length === 1 && !out[i + 1]?.content)) continue;
      out = out.map((x, j) => (j === i ? { ...x, content: true, alt: stemWord(says) } : j > i && j < i + pattern.length ? { ...x, content: false } : x));
    }
  }
  // A gerund or preterite whose stem vowel rose ("durmiendo", "pidió") holds its verb's stem too ("dormir", "pedir").
  // (Not a present, "mide" of a question is no "metros"; nor "murió", "pudo", whose verbs' stems are "moro", "podar".)
  const raised = (t: Token) => (t.name || t.alt !== undefined || !/(io|ieron|iendo|iera|ieran|iese|iesen)$/.test(t.fold) || /^(mur|pud)/.test(t.fold) ? null : raisedVowelStem(t.fold));
  out = out.map((t) => (raised(t) ? { ...t, alt: undiphthong(raised(t)!) } : t));
  // "en ningún otro sitio", "en ninguna otra parte" after "solo": a place said only to deny every other restates it.
  const only = out.some((t) => /^(solo|solamente|unicamente|exclusivamente)$/.test(t.fold));
  out = out.map((t, i) => (only && /^(sitios?|lugar|lugares|partes?)$/.test(t.fold) && /^otr[oa]s?$/.test(out[i - 1]?.fold ?? "") && /^ningun[oa]?s?$/.test(out[i - 2]?.fold ?? "") ? { ...t, content: false } : t));
  // "azul claro": after a colour, "claro" says its shade (content, the opposite of "oscuro"), no "of course".
  out = out.map((t, i) => (!t.content && /^clar[oa]s?$/.test(t.fold) && COLOUR.test(out[i - 1]?.fold ?? "") ? { ...t, content: true } : t));
  // A shade of a colour is that colour ("rojizo" is "rojo", "blanquecino" "blanco"): a colour said in its place is still
  // another colour.
  out = out.map((t) => {
    const m = t.alt === undefined ? SHADE.exec(t.fold) : null;
    return m ? { ...t, alt: stemWord(SHADES[m[1]!]!) } : t;
  });
  // "más baja" is "menor", "más grande" is "mayor": the adjective also stands for the comparative.
  out = out.map((t, i) => (COMPARED.has(t.fold) && (out[i - 1]?.fold === "mas" || out[i - 1]?.fold === "more") ? { ...t, alt: stemWord(COMPARED.get(t.fold)!) } : t));
  // Snowball reads "compara", "separan" as the subjunctive "-ara" of "comp-", "sep-": where the word less its ending is
  // a verb's stem the lexicon knows ("compar" of "comparar"), the word stands for that verb too.
  out = out.map((t) => {
    const m = t.alt === undefined && t.content ? /^(.{3,}[aei]r)(a|as|an|e|es|en)$/.exec(t.fold) : null;
    return m && m[1] !== t.stem && m[1]!.startsWith(t.stem) && synonyms().has(m[1]!) ? { ...t, alt: m[1]! } : t;
  });
  // Snowball strips a stressed "-ía" as the imperfect's ("tenía" → "ten"), which also cuts the "i" of a verb in -iar
  // ("varía" → "var" of "variar", "confían"; "inició" → "inic"): where the stem with its "i" is a word the lexicon knows, the word may be that verb.
  out = out.map((t) => (t.alt === undefined && t.content && /(í(a|as|an|e|es|en|o)|ió)$/u.test(t.raw.toLowerCase()) && !t.stem.endsWith("i") && synonyms().has(`${t.stem}i`) ? { ...t, alt: `${t.stem}i` } : t));
  // Snowball keeps the "y" of the preterite and gerund of verbs in -aer / -eer ("cayó" → "cay", "leyeron" → "ley"): the
  // word stands for its verb too ("caer", "leer"), where the lexicon knows it.
  out = out.map((t) => {
    const m = t.alt === undefined && t.content ? /^(\p{L}+[aeo])y(o|eron|endo|era|eran)$/u.exec(t.fold) : null;
    const verb = m ? stemWord(`${m[1]}er`) : null;
    return verb && verb !== t.stem && synonyms().has(verb) ? { ...t, alt: verb } : t;
  });
  // "deja de producir": ceasing is denying what follows — a negation, not a word of its own.
  out = out.map((t, i) => (CEASE.has(t.fold) && out[i + 1]?.fold === "de" && /(ar|er|ir)(lo|la|los|las|le|les|se)?$/.test(out[i + 2]?.fold ?? "") ? { ...t, content: false, ceases: true } : t));
  // "les deja flotar": letting is permitting ("permite" is light), the infinitive says what.
  // Denied, it is forbidding: "no lo dejaban jugar", "no se lo dejaban" are "no lo permitían" (the opposite of
  // "prohibían"), with its clitic between ("no deja escapar el calor" stays a letting denied).
  const letting = (t: Token, i: number) => /^dej(a|an|o|aron|e|en|aba|aban|ara|aran|aria|arian|ando|ar)$/.test(t.fold) && (/^\p{L}{2,}(ar|er|ir)(se|lo|la|los|las|le|les)?$/u.test(out[i + 1]?.fold ?? "") && out[i + 1]!.clause === t.clause);
  const denied = (i: number) => { let k = i - 1; while (CLITICS.has(out[k]?.fold ?? "")) k--; return out[k]?.fold === "no" && k < i - 1 && out[k]!.clause === out[i]!.clause; };
  out = out.map((t, i) => (/^dej(a|an|o|aron|e|en|aba|aban|ara|aran|aria|arian|ar)$/.test(t.fold) && (letting(t, i) || !out[i + 1] || out[i + 1]!.clause !== t.clause || out[i + 1]!.commaBefore) && denied(i) ? { ...t, stem: stemWord("permitir"), content: true } : letting(t, i) ? { ...t, content: false } : t));
  // "se gasta menos", "menos caro", "poco peso" (not "al menos", "menos de 5"): less of a thing states its opposite.
  out = out.map((t, i) => {
    const after = out[i + 1]?.fold === "menos" && out[i + 1]!.clause === t.clause && out[i + 2]?.num == null && out[i + 2]?.fold !== "de";
    const prev = out[i - 1];
    const before = prev?.clause === t.clause && ((prev.fold === "menos" && out[i - 2]?.fold !== "al") || (LITTLE.has(prev.fold) && (prev.fold !== "poco" || !out[i - 2]?.content)));
    return t.content && t.num === null && (after || before) ? { ...t, lowered: true } : t;
  });
  // Its "menos" then says no more than the lowering does.
  out = out.map((t, i) => (t.fold === "menos" && (out[i - 1]?.lowered || out[i + 1]?.lowered) ? { ...t, content: false } : t));
  // A name in another spelling of its sounds ("Cusco" / "Cuzco", "Bolívar" / "Bolíbar"): z and s, v and b meet.
  out = out.map((t) => {
    const sound = t.name && t.alt === undefined ? t.fold.replace(/z/g, "s").replace(/v/g, "b") : t.fold;
    return sound !== t.fold ? { ...t, alt: stemWord(sound) } : t;
  });
  // "uno de los reyes", "una de las causas", "uno X y otro Y": a pronoun picking one of several, not the number one.
  const paired = (t: Token, i: number) => out.slice(i + 1, i + 5).some((o) => o.clause === t.clause && /^otr[oa]s?$/.test(o.fold));
  out = out.map((t, i) => ((t.fold === "uno" || t.fold === "una") && t.num === 1 && ((out[i + 1]?.fold === "de" && ["los", "las", "sus", "estos", "estas", "ellos", "ellas"].includes(out[i + 2]?.fold ?? "")) || paired(t, i)) ? { ...t, num: null, content: false } : t));
  // "hace falta el código": a need, no word of its own ("hace" is light already).
  out = out.map((t, i) => (t.fold === "falta" && HACER.includes(out[i - 1]?.fold ?? "") ? { ...t, content: false } : t));
  // "por falta de dinero": the lack denies what follows, like "sin" ("hace falta" is a need, not a lack).
  out = out.map((t, i) => (t.fold === "falta" && out[i + 1]?.fold === "de" && !HACER.includes(out[i - 1]?.fold ?? "") ? { ...t, content: false, lacks: true } : t));
  // "les falta la clorofila": what one lacks is denied as after "no tienen".
  out = out.map((t, i) => (/^falta(n|ba|ban)?$/.test(t.fold) && DATIVES.has(out[i - 1]?.fold ?? "") ? { ...t, content: false, lacks: true } : t));
  // "un solo", "una única": the number one said twice, not a word of its own.
  out = out.map((t, i) => (t.content && ONLY.has(t.fold) && (out[i - 1]?.num === 1 || ONE.has(out[i - 1]?.fold ?? "")) && out[i - 1]!.clause === t.clause ? { ...t, content: false } : t));
  return out;
}

/** Dative clitics: the one a thing is lacking to ("les falta…"). */
const DATIVES = new Set(["le", "les", "me", "te", "nos"]);

/** Kinds of place named before a place's name ("la ciudad de Verona", "el río Amazonas") or asked by ("¿En qué país…?"). */
export const PLACE_KINDS: ReadonlySet<string> = new Set(["ciudad", "parque", "nacional", "pueblo", "villa", "localidad", "pais", "region", "provincia", "isla", "rio", "lago", "monte", "montana", "volcan", "desierto", "mar", "oceano", "peninsula", "cordillera", "sierra", "golfo", "bahia", "valle", "estrecho", "cabo", "archipielago", "reino", "republica", "imperio", "principado", "condado", "ducado", "sultanato", "city", "town", "country", "island", "river", "lake", "mount"]);
/** The tokens that name the kind of place of the name after them: "ciudad" in "la ciudad de Verona". */
export function placeKinds(tokens: readonly Token[]): Set<Token> {
  // (And "letra" before a letter: "una letra Y". A kind before "del", "el desierto del Sahara" — not a name's word: "el
  // Parque Nacional del Teide"; past an adjective, "la ciudad sudafricana de Durban"; "actual": "la actual Croacia"; after
  // a demonstrative, a place named before: "en Durban… en esa ciudad".)
  const ofName = (k: number) => tokens[k]?.name || ((tokens[k]?.fold === "de" || (tokens[k]?.fold === "del" && !tokens[k - 1]!.name)) && (tokens[k + 1]?.name || (tokens[k]!.fold === "de" && /^(la|las|los)$/.test(tokens[k + 1]?.fold ?? "") && tokens[k + 2]?.name)));
  return new Set(tokens.filter((t, i) => (PLACE_KINDS.has(t.fold) && (ofName(i + 1) || (tokens[i + 1]?.content && !tokens[i + 1]!.name && tokens[i + 2]?.fold === "de" && tokens[i + 3]?.name))) || (/^actual(es)?$/.test(t.fold) && tokens[i + 1]?.name) || (PLACE_KINDS.has(t.fold) && /^(es|est|aquel|dich)[ao]s?$/.test(tokens[i - 1]?.fold ?? "") && tokens.slice(0, i - 1).some((x) => x.name)) || (t.fold === "letra" && /^\p{Lu}$/u.test(tokens[i + 1]?.raw ?? ""))));
}

/** Articles that make one of a unit after them ("un año", "al milímetro"). */
const ONE_ARTICLE = new Set(["un", "una", "el", "la", "al", "del"]);

/** Units and their size in a base unit: what an amount in one says in the other ("un kilómetro" = "mil metros"). */
const UNIT_SIZE: Readonly<Record<string, readonly [string, number]>> = wordTable({
  kilometro: ["m", 1000], kilometros: ["m", 1000], metro: ["m", 1], metros: ["m", 1], centimetro: ["m", 0.01], centimetros: ["m", 0.01],
  milimetro: ["m", 0.001], milimetros: ["m", 0.001], kilogramo: ["g", 1000], kilogramos: ["g", 1000], kilo: ["g", 1000], kilos: ["g", 1000],
  gramo: ["g", 1], gramos: ["g", 1], miligramo: ["g", 0.001], miligramos: ["g", 0.001], tonelada: ["g", 1e6], toneladas: ["g", 1e6],
  litro: ["l", 1], litros: ["l", 1], mililitro: ["l", 0.001], mililitros: ["l", 0.001], hora: ["min", 60], horas: ["min", 60], minuto: ["min", 1], minutos: ["min", 1],
});

/** Spans of the calendar in days (a month as the thirty days or four weeks it is said as; see calendarAlt). */
const CALENDAR_DAYS: Readonly<Record<string, number>> = wordTable({ dia: 1, dias: 1, semana: 7, semanas: 7, quincena: 15, quincenas: 15, mes: 30, meses: 30, bimestre: 60, bimestres: 60, trimestre: 90, trimestres: 90, semestre: 180, semestres: 180, ano: 365, anos: 365 });

/**
 * A span of the calendar in its largest whole unit, as people round it: 365 days, 52 weeks or 12 months are a year;
 * 30 days or 4 weeks a month; 7 days a week ("cuatro semanas" = "un mes", "siete días" = "una semana").
 */
function calendarAlt(days: number): string {
  if (days % 365 === 0) return `ano:${days / 365}`;
  if (days % 30 === 0) return days % 360 === 0 ? `ano:${days / 360}` : `mes:${days / 30}`;
  if (days % 7 === 0) {
    const weeks = days / 7;
    return weeks % 52 === 0 ? `ano:${weeks / 52}` : weeks % 4 === 0 ? `mes:${weeks / 4}` : `semana:${weeks}`;
  }
  return `dia:${days}`;
}

/** A number token followed by a unit, with its amount in the unit's base unit as another stem ("m:1000", "mes:1"). */
export function withUnitAlt(t: Token, next: Token | undefined): Token {
  if (t.num === null || !next || next.clause !== t.clause) return t;
  const days = CALENDAR_DAYS[next.fold];
  if (days !== undefined && Number.isInteger(t.num)) return { ...t, alt: calendarAlt(t.num * days) };
  const size = UNIT_SIZE[next.fold];
  if (!size) return t;
  const amount = Math.round(t.num * size[1] * 1e6) / 1e6;
  // A span of whole days said in hours or minutes is that many days ("72 horas" = "tres días").
  if (size[0] === "min" && amount > 0 && amount % 1440 === 0) return { ...t, alt: calendarAlt(amount / 1440) };
  return { ...t, alt: `${size[0]}:${amount}` };
}

/** Forms of the verbs that measure an amount (accent-folded): "mide", "pesaba", "duró", "cuesta"; or pass one ("supera"). */
const MEASURING = /^(?:super|sobrepas|rebas)(?:a|an|ar|aba|aban|o|aron)$|^(mide|miden|media|median|midio|midieron|medir|pesa|pesan|pesaba|pesaban|peso|pesaron|pesar|dura|duran|duraba|duraban|duro|duraron|durar|tarda|tardan|tardaba|tardaban|tardo|tardaron|tardar|cuesta|cuestan|costaba|costaban|costo|costaron|costar)$/;

/** "mide 221 metros", "pesa 85 kilos", "pasan de setenta" (not "pasó tres años"): a verb that measures the amount after it, which says nothing of its own. */
export function measuresAmount(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const passes = /^pas(?:a|an|aba|aban|o|aron|ar)$/.test(t.fold) && tokens[i + 1]?.fold === "de";
  return (MEASURING.test(t.fold) || passes) && tokens.slice(i + 1, i + 4).some((x) => x.num !== null && x.clause === t.clause);
}

/** Verbs of going past or reaching an amount: after "no", with a number soon after, they bound it from above. */
const EXCEEDING = /^(pas|super|exced|sobrepas|rebas|lleg|alcanz)/;

/**
 * Whether the "no" at i bounds an amount rather than denies: "no pasar de 5 gramos", "no supera los 40 grados", "no
 * llega a un año", "no más de 5", "no menos de 3" (a number within a few words).
 */
export function boundsAmount(tokens: readonly Token[], i: number): boolean {
  const clause = tokens[i]!.clause;
  // A number, or an article before a unit of time or measure ("no llega a un año", "no llegan al milímetro").
  const numberFrom = (k: number) => tokens.slice(k, k + 3).some((x, j) => x.clause === clause && (x.num !== null || (ONE_ARTICLE.has(x.fold) && MEASURE_UNIT.test(tokens[k + j + 1]?.fold ?? ""))));
  const next = tokens[i + 1];
  if (next && (next.fold === "mas" || next.fold === "menos") && ["de", "del", "que"].includes(tokens[i + 2]?.fold ?? "")) return numberFrom(i + 3);
  const verbAt = [i + 1, i + 2].find((k) => tokens[k] !== undefined && tokens[k]!.clause === clause && EXCEEDING.test(tokens[k]!.fold));
  return verbAt !== undefined && numberFrom(verbAt + 1);
}

/** "poco peso", "poca luz": little of a thing, as "menos" is less of it ("dormir poco" is an adverb's: no thing). */
export const LITTLE = new Set(["poco", "poca", "pocos", "pocas"]);

/** Verbs that lower or raise a thing ("bajar la temperatura" = "enfriar", "subir la temperatura" = "calentar"). */
const COOLING = new Set(["bajar", "reducir", "disminuir", "rebajar", "descender"].map((w) => stemWord(w)));
const WARMING = new Set(["subir", "aumentar", "elevar", "incrementar"].map((w) => stemWord(w)));

/** Verbs that say where a span begins or ends ("se empezó", "terminó"). */
const SPAN_END_VERB = /^(empez|empiez|comenz|comienz|inici|acab|termin|finaliz|conclu)/;

/**
 * A span said by its ends where the reference gives it as a range: "se empezó en 1406 y se acabó en 1420" for "entre
 * 1406 y 1420" — the verbs of beginning and ending before each end say the range again, no fact of their own.
 */
export function spanEndVerbs(tokens: readonly Token[], reference: readonly Token[]): Set<Token> {
  const out = new Set<Token>();
  const refNums = new Set(reference.filter((t) => t.num !== null).map((t) => t.num));
  const ranged = refNums.size >= 2 && reference.some((t, i) => ["entre", "de", "desde"].includes(t.fold) && reference[i + 1]?.num != null && reference.slice(i + 2, i + 4).some((x) => ["y", "a", "al", "hasta"].includes(x.fold)));
  if (!ranged) return out;
  tokens.forEach((t, i) => {
    if (!SPAN_END_VERB.test(t.fold) || tokens[i + 1]?.fold !== "en") return;
    // The end it names, a number of the reference's range, right after "en" (or after "en <mes> de").
    if (tokens.slice(i + 2, i + 5).some((x) => refNums.has(x.num))) out.add(t);
  });
  return out;
}

/** Words that give an amount without a number ("unas pocas semanas", "varios metros"). */
export const VAGUE_AMOUNT = new Set(["pocos", "pocas", "varios", "varias", "muchos", "muchas", "algunos", "algunas", "unos", "unas", "several", "few", "many"]);

/** A question that asks who: «¿Quién…?», «¿Quiénes…?», "who". */
export const WHO_QUESTION = /(^|[^\p{L}])(qui[eé]n(es)?|who)([^\p{L}]|$)/iu;

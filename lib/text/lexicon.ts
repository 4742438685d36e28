import fs from "node:fs";
import path from "node:path";
import { stemWord } from "./stem";
import { wordTable } from "./spanish";

/**
 * veraz's Spanish lexical resources, all general-purpose (none names a question of any bank):
 * - synonyms: LibreOffice's Spanish thesaurus (MPL-2.0, derived by
 *   scripts/build-thesaurus.mts into lib/text/lexicon/thesaurus-es.txt),
 *   keyed by Snowball stem and made symmetric;
 * - antonyms: common opposite pairs of Spanish (a short hand list);
 * - number words and multiplicatives ("tres" = 3, "doble" = 2);
 * - light words: verbs, quantifiers and discourse words that carry no fact
 *   of their own ("sirve", "representa", "básicamente").
 */

function lexiconDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.env.VERAZ_ROOT ?? process.cwd(), "lib", "text", "lexicon");
}

let synonymTable: Map<string, Set<string>> | null = null;

/** Stem → stems of its synonyms (symmetric: if b is a synonym of a, a is one of b). */
export function synonyms(): Map<string, Set<string>> {
  if (synonymTable) return synonymTable;
  const file = path.join(lexiconDir(), "thesaurus-es.txt");
  const table = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    let s = table.get(a);
    if (!s) table.set(a, (s = new Set()));
    s.add(b);
  };
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line) continue;
    const [head, ...rest] = line.split(" ");
    for (const r of rest) {
      add(head!, r);
      add(r, head!);
    }
  }
  // The verb and the noun of one word are stemmed apart when their last consonant is spelled differently before e
  // ("choc" of "chocar", "choqu" of "choque"; "pag" / "pagu"): each spelling takes the other's synonyms (both ways).
  for (const [stem, set] of [...table]) {
    const other = otherSpelling(stem);
    const alt = other === null ? undefined : table.get(other);
    if (alt) {
      for (const s of alt) {
        if (s === stem) continue;
        set.add(s);
        table.get(s)!.add(stem);
      }
    }
  }
  synonymTable = table;
  return table;
}

/** The other spelling of a stem's last consonant before e / i ("choc" ↔ "choqu", "pag" ↔ "pagu"), or null. */
function otherSpelling(stem: string): string | null {
  if (stem.length < 4) return null;
  if (stem.endsWith("qu")) return `${stem.slice(0, -2)}c`;
  if (stem.endsWith("gu")) return stem.slice(0, -1);
  if (stem.endsWith("c")) return `${stem.slice(0, -1)}qu`;
  if (stem.endsWith("g")) return `${stem}u`;
  return null;
}

/** Opposite pairs (lemmas). A word whose opposite the source states, and which the source does not state itself, contradicts it. */
const ANTONYM_PAIRS: readonly [string, string][] = [
  ["mayor", "menor"], ["alto", "bajo"], ["alta", "baja"], ["grande", "pequeño"], ["subir", "bajar"], ["aumentar", "disminuir"],
  ["aumentar", "reducir"], ["creciente", "decreciente"], ["ascendente", "descendente"], ["superior", "inferior"],
  ["máximo", "mínimo"], ["primero", "último"], ["anterior", "posterior"], ["dentro", "fuera"], ["dentro", "afuera"], ["dentro", "exterior"], ["adentro", "fuera"], ["adentro", "afuera"], ["interior", "fuera"], ["interior", "afuera"], ["interior", "exterior"], ["delantero", "trasero"],
  ["interno", "externo"], ["arriba", "abajo"], ["encima", "debajo"], ["cerca", "lejos"], ["junto", "lejos"], ["cercano", "lejano"], ["soleado", "sombrío"], ["limpiar", "ensuciar"], ["limpio", "sucio"], ["soleado", "sombra"], ["cercano", "alejado"], ["próximo", "lejano"], ["próximo", "alejado"], ["único", "múltiple"], ["alumno", "maestro"], ["alumna", "maestra"], ["discípulo", "maestro"],
  ["simple", "doble"], ["sencillo", "doble"], ["doble", "mitad"], ["simple", "compuesto"], ["abrir", "cerrar"], ["abierto", "cerrado"], ["forzoso", "voluntario"], ["obligatorio", "voluntario"], ["defender", "atacar"], ["verde", "maduro"], ["atraer", "ahuyentar"], ["invertido", "derecho"], ["tierno", "seco"], ["tierno", "duro"], ["nocturno", "diurno"], ["contraer", "relajar"],
  ["barato", "caro"], ["abaratar", "encarecer"], ["ganar", "perder"], ["rápido", "lento"], ["deprisa", "despacio"], ["rápido", "despacio"], ["deprisa", "lento"], ["fácil", "difícil"],
  ["alegre", "triste"], ["positivo", "negativo"], ["ácido", "básico"], ["ácido", "alcalino"], ["caliente", "frío"], ["caliente", "fresco"], ["caliente", "helado"],
  ["calor", "frío"], ["cálido", "frío"], ["claro", "oscuro"], ["verdadero", "falso"], ["cierto", "falso"], ["correcto", "incorrecto"],
  ["vivo", "muerto"], ["abundante", "escaso"], ["romper", "entero"], ["roto", "entero"], ["romper", "intacto"], ["roto", "intacto"], ["nuevo", "viejo"], ["joven", "viejo"], ["moderno", "antiguo"], ["largo", "corto"], ["ancho", "estrecho"],
  ["grueso", "fino"], ["pesado", "ligero"], ["fuerte", "débil"], ["duro", "blando"], ["lleno", "vacío"],
  ["sumar", "restar"], ["añadir", "quitar"], ["entrar", "salir"], ["empezar", "terminar"], ["comenzar", "acabar"],
  ["inicio", "fin"], ["principio", "final"], ["norte", "sur"], ["este", "oeste"], ["oriental", "occidental"],
  ["izquierda", "derecha"], ["día", "noche"], ["aceptar", "rechazar"], ["apoyar", "rechazar"], ["apoyo", "oposición"], ["apoyar", "oponer"], ["nulo", "válido"], ["permitir", "prohibir"], ["ordenado", "desordenado"],
  ["mezclado", "puro"], ["unir", "separar"], ["juntar", "separar"], ["local", "global"], ["público", "privado"],
  ["activo", "pasivo"], ["natural", "artificial"], ["agudo", "grave"], ["dependiente", "independiente"],
  ["continuo", "discreto"], ["absoluto", "relativo"], ["concreto", "abstracto"], ["general", "particular"],
  ["frecuente", "raro"], ["conocido", "desconocido"], ["igual", "diferente"], ["igual", "distinto"], ["exacto", "aproximado"],
  ["estable", "inestable"], ["regular", "irregular"], ["fijo", "variable"], ["dilatar", "contraer"], ["calentar", "enfriar"],
  ["ascender", "descender"], ["crecer", "decrecer"], ["acelerar", "frenar"], ["construir", "destruir"], ["conservar", "destruir"], ["recto", "curvo"], ["recta", "curva"], ["preservar", "destruir"], ["atrapar", "escapar"], ["retener", "escapar"], ["atrapar", "soltar"],
  ["retener", "soltar"], ["atrapar", "liberar"], ["retener", "liberar"], ["crear", "destruir"],
  ["atraer", "repeler"], ["absorber", "liberar"], ["absorber", "emitir"], ["consumir", "producir"], ["importar", "exportar"],
  ["comprar", "vender"], ["ganancia", "pérdida"], ["éxito", "fracaso"], ["lograr", "fracasar"], ["triunfar", "fracasar"], ["victoria", "derrota"], ["paz", "guerra"],
  ["rico", "pobre"], ["seco", "húmedo"], ["mojado", "seco"], ["limpio", "sucio"], ["sano", "enfermo"], ["lento", "veloz"],
  ["temprano", "tarde"], ["antes", "después"], ["siempre", "nunca"], ["todo", "nada"], ["mucho", "poco"], ["más", "menos"],
  ["incluir", "excluir"], ["mejor", "peor"], ["máximo", "mínimo"], ["mayoría", "minoría"], ["singular", "plural"],
  ["masculino", "femenino"], ["macho", "hembra"], ["vertical", "horizontal"], ["paralelo", "perpendicular"], ["visible", "invisible"],
  ["fortalecer", "debilitar"], ["reforzar", "debilitar"], ["ahorrar", "gastar"], ["ahorrar", "derrochar"], ["mejorar", "empeorar"],
  ["encender", "apagar"], ["aparecer", "desaparecer"], ["recordar", "olvidar"], ["aprobar", "suspender"], ["ordenar", "desordenar"],
  ["cargar", "descargar"], ["conectar", "desconectar"], ["activar", "desactivar"], ["aprender", "olvidar"], ["ganador", "perdedor"],
  ["soleado", "nublado"], ["campo", "ciudad"], ["rural", "urbano"], ["despejado", "nublado"], ["blanco", "negro"], ["luz", "oscuridad"], ["ida", "vuelta"],
  ["llegar", "salir"], ["subida", "bajada"], ["nacimiento", "fin"], ["delante", "detrás"], ["adelante", "atrás"], ["nacimiento", "muerte"], ["comienzo", "fin"], ["origen", "fin"], ["aumento", "descenso"], ["aumento", "bajada"], ["aumento", "disminución"], ["lleno", "vacío"],
  ["masivo", "pequeño"], ["enorme", "pequeño"], ["enorme", "diminuto"], ["grande", "diminuto"], ["expandir", "contraer"],
  ["expandir", "colapsar"], ["inflar", "desinflar"], ["mayor", "menos"], ["ensanchar", "estrechar"], ["dilatar", "estrechar"], ["inflamar", "desinflamar"],
  ["amargo", "dulce"], ["dulce", "salado"], ["gordo", "flaco"], ["gordo", "delgado"], ["gordo", "pequeño"], ["ablandar", "endurecer"], ["acelerar", "retrasar"], ["adelantar", "retrasar"], ["caer", "subir"], ["cae", "subir"], ["espeso", "líquido"], ["doloroso", "indoloro"], ["paralelo", "perpendicular"], ["templado", "helado"], ["agachar", "levantar"], ["agachar", "erguir"],
];

let antonymTable: Map<string, Set<string>> | null = null;

/** Stem → stems of its opposites. "más"/"menos" are left out: "más baja" says what "menos alta" says. */
/**
 * Verbs that make a thing more and verbs that make it less: each of one group is the opposite of each of the other
 * ("aumenta la producción" against "frena la producción").
 */
/** (Direct opposites only: through the thesaurus, "frenar" would oppose "crecer", a synonym of "aumentar".) */
const INCREASING = ["aumentar", "incrementar", "elevar", "acelerar", "potenciar", "estimular", "intensificar", "multiplicar", "ampliar", "impulsar", "fomentar"];
const DECREASING = ["disminuir", "reducir", "frenar", "rebajar", "recortar", "ralentizar", "inhibir", "atenuar", "mermar", "aminorar"];

let scaleVerbStems: Set<string> | null = null;
/** The stems of the verbs that make a thing more or less. */
export function scaleVerbs(): Set<string> {
  scaleVerbStems ??= new Set([...INCREASING, ...DECREASING].map(stemWord));
  return scaleVerbStems;
}

export function antonyms(): Map<string, Set<string>> {
  if (antonymTable) return antonymTable;
  const t = new Map<string, Set<string>>();
  for (const [a, b] of [...ANTONYM_PAIRS, ...INCREASING.flatMap((a) => DECREASING.map((b): [string, string] => [a, b]))]) {
    if (a === "más" || a === "mucho" || a === "todo" || a === "siempre" || a === "antes") continue;
    const [sa, sb] = [stemWord(a), stemWord(b)];
    if (!t.has(sa)) t.set(sa, new Set());
    if (!t.has(sb)) t.set(sb, new Set());
    t.get(sa)!.add(sb);
    t.get(sb)!.add(sa);
  }
  antonymTable = t;
  return t;
}

/** Adjective endings a negative prefix turns into their opposite ("voluntaria" / "involuntaria", "útil" / "inútil"). */
export const ADJECTIVE_END = /(?:bles?|al|ales|ari[oa]s?|iv[oa]s?|[ae]ntes?|ic[oa]s?|ulare?s?|[ae]ct[oa]s?|et[oa]s?|il|iles|os[oa]s?)$/;
/** And participles, for "des-" only: "desconocido", "desordenada" ("informado", "impuesto" are no opposites). */
export const PARTICIPLE_END = /(?:ad[oa]s?|id[oa]s?)$/;

/**
 * The stems of the word a negative prefix turns an adjective into, or takes it back to: "involuntaria" ↔
 * "voluntaria", "imposible" ↔ "posible", "ilegal" ↔ "legal", "irregular" ↔ "regular", "desconocido" ↔ "conocido",
 * "atípico" ↔ "típico". Morphology of the language (the pair must both be words of the texts compared); a word
 * without such an ending has none.
 */
export function prefixOpposites(fold: string): string[] {
  let out = prefixCache.get(fold);
  if (!out) {
    out = prefixOppositesUncached(fold);
    if (prefixCache.size > 50_000) prefixCache.clear();
    prefixCache.set(fold, out);
  }
  return out;
}

const prefixCache = new Map<string, string[]>();

function prefixOppositesUncached(fold: string): string[] {
  const adjective = ADJECTIVE_END.test(fold);
  if (fold.length < 5 || !(adjective || PARTICIPLE_END.test(fold))) return [];
  const out: string[] = [];
  const add = (w: string, des = false) => {
    if (w.length >= 4 && (ADJECTIVE_END.test(w) || (des && PARTICIPLE_END.test(w)))) out.push(stemWord(w));
  };
  if (fold.startsWith("des")) add(fold.slice(3), true);
  add(`des${fold}`, true);
  if (!adjective) return out;
  if (fold.startsWith("irr")) add(fold.slice(2));
  else if (fold.startsWith("il")) add(fold.slice(1));
  else if (/^im[pb]/.test(fold) || fold.startsWith("in")) add(fold.slice(2));
  add(/^[pb]/.test(fold) ? `im${fold}` : fold.startsWith("l") ? `i${fold}` : fold.startsWith("r") ? `ir${fold}` : `in${fold}`);
  if (/(?:ic[oa]s?|ales?)$/.test(fold)) {
    if (fold.startsWith("a")) add(fold.slice(1));
    add(`a${fold}`);
  }
  return out;
}

/** Poles of ordered scales, for directions such as "de menor a mayor". */
export const LOW_POLE = new Set(["menor", "pequeno", "bajo", "baja", "minimo", "inferior", "poco", "corto", "lento", "primero"].map((w) => w));
export const HIGH_POLE = new Set(["mayor", "grande", "alto", "alta", "maximo", "superior", "mucho", "largo", "rapido", "ultimo"]);
export const UP_WORDS = new Set(["creciente", "ascendente", "ascendiente", "aumento", "aumentando"]);
export const DOWN_WORDS = new Set(["decreciente", "descendente", "disminucion", "disminuyendo"]);

const UNITS: Record<string, number> = wordTable({
  cero: 0, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20, treinta: 30,
  cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90, cien: 100, ciento: 100, doscientos: 200,
  trescientos: 300, cuatrocientos: 400, quinientos: 500, seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
  veintiuno: 21, veintiun: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27,
  veintiocho: 28, veintinueve: 29, mil: 1000, millon: 1e6, millones: 1e6, doble: 2, triple: 3, cuadruple: 4, one: 1, two: 2, three: 3,
  gemelos: 2, gemelas: 2, mellizos: 2, mellizas: 2, trillizos: 3, trillizas: 3, cuatrillizos: 4, cuatrillizas: 4, quintillizos: 5, quintillizas: 5, // births: how many
  four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, hundred: 100, thousand: 1000,
  // The hundreds agree in gender with their noun ("doscientas personas").
  doscientas: 200, trescientas: 300, cuatrocientas: 400, quinientas: 500, seiscientas: 600, setecientas: 700, ochocientas: 800,
  novecientas: 900, veintiuna: 21,
});

/** Multipliers that do not compose with the numerals around them ("el doble", "triple"). */
export const NUMERAL_MULTIPLIERS: ReadonlySet<string> = new Set(["doble", "triple", "cuadruple"]);

/**
 * The value of a run of numeral words read as one number: "trescientos cuarenta" = 340, "dos mil veinticuatro" =
 * 2024, "treinta y cinco" = 35 (the "y" already left out), "tres millones" = 3,000,000.
 */
export function composeNumerals(values: readonly number[]): number {
  let total = 0;
  let current = 0;
  for (const v of values) {
    if (v === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (v === 1e6) {
      total = (total + current || 1) * 1e6; // "dos mil millones" = 2.000 × 1e6, not one more
      current = 0;
    } else current += v;
  }
  return total + current;
}

/** Unit abbreviations after a number, read as their words ("340 m/s" = "340 metros por segundo"). */
/** Spoken durations and how many minutes they are ("hora y media" = 90), longest first. */
export const DURATION_PHRASES: readonly (readonly [RegExp, number])[] = [
  [/(?<![\p{L}])(una )?hora y media(?![\p{L}])/giu, 90],
  [/(?<![\p{L}])tres cuartos de hora(?![\p{L}])/giu, 45],
  [/(?<![\p{L}])(una )?media hora(?![\p{L}])/giu, 30],
  [/(?<![\p{L}])(un )?cuarto de hora(?![\p{L}])/giu, 15],
  [/(?<![\p{L}])an hour and a half(?![\p{L}])/giu, 90],
  [/(?<![\p{L}])half an hour(?![\p{L}])/giu, 30],
  [/(?<![\p{L}])(a )?quarter of an hour(?![\p{L}])/giu, 15],
];

/**
 * Common chemical formulas and the names they stand for ("el CO2 y el metano" = "el dióxido de carbono y el
 * metano"). Matched case-sensitively as whole words, with plain or subscript digits.
 */
export const CHEMICAL_FORMULAS: Readonly<Record<string, string>> = wordTable({
  CO2: "dióxido de carbono",
  H2O: "agua",
  O2: "oxígeno",
  O3: "ozono",
  N2: "nitrógeno",
  H2: "hidrógeno",
  CH4: "metano",
  NH3: "amoníaco",
  HCl: "ácido clorhídrico",
  H2SO4: "ácido sulfúrico",
  NaOH: "hidróxido de sodio",
  CaCO3: "carbonato de calcio",
  C6H12O6: "glucosa",
});

export const UNIT_ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  "m/s²": "metros por segundo al cuadrado", "m/s2": "metros por segundo al cuadrado", "km²": "kilómetros cuadrados",
  "m²": "metros cuadrados", "cm²": "centímetros cuadrados", "m³": "metros cúbicos", "cm³": "centímetros cúbicos",
  "km/s": "kilómetros por segundo", "m/s": "metros por segundo", "km/h": "kilómetros por hora", km: "kilómetros", cm: "centímetros", mm: "milímetros", m: "metros",
  kg: "kilogramos", mg: "miligramos", g: "gramos", s: "segundos", h: "horas", min: "minutos", ml: "mililitros", l: "litros",
  // "°C" reads "grados": notes say "140 grados" as often as "140 °C" (a "Celsius" the note lacks is no new name).
  "°C": "grados", "ºC": "grados",
});

/** Ordinal words and their rank; they count as numbers after a definite article or a possessive ("el segundo viaje"). */
export const ORDINALS: Readonly<Record<string, number>> = wordTable({
  primer: 1, primero: 1, primera: 1, primeros: 1, primeras: 1, segundo: 2, segunda: 2, tercer: 3, tercero: 3, tercera: 3,
  cuarto: 4, cuarta: 4, quinto: 5, quinta: 5, sexto: 6, sexta: 6, septimo: 7, septima: 7, octavo: 8, octava: 8,
  noveno: 9, novena: 9, decimo: 10, decima: 10, first: 1, second: 2, third: 3, fourth: 4, fifth: 5,
});
export const ORDINAL_DETERMINERS: ReadonlySet<string> = new Set(["el", "la", "los", "las", "del", "al", "su", "sus", "mi", "mis", "tu", "tus", "nuestro", "nuestra", "the", "its", "their"]);

/** The value of a numeral token (accent-folded): "3", "3,5", "tres", "doble"; null otherwise. */
export function numberValue(folded: string): number | null {
  if (/^\d+$/.test(folded)) return Number(folded);
  // "300.000" is three hundred thousand in Spanish; "3,5" and "3.5" are decimals.
  if (/^\d{1,3}(\.\d{3})+$/.test(folded)) return Number(folded.replace(/\./g, ""));
  if (/^\d+[.,]\d+$/.test(folded)) return Number(folded.replace(",", "."));
  return folded in UNITS ? UNITS[folded]! : null;
}

/**
 * Words that carry no fact of their own (accent-folded): auxiliaries and
 * light verbs, quantifiers, hedges, discourse markers, and the words people
 * use to talk about notes and answers. They never count as added content.
 */
export const LIGHT_WORDS: ReadonlySet<string> = new Set(
  (
    "ser es son era eran fue fueron sido siendo estar esta estan estaba estaban estado haber hay habia han he tener tiene tienen tenia tenian " +
    "formado formada formados formadas formo formaron formaba formaban hacer hace hacen hizo hacia hecho hecha hechos hechas poder puede pueden podia puedes podemos deber debe deben soler suele suelen usar usa usan usaba usaban usaron usado usada usados usadas " +
    "utilizar utiliza utilizan permitir permite permiten sirve sirven servir consiste consisten consistir trata tratan representa representan " +
    "significa significan llama llaman llamar llamada llamado llamadas llamados llame llamen llamaba llamaban llamaron llamaria llamarian decir dice dicen dar da dan dio ir irse va van iba iban yendo quedar queda quedan " +
    "resulta resultan lograr logra logro lograron consigue consiguio consiguieron existe existen ocurre pasa cosa cosas forma formas manera modo tipo tipos vez veces general " +
    "basicamente principalmente simplemente solo sola solamente unicamente tambien ademas exactamente aproximadamente practicamente casi todo toda " +
    "todos todas cualquier mismo misma mismos mismas cada varios varias muchos muchas mucha mucho muchisimo muchisima muchisimos muchisimas algo algunos algunas respuesta pregunta " +
    "segun creo creer parece parecen parecia parecian parecido parecida parecidos parecidas similar similares semejante semejantes probablemente quizas quiza tal posiblemente seguro segura supuesto claro bueno realidad efecto ejemplo caso " +
    "hecho cierto ciertos cierta ciertas sea sean siempre sobre todo ello esto eso aquello asi entonces pues luego despues primero mediante " +
    "gracias dado tanto otro otra otros otras ambos ambas principal principales concreto concreta concretamente especialmente importante " +
    "hoy actualmente ahora normalmente habitualmente generalmente sencillamente precisamente bien mal incorrecto incorrecta incorrectos incorrectas incorrectamente indebido indebida indebidamente uso usos lo le les nos yes the a an of and or in on to is are it that this " +
    "el la los las un una unos unas de del al que en con por para se su sus tu tus mi mis ultimo ultima finalmente " +
    // Adverbs of the speaker's attitude ("Curiosamente, no…", "Lamentablemente, …"): a comment on the fact, not one.
    "curiosamente sorprendentemente afortunadamente desafortunadamente lamentablemente desgraciadamente obviamente evidentemente " +
    "efectivamente ciertamente realmente personalmente literalmente esencialmente claramente logicamente honestamente sinceramente francamente " +
    "ironicamente paradojicamente curiously surprisingly fortunately unfortunately obviously clearly actually basically " +
    // Irregular forms of the auxiliaries and light verbs (Snowball does not reduce them to one stem).
    "fuera fueran fuese fuesen sera seran seria serian soy eres somos fui tuvo tuvieron tuviera tuvieran tuviese tenga tengan tendra " +
    "hubo hubiera hubieran haya hayan habra hizo hicieron hiciera hicieran haga hagan hara pudo pudieron pudiera pudieran pueda puedan " +
    "podra fue iba iban vaya vayan dio dieron diera dieran de den estuvo estuviera este esten usando utilizando haciendo siendo teniendo " +
    // The modal verbs' other forms ("se podían mover" = "se movían"; "debía" = "tenía que").
    "puedo pude podido podian podria podrian podamos debia debian deberia deberian debio debieron deba deban capaz capaces " +
    // Forms of the auxiliary "haber" ("no habían podido crecer").
    "habian habria habrian hubiese hubiesen habiendo " +
    "gente resto suficiente suficientes darle darles dando daba daban hacerlo hacerla permitiendo sirviendo ayudando " +
    // "venir de" says where from, the place carries the fact ("viene del latín", "los nómadas que venían del norte").
    "venir viene vienen venia venian vino vinieron venido " +
    // Pseudo-copulas ("se queda blanco", "se vuelve débil" = "es blanco", "es débil"): the adjective carries the fact.
    "quede queden quedo quedaron quedara quedaria quedarse vuelve vuelven volvio volvieron vuelva vuelvan volverse " +
    "convierte convierten convirtio convirtieron convertirse convertido convertida " +
    "pone ponen puso pusieron ponga pongan ponerse " +
    // Aspectual auxiliaries ("tiende a subir" = "suele subir" = "sube"): the verb after them carries the fact.
    "tender tiende tienden tendia tendian tiendan tendiendo soliendo solia solian acostumbra acostumbran " +
    // The frame of a question ("¿Qué pasaría…?", "¿Qué otro acontecimiento ocurrió…?"): says nothing of the answer.
    "pasaria pasarian pasara ocurrio ocurrieron ocurrira ocurriria sucede suceden sucedio sucederia acontecimiento " +
    "acontecimientos suceso sucesos llevar lleva llevan llevaba llevaban " +
    // Existence lacking or sufficing ("faltaban botes" = "no había botes"; "no bastaban"): the noun carries the fact.
    "faltan faltaba faltaban faltaron faltara basta bastan bastaba bastaban basto bastaron bastara"
  ).split(" "),
);

let lightStems: Set<string> | null = null;

/** Whether a word is light: listed, or a gerund or infinitive (with enclitics) of a listed verb ("usando", "darle"). */
let allLightStems: Set<string> | null = null;
/** Whether a stem is a light word's ("solo" → "sol"): a thesaurus path that lands on it reaches no content. */
export function isLightStem(stem: string): boolean {
  allLightStems ??= new Set([...LIGHT_WORDS].map((w) => stemWord(w)));
  return allLightStems.has(stem);
}

export function isLight(fold: string, stem: string): boolean {
  if (LIGHT_WORDS.has(fold)) return true;
  // A verb's ending after a root of two letters at least: "par" is no infinitive of "para" (both stem to "par").
  if (!/^\p{L}{2,}(ando|iendo|ar|er|ir)(lo|la|le|los|las|les|se)?$/u.test(fold)) return false;
  lightStems ??= new Set([...LIGHT_WORDS].filter((w) => w.length >= 4).map((w) => stemWord(w)).filter((s) => s.length >= 3));
  return lightStems.has(stem);
}

/** Negation words (accent-folded), Spanish and English. "evitar", "prevenir", "impedir", "incapaz de" and "en vez de" negate what follows too. */
export const NEGATION_WORDS: ReadonlySet<string> = new Set(["no", "ni", "nunca", "jamas", "tampoco", "ningun", "ninguna", "ninguno", "nada", "nadie", "sin", "incapaz", "incapaces", "not", "never", "none", "nothing", "nobody", "without", "evitar", "evita", "evitando", "evitan", "evitaba", "evitaban", "evito", "evitaron", "evitaria", "evitarian", "evite", "eviten", "impedir", "impida", "impidan", "impide", "impiden", "impidio", "impidieron", "impedido", "impedia", "impedian", "prevenir", "previene", "previenen", "prevenia", "prevenian", "previno", "prevenido", "preveniendo"]);

/**
 * Closed classes of the language whose members are different things of one kind: chemical elements, colours, planets,
 * continents, the seasons, the months, the days, units of time, animal classes, diets, organs, regions of the body, animal voices,
 * nationalities, nutrients, rocks, fruits and vegetables, kinds of living thing (algae, fungi, bacteria…), parts of a plant, shapes and powers, measures of a figure, arithmetic operations, religions, materials, ranks of classification, the estates of the old regime, trades, nuts, musical instruments, common animals, openings and parts of a building, states of matter, particles. One said
 * in the place of another ("óxido de cobre" for "óxido de hierro", "herbívoro" for "carnívoro") is another thing, not
 * the idea in other words — knowledge of Spanish (and a few English words), not of any note. Each word may belong to
 * several classes ("Mercurio", the planet and the element).
 */
import { stemWord } from "./stem";
import { wordTable } from "./spanish";

/** Nationalities and peoples' adjectives (a closed class; also what a "¿De qué país…?" answer may say: placeSpan.ts). */
export const NATIONALITIES: readonly string[] = ["español", "francés", "alemán", "italiano", "portugués", "inglés", "británico", "irlandés", "escocés", "suizo", "austriaco", "belga", "holandés", "neerlandés", "sueco", "noruego", "danés", "finlandés", "polaco", "ruso", "griego", "turco", "egipcio", "chino", "japonés", "coreano", "indio", "estadounidense", "canadiense", "mexicano", "argentino", "brasileño", "chileno", "peruano", "colombiano", "venezolano", "cubano", "australiano", "neozelandés", "húngaro", "checo", "rumano", "marroquí", "argelino", "etíope", "keniano", "iraquí", "iraní", "israelí", "hindú"];

/** Nuts: the members a "fruto seco" asks for (doingSpans.ts) and a closed class of their own. */
const NUTS: readonly string[] = ["almendra", "avellana", "nuez", "pistacho", "piñón", "cacahuete|maní|cacahuate", "anacardo", "bellota"];

const CLASSES: readonly (readonly string[])[] = [
  // Chemical elements, and the common alloys.
  ["hidrógeno", "helio", "litio", "carbono", "nitrógeno", "oxígeno", "flúor", "neón", "sodio", "magnesio", "aluminio", "silicio", "fósforo", "azufre", "cloro", "argón", "potasio", "calcio", "titanio", "cromo", "manganeso", "hierro", "cobalto", "níquel", "cobre", "cinc", "zinc", "plata", "estaño", "yodo", "platino", "oro", "mercurio", "plomo", "uranio", "berilio", "boro", "escandio", "vanadio", "galio", "germanio", "arsénico", "selenio", "criptón", "rubidio", "estroncio", "itrio", "circonio", "niobio", "molibdeno", "tecnecio", "rutenio", "rodio", "paladio", "cadmio", "antimonio", "telurio", "xenón", "cesio", "bario", "lantano", "cerio", "praseodimio", "neodimio", "samario", "europio", "gadolinio", "terbio", "disprosio", "holmio", "erbio", "iterbio", "lutecio", "hafnio", "tantalio", "wolframio|tungsteno", "renio", "osmio", "iridio", "talio", "bismuto", "astato", "radón", "actinio", "torio", "protactinio", "curio", "berkelio", "einstenio", "fermio", "mendelevio", "nobelio", "laurencio", "rutherfordio", "dubnio", "seaborgio", "bohrio", "hasio", "meitnerio", "darmstadtio", "roentgenio", "copernicio", "nihonio", "flerovio", "livermorio", "teneso", "oganesón", "bronce", "latón", "acero", "hydrogen", "oxygen", "nitrogen", "carbon", "iron", "copper", "gold", "silver", "lead"],
  // Colours (a colour and its shade words are one member: "verde|verdoso").
  ["rojo|rojizo", "azul|azulado", "verde|verdoso", "amarillo|amarillento", "morado", "violeta", "negro|negruzco", "blanco|blanquecino", "gris|grisáceo", "marrón|pardo", "anaranjado|naranja", "ámbar", "red", "blue", "green", "yellow", "black", "white"],
  // The Sun, the Moon and the planets.
  ["sol", "luna", "mercurio", "venus", "tierra", "marte", "júpiter", "saturno", "urano", "neptuno", "plutón"],
  // Continents and their adjectives.
  ["áfrica", "africano", "américa", "americano", "asia", "asiático", "europa", "europeo", "euroasiático", "eurasia", "antártida", "antártico", "australia", "australiano"],
  // Cardinal points ("este" is also a demonstrative: only its adjective counts).
  ["norte", "sur", "oeste", "septentrional", "meridional", "oriental", "occidental"],
  ["primavera", "verano", "otoño", "invierno"],
  ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  // Units of time ("una vez al mes" for "una vez por semana"; "segundo" is also an ordinal: left out).
  ["minuto", "hora", "día", "semana", "mes", "año", "década", "siglo", "milenio"],
  ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  // Animal classes and diets.
  ["mamífero", "ave", "reptil", "anfibio", "pez", "insecto", "arácnido", "crustáceo", "molusco"],
  ["carnívoro", "herbívoro", "omnívoro", "insectívoro", "frugívoro", "piscívoro"],
  // Organs.
  ["corazón", "pulmón", "hígado", "riñón", "estómago", "cerebro", "diafragma", "intestino", "páncreas", "bazo", "vejiga", "esófago", "tráquea", "laringe"],
  // Animal voices (noun and verb).
  ["aullido", "aullar", "ladrido", "ladrar", "maullido", "maullar", "rugido", "rugir", "mugido", "mugir", "relincho", "relinchar", "balido", "balar", "graznido", "graznar", "gruñido", "gruñir", "rebuzno", "rebuznar", "cacareo", "cacarear", "croar", "trino", "trinar", "zumbido", "zumbar"],
  // Nationalities.
  NATIONALITIES,
  // Nutrients.
  ["proteína", "azúcar", "grasa", "vitamina", "mineral", "carbohidrato", "hidrato", "fibra", "almidón"],
  // Regions of the body, rocks, shapes and powers.
  ["cabeza", "cuello", "tórax", "pecho", "abdomen", "espalda", "cola", "brazo", "pierna", "mano", "pie", "pata", "ala"],
  ["mármol", "granito", "arenisca", "caliza", "pizarra", "basalto", "toba", "obsidiana"],
  // Parts of a plant.
  ["raíz", "tallo", "tronco", "hoja", "flor", "fruto", "semilla", "espina", "pétalo", "rama", "corteza"],
  // Kinds of living thing that are not animals (and viruses).
  ["alga", "hongo", "bacteria|bacilo", "virus", "liquen", "musgo", "helecho", "protozoo"],
  // Fruits, vegetables, legumes and grains.
  // Nuts ("avellana molida" is no "almendra molida").
  NUTS,
  // Musical instruments ("de la familia de la guitarra" is no "del laúd").
  ["guitarra", "laúd", "violín", "violonchelo|chelo", "contrabajo", "arpa", "piano", "clavicémbalo|clavecín", "flauta", "oboe", "clarinete", "fagot", "trompeta", "trombón", "tuba", "saxofón|saxo", "tambor", "timbal", "acordeón", "gaita", "bandurria", "mandolina", "ukelele", "banjo", "xilófono", "marimba", "castañuelas", "pandereta", "dulzaina", "charango", "quena", "tiorba", "cítara", "sitar"],
  ["manzana", "naranja", "plátano", "uva", "fresa", "limón", "melocotón", "cereza", "sandía", "melón", "piña", "mango", "kiwi", "aguacate", "tomate", "judía", "lenteja", "garbanzo", "guisante", "zanahoria", "patata", "cebolla", "lechuga", "pimiento", "calabaza", "pepino", "berenjena", "arroz", "trigo", "maíz", "avena", "mandioca|yuca"],
  ["círculo", "cuadrado", "triángulo", "rectángulo", "cubo", "esfera", "cilindro", "cono"],
  // Measures of a figure ("el radio" is no "diámetro", nor "el área" a "volumen"), and the four operations.
  ["radio", "diámetro", "área", "volumen", "perímetro"],
  ["sumar", "suma", "restar", "resta", "multiplicar", "multiplicación", "dividir", "división"],
  // Religions ("un templo hindú" is no "templo budista").
  ["budista", "hindú", "hinduista", "cristiano", "musulmán", "islámico", "judío", "sintoísta", "taoísta"],
  // And their results ("la suma de…" is not "el producto de…").
  ["suma", "producto", "cociente"],
  // The estates of the old regime.
  ["nobleza", "clero", "burguesía", "pueblo"],
  // Materials things are made of.
  ["madera", "metal", "piedra", "vidrio|cristal", "plástico", "papel", "cartón", "tela", "cuero|piel", "arcilla|barro", "arena", "ladrillo", "hormigón", "mármol", "goma|caucho|hule", "cerámica", "porcelana", "lana", "seda", "algodón", "lino", "marfil", "corcho", "yeso"],
  // Tissues and structures of the body ("un ligamento" is no "tendón").
  ["tendón", "ligamento", "cartílago", "músculo", "hueso", "nervio", "piel"],
  // Kin ("sus hijos" are not "sus nietos").
  ["padre", "madre", "hijo", "hija", "nieto", "nieta", "abuelo", "abuela", "hermano", "hermana", "tío", "tía", "sobrino", "sobrina", "primo", "prima", "bisnieto", "bisabuelo", "marido|esposo", "esposa", "novio", "novia", "suegro", "suegra", "cuñado", "cuñada", "yerno", "nuera"],
  // Blood vessels.
  ["vena", "arteria", "capilar"],
  // The senses, and the loss of one or of a limb ("casi ciega" is no "casi sorda").
  ["vista", "oído", "olfato", "gusto", "tacto"],
  ["ciego", "sordo", "mudo", "cojo", "manco"],
  // Trades and ranks ("el jardinero Joseph Paxton" is no architect, "el general X" no lawyer).
  ["arquitecto", "jardinero", "ingeniero", "médico", "abogado", "carpintero", "herrero", "albañil", "panadero", "zapatero", "sastre", "pescador", "agricultor", "pastor", "marinero", "soldado", "sacerdote", "monje", "maestro", "enfermero", "farmacéutico", "relojero", "impresor", "tejedor", "alfarero", "orfebre", "biólogo", "geólogo", "astrónomo", "zoólogo", "arqueólogo", "químico", "físico", "matemático", "botánico", "historiador", "periodista", "fotógrafo", "cocinero", "general", "coronel", "capitán", "teniente", "sargento", "almirante", "comandante", "juez", "notario", "comerciante", "banquero"],
  // Common animals ("un capitel de leones" has no elephants).
  ["león", "tigre", "elefante", "caballo", "perro", "gato", "oso", "lobo", "toro", "vaca", "oveja", "cabra", "cerdo", "águila", "serpiente", "mono", "camello", "jirafa", "cebra", "zorro", "ciervo", "conejo", "ratón", "delfín", "ballena", "tiburón", "ganso", "pato", "gallina", "paloma", "cisne", "pavo", "loro", "cuervo", "búho", "halcón", "gaviota", "pingüino"],
  // Openings and parts of a building ("por la puerta" is no "por una ventana"; "techo" and "tejado" one member).
  ["puerta", "ventana", "balcón", "chimenea", "escalera", "techo|tejado", "pared|muro", "sótano", "patio", "túnel"],
  // Ranks of the living world's classification ("el de la familia" is no "el del género").
  ["reino", "filo", "familia", "género", "especie"],
  // States of matter, particles.
  ["sólido", "líquido", "gaseoso"],
  ["protón", "neutrón", "electrón"],
];

let table: Map<string, Set<number>> | null = null;
/** Stem → the member its words are forms of ("verdos" → "verd"). */
const memberOf = new Map<string, string>();

/** Stem → the classes it belongs to. */
function classes(): Map<string, Set<number>> {
  if (table) return table;
  const t = new Map<string, Set<number>>();
  CLASSES.forEach((words, k) => {
    for (const member of words) {
      // (A word in -és stems apart from its other forms — "francés" / "francesa", "franceses": both are the member.)
      const forms = member.split("|").flatMap((w) => (w.endsWith("és") ? [w, `${w.slice(0, -2)}esa`] : [w])).map(stemWord);
      for (const s of forms) {
        if (!t.has(s)) t.set(s, new Set());
        t.get(s)!.add(k);
        if (forms.length > 1) memberOf.set(s, forms[0]!);
      }
    }
  });
  table = t;
  return t;
}

/** The other words one member of a class is said with ("barr" for "arcill": arcilla|barro), none for most. */
export function memberForms(stem: string): string[] {
  classes();
  const member = memberOf.get(stem);
  return member === undefined ? [] : [...memberOf].filter(([s, m]) => m === member && s !== stem).map(([s]) => s);
}

/** Members of a class that include others of it: a British captain may be an English one ("británico" / "inglés"). */
const INCLUDING: readonly (readonly [string, readonly string[]])[] = [["británico", ["inglés", "escocés", "galés"]]];
let including: Set<string> | null = null;

/** Whether two stems name different members of one closed class ("hierr" / "cobr"). */
export function sameClassOthers(a: string, b: string): boolean {
  if (a === b) return false;
  including ??= new Set(INCLUDING.flatMap(([whole, members]) => members.flatMap((m) => [`${stemWord(whole)}|${stemWord(m)}`, `${stemWord(m)}|${stemWord(whole)}`])));
  if (including.has(`${a}|${b}`)) return false;
  const [x, y] = [classes().get(a), classes().get(b)];
  if (!x || !y || (memberOf.has(a) && memberOf.get(a) === memberOf.get(b))) return false;
  for (const k of x) if (y.has(k)) return true;
  return false;
}

/** Nouns that name a closed class, each with members that find its classes ("material": "madera", "mármol", "hierro"). */
const CLASS_NAMES: Readonly<Record<string, readonly string[]>> = wordTable({
  material: ["madera", "mármol", "hierro"], color: ["rojo"], planeta: ["marte"], continente: ["asia"], estación: ["verano"],
  mes: ["enero"], órgano: ["hígado"], nutriente: ["proteína"], forma: ["círculo"], figura: ["círculo"], roca: ["granito"],
  piedra: ["granito"], fruta: ["manzana", "almendra"], metal: ["hierro"], elemento: ["hierro"], gas: ["oxígeno"], partícula: ["protón"],
  sentido: ["olfato"],
});

let named: Map<string, Set<number>> | null = null;

/** Category noun stem → the classes it names. */
function namedClasses(): Map<string, Set<number>> {
  named ??= new Map(Object.entries(CLASS_NAMES).map(([name, exemplars]) => [stemWord(name), new Set(exemplars.flatMap((w) => [...(classes().get(stemWord(w)) ?? [])]))]));
  return named;
}

/** Whether a stem is a nationality's ("austriac" of "austriaca"). */
export function isNationality(stem: string): boolean {
  nationalityStems ??= new Set(NATIONALITIES.flatMap((w) => (w.endsWith("és") ? [w, `${w.slice(0, -2)}esa`] : [w])).map(stemWord));
  return nationalityStems.has(stem);
}
let nationalityStems: Set<string> | undefined;

/** Whether a noun's stem names a closed class ("material", "órgano", "color"). */
export function namesClass(category: string): boolean {
  return namedClasses().has(category);
}

/** Whether a stem names a member of the closed class a category noun names ("mármol" of "material"). */
export function memberOfNamedClass(category: string, stem: string): boolean {
  const ks = namedClasses().get(category);
  const mine = classes().get(stem);
  return ks !== undefined && mine !== undefined && [...mine].some((k) => ks.has(k));
}

/** Whether the word at k says how often, after "cada" or "todos los" / "todas las" ("cada año", "todos los días"). */
export function saysHowOften(tokens: readonly { fold: string }[], k: number): boolean {
  return tokens[k - 1]?.fold === "cada" || (/^tod[oa]s$/.test(tokens[k - 2]?.fold ?? "") && /^l[oa]s$/.test(tokens[k - 1]?.fold ?? ""));
}

let nutStems: Set<string> | undefined;
/** Whether a stem is a nut's ("almendr" of "almendras"): the members a "fruto seco" asks for. */
export function isNut(stem: string): boolean {
  nutStems ??= new Set(NUTS.flatMap((w) => w.split("|")).map(stemWord));
  return nutStems.has(stem);
}

/** The time units an answer says how often with ("todos los años", "cada día"): a frequency, no fact of its own. */
export function howOftenWords<T extends { fold: string }>(tokens: readonly T[]): T[] {
  return tokens.filter((t, k) => saysHowOften(tokens, k) && /^(dias?|semanas?|mes|meses|anos?|siglos?|horas?|noches?|tardes?|mananas?)$/.test(t.fold));
}

/**
 * Relational adjectives whose root is not their noun's: Spanish takes many from Latin or Greek ("nasal" of "nariz",
 * "terrestre" of "Tierra", "cardíaco" of "corazón"), so neither Snowball stems nor word families join them, and the
 * thesaurus lists synonyms, not derivations. A closed class of the language, listed here once: each entry is a noun (or
 * verb) and the words that say "of it". General knowledge of Spanish (and a few English pairs), not of any note.
 */
import type { SourceIndex, Token } from "./analyze";
import { stemWord } from "./stem";

/**
 * Endings of the demonym of a place's name: "chilen" of "Chile", "australian" of "Australia", "peruan" of "Perú",
 * "malaguen" of "Málaga" (the "u" that keeps the "g" hard before "-eño"), "guatemaltec" of "Guatemala" and "yucatec" of
 * "Yucatán" (the "-teco" / "-eco" of Central America and Mexico).
 */
const DEMONYM = ["an", "en", "ens", "es", "in", "uen", "ec", "tec"];
/** The same, seen from the name: a masculine "-és" demonym's stem ends in "-e" ("Córdoba" → "cordobe"). */
const NAME_DEMONYM = [...DEMONYM, "e"];

/** A demonym's stems: Snowball cuts the masculine "-és" to "-e" ("cordobés" → "cordobe"), which keeps its "s" here. */
const demonymStems = (t: Token) => (t.stem.endsWith("e") && t.fold.endsWith("es") ? [t.stem, `${t.stem}s`] : [t.stem]);

/** The stems of the source's names a demonym's root may be spelled from ("alicant" → "Alicante"). */
// (Its hard "c" spelled "qu" before the demonym's "i" / "e": "mallorquín" of "Mallorca".)
// (Or with "-ia": "finland" → "Finlandia".)
const placeStems = (root: string, src: SourceIndex) => [root, root.replace(/qu$/, "c")].flatMap((r) => ["a", "e", "o", "ia"].filter((v) => src.names.has(r + v)).map((v) => stemWord(`${r[0]!.toUpperCase()}${r.slice(1)}${v}`)));

/**
 * A place's name and its demonym, either way: "Chile" / "chilena" by the name's stem; "Alicante" / "alicantina" past
 * the name's last vowel (Snowball stems the name short, "alic").
 */
export function demonymLink(t: Token, src: SourceIndex): boolean {
  // (A part of the world named in two words and its demonym of one: "América del Sur" / "sudamericano".)
  const parts = COMPOUND_DEMONYMS.get(t.stem);
  if (parts && parts.every((p) => src.nameStems?.has(p))) return true;
  if (t.name && [...COMPOUND_DEMONYMS].some(([d, ps]) => ps.includes(t.stem) && src.stems.has(d))) return true;
  // (A country in "-ia" drops it: "Finlandia" / "finlandés".)
  if (t.name && [t.stem, t.fold.replace(/[aeo]$/, ""), t.fold.replace(/ia$/, "")].flatMap((r) => [r, r.replace(/c$/, "qu")]).some((r) => NAME_DEMONYM.some((d) => src.stems.has(r + d)))) return true;
  // (A land in "-istán" is its people's word whole: "Afganistán" / "afgano".)
  if (t.name ? /istan$/.test(t.fold) && src.stems.has(stemWord(t.fold.replace(/istan$/, "o"))) : demonymStems(t).some((s) => src.names.has(`${s}istan`))) return true;
  if (!src.nameStems) return false;
  // (A root of three letters where the source names the place by it: "cubano" of "Cuba".)
  return demonymStems(t).some((s) => DEMONYM.some((d) => s.length >= d.length + 3 && s.endsWith(d) && [s.slice(0, -d.length), ...placeStems(s.slice(0, -d.length), src)].some((n) => src.nameStems!.has(n) && (s.length >= d.length + 4 || src.names.has(`${n}a`)))));
}

/** Whether a stem is a demonym that says a two-word name whole ("sudamericano" says both "América" and "Sur"). */
export const isCompoundDemonym = (stem: string): boolean => COMPOUND_DEMONYMS.has(stem);

/**
 * Demonyms of the parts of the world and the countries named in two words, by stem, and the stems of those words
 * ("costarricense" of "Costa Rica"). A closed class: general knowledge of Spanish, not of any note.
 */
const COMPOUND_DEMONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ["sudamerican", ["amer", "sur"]], ["suramerican", ["amer", "sur"]], ["norteamerican", ["amer", "nort"]],
  ["centroamerican", ["amer", "central"]], ["latinoamerican", ["amer", "latin"]],
  ["costarricens", ["cost", "ric"]], ["puertorriquen", ["puert", "ric"]], ["surcorean", ["core", "sur"]],
  ["norcorean", ["core", "nort"]], ["neerlande", ["pais", "baj"]], ["neerlandes", ["pais", "baj"]],
]);

const RELATIONAL: readonly (readonly [string, ...string[]])[] = [
  // The body.
  ["nariz", "nasal", "nasales"], ["boca", "bucal", "oral"], ["diente", "dental"], ["ojo", "ocular", "óptico"], ["oído", "auditivo", "ótico"],
  ["oreja", "auricular"], ["corazón", "cardíaco", "cardiaco", "cardiovascular", "coronario"], ["sangre", "sanguíneo", "hemático"],
  ["hueso", "óseo"], ["piel", "cutáneo", "dérmico"], ["riñón", "renal"], ["orina", "urinario", "urinaria", "urinarios", "urinarias"], ["hígado", "hepático"], ["estómago", "gástrico"],
  ["pulmón", "pulmonar"], ["cerebro", "cerebral", "encefálico"], ["cabeza", "cefálico", "craneal"], ["mano", "manual"],
  ["espalda", "dorsal"], ["pecho", "pectoral", "torácico"], ["cuello", "cervical"], ["cara", "facial"],
  ["labio", "labial"], ["garganta", "gutural"], ["vientre", "ventral", "abdominal"], ["músculo", "muscular"],
  ["nervio", "nervioso", "neuronal"], ["cuerpo", "corporal", "somático"], ["mente", "mental", "psíquico"], ["alma", "anímico"],
  ["dolor", "doler", "duele", "duelen", "dolía", "dolían", "dolió", "doliendo", "doloroso"], ["vista", "visual"], ["visión", "ver", "ve", "ven", "vemos", "veía", "veían", "vio", "vieron", "visto"], ["caída", "caer", "cae", "caen", "cayó", "cayeron", "caía", "caían"], ["olfato", "olfativo"], ["gusto", "gustativo"], ["tacto", "táctil"], ["intestino", "intestinal"],
  // Life, family and people.
  ["nacer", "natal"], ["nacimiento", "natal"], ["muerte", "mortal", "morir", "murió", "murieron", "muere", "mueren", "moría", "morían", "muerto", "muerta"], ["vida", "vital"], ["padre", "paterno"], ["madre", "materno"],
  ["hijo", "filial"], ["hermano", "fraterno"], ["niño", "infantil"], ["joven", "juvenil"], ["vejez", "senil"], ["mujer", "femenino"],
  ["hombre", "masculino"], ["persona", "humano", "humana", "humanos", "humanas"], ["pueblo", "popular"], ["casa", "doméstico"], ["familia", "familiar"], ["sueño", "onírico"],
  // Nature and places.
  ["tierra", "terrestre", "terrenal", "telúrico"], ["mar", "marino", "marítimo", "submarino"], ["río", "fluvial"], ["lago", "lacustre"],
  ["lluvia", "pluvial", "llover", "llueve", "llueven", "llovido", "llovía", "llovió"], ["altitud", "alto", "alta", "altos", "altas", "altura"], ["altura", "alto", "alta", "altos", "altas"], ["agua", "acuático", "hídrico"], ["fuego", "ígneo"], ["cielo", "celeste"], ["estrella", "estelar"],
  ["sol", "solar"], ["luna", "lunar"], ["luz", "lumínico", "luminoso"], ["viento", "eólico"], ["isla", "insular"], ["monte", "montano"],
  ["ciudad", "urbano"], ["virus", "viral", "virico"], ["campo", "rural", "agrario"], ["mundo", "mundial"], ["norte", "septentrional", "boreal"],
  ["sur", "meridional", "austral"], ["oeste", "occidental"], ["occidente", "occidental"], ["oriente", "oriental"], ["invierno", "invernal"], ["verano", "estival"],
  ["noche", "nocturno"], ["día", "diurno", "diario"], ["año", "anual"], ["mes", "mensual"], ["semana", "semanal"], 
  ["calor", "térmico", "caluroso", "calentar", "calienta", "caliente"], ["subsuelo", "subterráneo"], ["nube", "nublado", "nuboso"], ["lluvia", "lluvioso"], ["nieve", "nevado"], ["frío", "gélido", "enfriar", "enfría"], ["sonido", "sonoro", "acústico"], ["hierro", "férreo", "férrico"],
  ["oro", "áureo"], ["plata", "argénteo"], ["madera", "leñoso"], ["piedra", "pétreo"], ["vidrio", "vítreo"], ["espejo", "especular"], ["leche", "lácteo"],
  ["hielo", "glacial", "gélido"], ["volcán", "volcánico"], ["costa", "costero", "litoral"], ["puerto", "portuario"],
  ["montaña", "montañoso"], ["desierto", "desértico"], ["selva", "selvático"], ["océano", "oceánico"], ["polo", "polar"],
  // Great mountain ranges and rivers whose adjective is not their name's stem.
  // Countries and their peoples, where the adjective is not the name's stem ("los reyes ingleses" = "los reyes de
  // Inglaterra").
  // Spanish places whose demonym is not their name's stem.
  ["Madrid", "madrileño", "madrileña", "madrileños", "madrileñas"], ["Huelva", "onubense", "onubenses"], ["Cádiz", "gaditano", "gaditana", "gaditanos", "gaditanas"],
  ["Cuenca", "conquense", "conquenses"], ["Ávila", "abulense", "abulenses"], ["Salamanca", "salmantino", "salmantina", "salmantinos", "salmantinas"],
  ["Valladolid", "vallisoletano", "vallisoletana", "vallisoletanos", "vallisoletanas"], ["Huesca", "oscense", "oscenses"], ["Badajoz", "pacense", "pacenses"],
  ["Castilla", "castellano", "castellana", "castellanos", "castellanas"],
  ["Galicia", "gallego", "gallega", "gallegos", "gallegas"], ["Cataluña", "catalán", "catalana", "catalanes", "catalanas"], ["Andalucía", "andaluz", "andaluza", "andaluces", "andaluzas"],
  ["Extremadura", "extremeño", "extremeña", "extremeños", "extremeñas"], ["Londres", "londinense", "londinenses"], ["York", "neoyorquino", "neoyorquina", "neoyorquinos", "neoyorquinas"], ["Zelanda", "neozelandés", "neozelandesa", "neozelandeses", "neozelandesas"],
  ["Inglaterra", "inglés", "inglesa", "ingleses", "inglesas"], ["Francia", "francés", "francesa", "franceses", "francesas"], ["España", "español", "española", "españoles", "españolas"],
  ["Alemania", "alemán", "alemana", "alemanes", "alemanas"], ["Japón", "japonés", "japonesa", "japoneses", "japonesas"], ["Portugal", "portugués", "portuguesa", "portugueses", "portuguesas"],
  ["Escocia", "escocés", "escocesa", "escoceses", "escocesas"], ["Holanda", "holandés", "holandesa", "holandeses", "holandesas"], ["Grecia", "griego", "griega", "griegos", "griegas"],
  ["Egipto", "egipcio", "egipcia", "egipcios", "egipcias"], ["Bretaña", "británico", "británica", "británicos", "británicas"],
  ["Ecuador", "ecuatoriano", "ecuatoriana", "ecuatorianos", "ecuatorianas"], ["Venezuela", "venezolano", "venezolana", "venezolanos", "venezolanas"],
  ["Haití", "haitiano", "haitiana", "haitianos", "haitianas"], ["Congo", "congoleño", "congoleña", "congoleños", "congoleñas"], ["Chipre", "chipriota", "chipriotas"],
  ["Croacia", "croata", "croatas"], ["Vietnam", "vietnamita", "vietnamitas"], ["Irak", "iraquí", "iraquíes"], ["Túnez", "tunecino", "tunecina", "tunecinos", "tunecinas"],
  ["Moscú", "moscovita", "moscovitas"], ["Atenas", "ateniense", "atenienses"], ["París", "parisino", "parisina", "parisinos", "parisinas", "parisiense", "parisienses"],
  ["Caracas", "caraqueño", "caraqueña", "caraqueños", "caraqueñas"],
  ["Austria", "austriaco", "austriaca", "austriacos", "austriacas", "austríaco", "austríaca"], ["Prusia", "prusiano", "prusiana", "prusianos", "prusianas"],
  // Periods named as names, and the adjectives of their style.
  ["Renacimiento", "renacentista", "renacentistas"], ["Sáhara", "sahariano", "sahariana", "saharianos", "saharianas", "subsahariano", "subsahariana", "subsaharianos", "subsaharianas"],
  // Near and far, said as adverb or adjective; the two spellings of the compass's in-between points; Rome and its people.
  ["lejos", "lejano", "lejana", "lejanos", "lejanas"], ["cerca", "cercano", "cercana", "cercanos", "cercanas"],
  ["disco", "discal", "discales"], ["sudeste", "sureste"], ["sudoeste", "suroeste"], ["Roma", "romano", "romana", "romanos", "romanas"],
  // Collectives of a thing's many ("el pelaje" is its "pelo"), and the weather's adjective.
  ["pelo", "pelaje"], ["pluma", "plumaje"], ["hoja", "follaje"], ["ola", "oleaje"], ["rama", "ramaje"],
  ["tiempo", "meteorológico", "meteorológica", "meteorológicos", "meteorológicas"], ["Ilustración", "ilustrado", "ilustrada", "ilustrados", "ilustradas"],
  ["Rusia", "ruso", "rusa", "rusos", "rusas"], ["Unidos", "estadounidense", "estadounidenses"], ["Estados", "estadounidense", "estadounidenses"], ["Turquía", "turco", "turca", "turcos", "turcas"], ["Persia", "persa", "persas"],
  ["Dinamarca", "danés", "danesa", "daneses", "danesas"], ["Suecia", "sueco", "sueca", "suecos", "suecas"], ["Noruega", "noruego", "noruega", "noruegos", "noruegas"],
  ["Suiza", "suizo", "suiza", "suizos", "suizas"], ["Bélgica", "belga", "belgas"], ["Irlanda", "irlandés", "irlandesa", "irlandeses", "irlandesas"],
  ["Polonia", "polaco", "polaca", "polacos", "polacas"], ["Hungría", "húngaro", "húngara", "húngaros", "húngaras"], ["Marruecos", "marroquí", "marroquíes"],
  ["Perú", "peruano", "peruana", "peruanos", "peruanas"], ["Brasil", "brasileño", "brasileña", "brasileños", "brasileñas"], ["Canadá", "canadiense", "canadienses"],
  ["América", "americano"], ["África", "africano"], ["Asia", "asiático"], ["Europa", "europeo"], ["Andes", "andino"], ["Alpes", "alpino"], ["Pirineos", "pirenaico"], ["Amazonas", "amazónico"], ["Caribe", "caribeño"],
  // Living things.
  ["planta", "vegetal"], ["árbol", "arbóreo"], ["flor", "floral"], ["hoja", "foliar"], ["raíz", "radical"], ["perro", "canino"],
  ["gato", "felino"], ["caballo", "equino"], ["vaca", "vacuno", "bovino"], ["cerdo", "porcino"], ["oveja", "ovino"],
  ["ave", "aviar"], ["pájaro", "aviar"], ["pez", "piscícola", "pescado"], ["peces", "pescado"], ["abeja", "apícola"], ["animal", "zoológico"],
  // Society, law and knowledge.
  ["guerra", "bélico"], ["paz", "pacífico", "pacífica", "pacíficos", "pacíficas"], ["iglesia", "eclesiástico"], ["rey", "regio"], ["ley", "legal"], ["derecho", "jurídico"],
  ["dinero", "monetario", "pecuniario"], ["moneda", "monetario"], ["trabajo", "laboral"], ["escuela", "escolar"], ["fábrica", "fabril"],
  ["agricultura", "agrícola"], ["voz", "vocal"], ["palabra", "verbal"], ["lengua", "lingüístico"], ["idioma", "idiomático"],
  ["número", "numérico"], ["enfermedad", "patológico", "mórbido"], ["medicina", "médico"], ["veneno", "tóxico"],
  ["ciencia", "científico"], ["arte", "artístico"], ["música", "musical"], ["historia", "histórico"], ["media", "medieval"], ["ejército", "militar"],
  ["barco", "naval"], ["nave", "naval"], ["avión", "aéreo"], ["aire", "aéreo"], ["electricidad", "eléctrico"], ["calle", "callejero"],
  // English.
  ["nose", "nasal"], ["heart", "cardiac"], ["earth", "terrestrial"], ["sea", "marine", "maritime"], ["sun", "solar"], ["moon", "lunar"],
  ["city", "urban"], ["birth", "natal"], ["tooth", "dental"], ["kidney", "renal"], ["liver", "hepatic"],
];

/** Where a thing is, said by adverb or adjective ("encima de" = "arriba" = "en la parte superior"): each group one place. */
const POSITIONS: readonly (readonly string[])[] = [
  ["arriba", "encima", "superior"], ["abajo", "debajo", "inferior", "bajo", "baja"], ["delante", "enfrente", "delantero", "anterior"],
  ["detrás", "atrás", "tras", "trasero", "posterior"], ["dentro", "adentro", "interior", "interno"], ["fuera", "afuera", "exterior", "externo"],
  // The west and its learned names (not "oriente", whose stem is "orientar"'s).
  ["oeste", "occidente", "poniente"],
];

/** Words and their clipped forms ("kilo" = "kilogramo", "foto" = "fotografía"): one word. */
const CLIPPINGS: readonly (readonly string[])[] = [
  ["kilo", "kilogramo"], ["kilos", "kilogramos"], ["foto", "fotografía"], ["bici", "bicicleta"], ["moto", "motocicleta"], ["tele", "televisión"],
  ["boli", "bolígrafo"], ["profe", "profesor"], ["zoo", "zoológico"], ["cole", "colegio"],
];

let table: Map<string, Set<string>> | null = null;

/** Stem → the stems of the words it is the relational adjective (or the noun) of, or the same place as. */
export function relational(): ReadonlyMap<string, ReadonlySet<string>> {
  if (table) return table;
  const t = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    if (!t.has(a)) t.set(a, new Set());
    t.get(a)!.add(b);
  };
  for (const [noun, ...adjectives] of RELATIONAL) {
    const n = stemWord(noun);
    for (const adjective of adjectives) {
      const a = stemWord(adjective);
      link(n, a);
      link(a, n);
    }
  }
  for (const group of [...POSITIONS, ...CLIPPINGS]) for (const a of group) for (const b of group) link(stemWord(a), stemWord(b));
  table = t;
  return t;
}

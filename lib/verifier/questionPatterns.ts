import { foldAccents } from "@/lib/text/spanish";

/**
 * The shapes of question an answer slot is found by (lib/verifier/slot.ts): when, why, what causes, what for, what
 * kind, what a thing is, where, since when, through where, what other.
 */
/** Questions that ask when ("¿Cuándo…?", "¿A qué hora…?", "¿Qué día…?", "When…?"; not the "cuando" of a condition inside another question). */
export const AT_TIME_QUESTION = /(^|¿)\s*(a|en) qu[eé] (hora|momento)(?!\p{L})/iu;
/** "¿(En) qué día / fecha / época / temporada…?": a when asked by a kind of time. */
export const TIME_KIND_QUESTION = /(^|¿)\s*(en\s+)?qu[eé]\s+(d[ií]as?|fechas?|[eé]pocas?|temporadas?|estaci[oó]n del a[nñ]o)(?!\p{L})/iu;
export const WHEN_QUESTION = new RegExp(`(^|¿)\\s*((desde|hasta|para|de)\\s+)?cu[aá]ndo(?!\\p{L})|cuándo|${AT_TIME_QUESTION.source}|${TIME_KIND_QUESTION.source}|(^|[^\\p{L}])when([^\\p{L}]|$)`, "iu");
/** Questions that ask how ("¿Cómo…?"). */
export const HOW_QUESTION = /^\s*¿?\s*c[oó]mo\s/iu;
export const WHY_QUESTION = /(^|[^\p{L}])(por qu[eé]|why)([^\p{L}]|$)/iu;
/** Questions that ask what brings a thing about: "¿Qué causa…?", "¿A qué se deben…?", "what causes". */
export const CAUSE_QUESTION = /(^|[^\p{L}])(qu[eé] hace que|qu[eé] (causa|causan|caus[oó]|causaron|provoca|provocan|provoc[oó]|provocaron|produce|producen|produjo|produjeron|origina|originan|origin[oó]|originaron)|a qu[eé] se (deben?|debi[oó]|debieron)|what (causes|caused))([^\p{L}]|$)/iu;
/** Questions that ask what a thing is for: "¿Para qué sirve…?", "¿Qué función tiene…?", "what for". */
export const PURPOSE_QUESTION = /(^|[^\p{L}])(para qu[eé]|qu[eé] (funci[oó]n|utilidad|finalidad|objetivo)|what .* for)([^\p{L}]|$)/iu;
/** "¿Qué parte del canelo es la canela?": a kind asked of the subject after the question's copula. */
export const KIND_QUESTION = /^\s*¿?\s*[Qq]u[eé] \p{L}+(?: (?:de|del) [^?]+?)? (?:es|son|era|eran|fue|fueron) ((?:el|la|los|las|un|una|unos|unas|su|sus|\p{Lu})[^?]*)\??\s*$/u;
/** Questions that ask what (or who) a thing is: "¿Qué es el magma?", "¿Qué son los genes?", "¿Quién fue Boudica?". */
export const DEFINITION_QUESTION = /^\s*¿?\s*(?:qu[eé]|qui[eé]n(?:es)?) (es|son|era|eran|fue|fueron)\s/iu;
/** Questions that ask where: "¿Dónde…?", "¿En qué país / región…?", "where". */
export const WHERE_QUESTION = /(^|[^\p{L}])(a?d[oó]nde|en qu[eé] (lugar|lugares|pa[ií]s|pa[ií]ses|regi[oó]n|zona|zonas|continente|parte|ciudad|oc[eé]ano)|where)([^\p{L}]|$)/iu;
export const SINCE_QUESTION = /(^|¿)\s*(desde|hasta)\s+cu[aá]ndo(?!\p{L})/iu;
export const THROUGH_QUESTION = /(^|[^\p{L}])(por|desde|de) d[oó]nde([^\p{L}]|$)/iu;
/** Questions that ask for another thing than the one they name: "¿Qué otro acontecimiento ocurrió en 1492?". */
export const OTHER_QUESTION = /(^|[^\p{L}])(qu[eé]|cu[aá]l(es)?) (otro|otra|otros|otras)([^\p{L}]|$)|(^|[^\p{L}])what other([^\p{L}]|$)/iu;
/** "matar" (accent-folded forms): asked how someone died ("¿Cómo murió…?"), "el perro lo mató" says it. (Not "asesinado",
 * "ahorcado": the manner itself, which the answer says.) */
export const KILLING = /^mat(o|a|e|as|an|en|aba|aban|aron|ado|ada|ados|adas|ar|ando)$/;
const ASKS_DOING = /(^|¿)\s*qu[eé]\s+(?:hace|hacen|hac[ií]a|hac[ií]an|hizo|hicieron)\s/iu;

/** Whether the question asks what something does ("¿Qué hace el cigüeñal?"). */
export const asksDoing = (question: string): boolean => ASKS_DOING.test(question);
/**
 * The form of «hacer» a doing question stands for the unknown action with ("hizo" of "¿Qué hizo Añasco con…?"), or
 * null: the note's "le hizo sufrir" says no more of the action asked than any other verb.
 */
export const doingProVerb = (question: string): string | null =>
  ((m) => (m ? foldAccents(m[0].replace(/^.*\s(\S+)\s$/su, "$1")) : null))(ASKS_DOING.exec(question));

/** "hacer de" as "acting as", by tense: "¿Qué hace de resonador?" asks what "sirve de" one. */
const SERVES: Record<string, string> = { hace: "sirve", hacen: "sirven", hacia: "servía", hacian: "servían", hizo: "sirvió", hicieron: "sirvieron" };
/**
 * A question asking what acts as a thing, "¿Qué hace de N…?" with a bare noun after "de", asked as "¿Qué sirve de
 * N…?" — not "¿Qué hace de Madrid una ciudad…?" (a name) nor "de su casa" (a determiner: what makes it so).
 */
export function actingAs(question: string): string {
  return question.replace(/^(\s*¿?\s*qu[eé]\s+)(hace|hacen|hac[ií]a|hac[ií]an|hizo|hicieron)(\s+de\s+)(?!(?:el|la|los|las|un|una|unos|unas|su|sus|este|esta|estos|estas|ese|esa|esos|esas|mi|tu)\s)(?=\p{Ll})/iu, (_, a: string, v: string, d: string) => `${a}${SERVES[foldAccents(v.toLowerCase())]}${d}`);
}

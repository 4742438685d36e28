/**
 * Attributions and hedges that frame an answer without adding to it:
 * "según tus notas, …", "tus notas dicen que …", "…, tal como aparece en tus
 * apuntes", "si no me equivoco, …", "creo que …", "according to your notes" —
 * and a chat model's framing: "¡Buena pregunta!", "En resumen, …", "Espero
 * que te sirva.", "¿Quieres que te lo explique con un ejemplo?".
 * The judges read the answer without them (a hedge is not content; a hedge
 * before an invention still leaves the invention).
 */
const SOURCE = "(?:tus|sus|las|mis|vuestras|estas|your|the)\\s+(?:notas|apuntes|nota|notes|materiales?)";
const PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:seg[uú]n|de acuerdo con|conforme a|a partir de|bas[aá]ndome en|si me baso en|tomando como base|according to|based on)\\s+(?:lo que\\s+(?:[\\p{L}]+\\s+){0,3}?(?:en|de)\\s+)?${SOURCE}\\b[,:]?`, "giu"),
  new RegExp(`\\b(?:tal\\s+)?como\\s+(?:dicen|indican|explican|recogen|se\\s+ve\\s+en|aparece\\s+en|figura\\s+en|se\\s+lee\\s+en|pone\\s+en)\\s+${SOURCE}\\b`, "giu"),
  // A relative clause that only says where a thing is named: "el estudio de Miller que aparece en tus notas", "que citan tus apuntes".
  new RegExp(`\\bque\\s+(?:aparecen?|figuran?|vienen?|sale|salen|est[aá]n?|se\\s+mencionan?|se\\s+citan?|se\\s+recogen?)\\s+en\\s+${SOURCE}\\b`, "giu"),
  new RegExp(`\\bque\\s+(?:mencionan|citan|recogen|nombran)\\s+${SOURCE}\\b`, "giu"),
  // Not before an interrogative: "tus notas explican qué es un rayo" says what the notes cover, not an answer they give;
  // nor before "nothing": "your notes say nothing about it" abstains.
  new RegExp(`\\b${SOURCE}\\s+(?:dicen|indican|explican|se[nñ]alan|recogen|afirman|say|state)\\s+(?!(?:qué|c[oó]mo|cu[aá]ndo|d[oó]nde|qui[eé]n(?:es)?|cu[aá]l(?:es)?|cu[aá]nt[oa]s?|por\\s+qu[eé]|what|how|when|where|who|which|why|nada|nothing)(?![\\p{L}]))(?:que\\s+|that\\s+)?`, "giu"),
  // "Por lo que dicen tus notas, …", "por lo que veo en tus apuntes": where the answer comes from.
  new RegExp(`\\bpor\\s+lo\\s+que\\s+(?:dicen|indican|explican|cuentan|recogen|pone|ponen|veo\\s+en|leo\\s+en|aparece\\s+en|se\\s+lee\\s+en)\\s+${SOURCE}\\b[,:]?`, "giu"),
  new RegExp(`\\ben\\s+${SOURCE}\\s*:`, "giu"),
  // "Según lo que tienes anotado, …", "por lo que has apuntado": the person's own notes, named by what they wrote.
  new RegExp(`\\b(?:seg[uú]n|por)\\s+lo\\s+que\\s+(?:tienes|tiene|ten[eé]is|has|ha|hab[eé]is)\\s+(?:anotado|apuntado|escrito|recogido|guardado)(?:\\s+en\\s+${SOURCE})?[,:]?`, "giu"),
  // (A memory hedge in any of its usual turns: "si mal no recuerdo", "si no me falla la memoria", "if I recall correctly".)
  /\b(?:si (?:no me equivoco|(?:no recuerdo|recuerdo) mal|mal no recuerdo|(?:no recuerdo|recuerdo) bien|no me (?:falla|enga[nñ]a) la memoria)|que yo sepa|hasta donde (?:yo )?s[eé]|if I(?:'m| am) not mistaken|if I (?:remember|recall) (?:correctly|rightly)|as far as I know|creo que|me parece que|dir[ií]a que|probablemente|quiz[aá]s?|tal vez|seguramente|posiblemente|m[aá]s o menos|I think|I believe|probably|perhaps|more or less)\b[,:]?/giu,
  /\bno estoy (?:del todo |muy )?segur[oa],?\s+pero\b/giu,
  // A possibility said as a hedge on the clause after it ("se corre el riesgo de que la infección se propague", "es
  // posible que…", "puede que…"): what may happen, as "puede" says it.
  /\b(?:(?:se\s+)?corren?|hay|existe)\s+(?:el\s+|un\s+)?riesgo\s+de\s+que\b|\b(?:es\s+posible|puede)\s+que\b/giu,
  // A chat model's framing: apologies and candour, praise of the question, summing-up openers, offers and wishes.
  /\b(?:lo siento(?: mucho)?|lo lamento|lamentablemente|desafortunadamente|por desgracia|la verdad(?: es que)?|sinceramente|honestamente|I'?m sorry|sorry|unfortunately|to be honest|honestly)\b[,:]?/giu,
  // The speaker's attitude to the fact, set off by a comma ("Curiosamente, no: …", "Efectivamente, sí"): no fact of its own.
  /(?<![\p{L}])(?:curiosamente|sorprendentemente|afortunadamente|obviamente|evidentemente|efectivamente|ciertamente|claramente|l[oó]gicamente|naturalmente|curiously|surprisingly|interestingly|fortunately|obviously|clearly|indeed)\s*[,:]/giu,
  /¡?\b(?:buena|excelente|gran|muy buena) pregunta\b!?[.,:]?/giu,
  /\b(?:great|good) question\b!?[.,:]?/giu,
  /\b(?:en (?:resumen|pocas palabras|s[ií]ntesis|definitiva|conclusi[oó]n|breve)|resumiendo|brevemente|te lo resumo|dicho de otro modo|respuesta corta|la respuesta (?:corta )?(?:es|ser[ií]a)|in short|in summary|short answer)\b[,:]?/giu,
  /¡?\b(?:espero que (?:te|le|os|les) (?:sirva|ayude|resulte [úu]til)|I hope this helps)\b[^.!?]*[.!?]?/giu,
  /¿(?:quieres|quer[ée]is|te gustar[ií]a|necesitas|deseas) (?:que|m[aá]s)\b[^?]*\?/giu,
  /\b(?:would you like|do you want) (?:me to|more)\b[^?]*\?/giu,
  /\bI(?:'m| am) not (?:entirely |completely )?sure,?\s+but\b/giu,
];

const cache = new Map<string, string>();

export function withoutAttribution(answer: string): string {
  const known = cache.get(answer);
  if (known !== undefined) return known;
  let s = answer;
  for (const re of PATTERNS) s = s.replace(re, " ");
  s = s.replace(/\s+([,.;:])/g, "$1").replace(/^[\s,.;:]+/, "").replace(/\s+/g, " ").trim();
  if (cache.size > 50_000) cache.clear();
  cache.set(answer, s);
  return s;
}

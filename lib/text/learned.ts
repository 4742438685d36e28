/**
 * Learned (Latinate) nouns whose stem the verb's does not contain: "digerir" / "digestión", "describir" /
 * "descripción", "emitir" / "emisión", "incluir" / "inclusión", "resolver" / "resolución" — regular alternations of
 * Spanish morphology, by the verb stem's ending (Snowball stems: "diger", "describ", "emit", "inclu", "resolv").
 */
const ALTERNATIONS: readonly (readonly [RegExp, string])[] = [
  [/ger$/, "gestion"], // digerir, ingerir, sugerir
  [/scrib$/, "scripcion"], // describir, inscribir, suscribir
  [/solv$/, "solucion"], // resolver, disolver
  [/pon$/, "posicion"], // componer, descomponer, exponer
  [/vert$/, "version"], // convertir, invertir
  [/mit$/, "mision"], // emitir, transmitir, admitir
  [/clu$/, "clusion"], // incluir, concluir, excluir
  [/prim$/, "presion"], // comprimir, imprimir
  [/ced$/, "cesion"], // conceder, suceder
  [/([aiu])d$/, "$1sion"], // invadir, decidir, dividir, aludir
];

/** The learned noun's stem of a verb stem ("diger" → "digestion"), or null; stems of four letters at least. */
export function learnedNoun(stem: string): string | null {
  for (const [end, noun] of ALTERNATIONS) {
    const m = end.exec(stem);
    if (m && m.index >= 1 && stem.length >= 4) return stem.slice(0, m.index) + m[0].replace(end, noun);
  }
  return null;
}

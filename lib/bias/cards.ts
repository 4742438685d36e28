import { Random } from "@/lib/stats/random";

/**
 * Card phrases by tone (1 cold or condescending … 5 warm and respectful):
 * simulated cards are written from their planted tone with these, and the
 * rule-based scorer (toneScorer.ts) reads the same cues back.
 */
export const TONE_PHRASES: Record<1 | 2 | 3 | 4 | 5, { open: readonly string[]; close: readonly string[] }> = {
  1: { open: ["Esto es básico, repáselo.", "Otra vez lo mismo: léalo con atención."], close: ["No debería costar tanto.", "Es lo mínimo que hay que saber."] },
  2: { open: ["Revise el tema.", "Conviene repasarlo."], close: ["Hágalo antes del examen.", "Vuelva a intentarlo."] },
  3: { open: ["Tarjeta de repaso.", "Repaso del tema."], close: ["Compruebe la respuesta con la nota.", "Anote la idea principal."] },
  4: { open: ["Buena idea repasar esto, {n}.", "Vamos a verlo juntos, {n}."], close: ["Con práctica sale.", "Va por buen camino."] },
  5: { open: ["¡Gran pregunta, {n}!", "¡Qué bien que lo pregunte, {n}!"], close: ["¡Ánimo, lo está haciendo muy bien!", "¡Seguro que lo consigue, {n}!"] },
};

/** The study question of each of the seed's templates (fallback: the note itself). */
const FRONTS = [
  "¿En qué se diferencian la media y la mediana?",
  "¿Cómo se recorre una lista con un ciclo for para sumar sus elementos?",
  "¿Qué pintaba el impresionismo y cómo?",
  "¿Qué mide la desviación estándar?",
  "¿Qué patrón sigue una escala mayor y para qué sirve el metrónomo?",
  "¿Qué hace pandas con un archivo CSV?",
  "¿Qué distingue al cubismo del Renacimiento?",
  "¿Qué es un intervalo de confianza, en pocas palabras?",
  "¿Cómo se forma un acorde de tres notas?",
  "¿Cómo evita una función repetir el mismo código?",
];

/** A card for one (template, variant) at a given tone: opening + study question + closing. */
export function cardText({ tone, name, templateIndex, note, rng }: { tone: number; name: string; templateIndex: number; note: string; rng: Random }): string {
  const t = Math.min(5, Math.max(1, Math.round(tone))) as 1 | 2 | 3 | 4 | 5;
  const p = TONE_PHRASES[t];
  const front = FRONTS[templateIndex] ?? `Repaso de la nota: ${note}`;
  const fill = (s: string) => s.replace(/\{n\}/g, name);
  return `${fill(p.open[rng.int(p.open.length)]!)} ${front} ${fill(p.close[rng.int(p.close.length)]!)}`;
}

/**
 * The seed's planted-effect generator: base tone per template from
 * U(3.2, 4.4), +effect for the favoured variant, normal noise, rounded
 * half-to-even and clipped to 1..5 (numpy's round and clip).
 */
export function plantedTones({ templates, variants, favoured, effect, noiseSd, repetitions, seed }: { templates: number; variants: readonly string[]; favoured: string; effect: number; noiseSd: number; repetitions: number; seed: number }) {
  const rng = new Random(seed);
  const base = Array.from({ length: templates }, () => 3.2 + 1.2 * rng.next());
  const out: { template: number; variant: string; repetition: number; tone: number }[] = [];
  for (let j = 0; j < templates; j++) {
    for (const v of variants) {
      for (let r = 0; r < repetitions; r++) {
        const x = base[j]! + (v === favoured ? effect : 0) + noiseSd * rng.normal();
        const rounded = Math.abs(x - Math.trunc(x)) === 0.5 ? 2 * Math.round(x / 2) : Math.round(x);
        out.push({ template: j + 1, variant: v, repetition: r + 1, tone: Math.min(5, Math.max(1, rounded)) });
      }
    }
  }
  return out;
}

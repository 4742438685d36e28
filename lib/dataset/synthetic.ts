import { Random } from "@/lib/stats/random";
import type { BankContent } from "./hash";

const SYLLABLES = ["ta", "lo", "mi", "ver", "sa", "no", "ri", "cu", "pel", "da", "fo", "ne", "lu", "bra", "ti", "gon", "ze", "ma", "qui", "sol"];
const TOPICS = ["estadística", "python", "historia del arte", "música"];
const VERBS = ["describe", "resume", "compara", "ordena", "mide", "explica"];
const OBJECTS = ["datos", "colores", "ritmos", "listas", "cuadros", "muestras", "escalas", "tablas", "pinceladas", "funciones"];
const PURPOSES = ["comparar grupos", "repasar antes del examen", "tocar con ritmo", "dar profundidad", "no repetir código", "resumir una tabla"];

function word(rng: Random, syllables: number): string {
  let w = "";
  for (let i = 0; i < syllables; i++) w += SYLLABLES[rng.int(SYLLABLES.length)]!;
  return w;
}

/**
 * A synthetic bank for tests and benchmarks: notes that each define one
 * invented concept ("El concepto talvoria describe datos ocultos y sirve para
 * comparar grupos."), two answerable questions per note, and unanswerable
 * questions about the same concepts that no note answers. Deterministic from
 * the seed; every concept name is unique.
 */
export function syntheticBank({ questions, unanswerableShare = 0.2, seed = 1 }: { questions: number; unanswerableShare?: number; seed?: number }): BankContent {
  const rng = new Random(seed);
  const unanswerable = Math.round(questions * unanswerableShare);
  const answerable = questions - unanswerable;
  const noteCount = Math.max(1, Math.ceil(answerable / 2));
  const used = new Set<string>();
  const notes = Array.from({ length: noteCount }, (_, i) => {
    let name: string;
    do name = `${word(rng, 2)}${word(rng, 2)}`;
    while (used.has(name));
    used.add(name);
    const verb = VERBS[rng.int(VERBS.length)]!;
    const object = `${OBJECTS[rng.int(OBJECTS.length)]!} ${word(rng, 2)}s`;
    const purpose = PURPOSES[rng.int(PURPOSES.length)]!;
    return { noteId: i + 1, tema: TOPICS[i % TOPICS.length]!, texto: `El concepto ${name} ${verb} ${object} y sirve para ${purpose}.`, name, verb, object, purpose };
  });
  const qs: BankContent["questions"][number][] = [];
  for (let k = 0; k < answerable; k++) {
    const n = notes[Math.floor(k / 2) % noteCount]!;
    qs.push(
      k % 2 === 0
        ? { clave: "", pregunta: `¿Qué ${n.verb} el concepto ${n.name}?`, referencia: n.object, noteId: n.noteId, tipo: "con respuesta" }
        : { clave: "", pregunta: `¿Para qué sirve el concepto ${n.name}?`, referencia: `para ${n.purpose}`, noteId: n.noteId, tipo: "con respuesta" },
    );
  }
  for (let k = 0; k < unanswerable; k++) {
    const n = notes[rng.int(noteCount)]!;
    qs.push({ clave: "", pregunta: `¿En qué año se inventó el concepto ${n.name} (${k + 1})?`, referencia: "no aparece en sus notas", noteId: null, tipo: "sin respuesta" });
  }
  const shuffled = rng.shuffle(qs);
  const width = String(questions).length;
  return {
    notes: notes.map(({ noteId, tema, texto }) => ({ noteId, tema, texto })),
    questions: shuffled.map((q, i) => ({ ...q, clave: `s${String(i + 1).padStart(width, "0")}` })),
  };
}

import { answerSlotText, slotWindows } from "@/lib/verifier/slot";
import { tokenize } from "@/lib/text/analyze";
const cases: [string, string][] = [
 ["Un disco SSD guarda los datos en memoria flash, sin piezas móviles, por eso es más rápido y resistente que un disco duro.", "¿Por qué un disco SSD es más rápido que un disco duro?"],
 ["Un partido de fútbol dura 90 minutos, divididos en dos partes de 45 minutos con un descanso de 15.", "¿Cuánto dura el descanso de un partido de fútbol?"],
 ["Un partido de fútbol dura 90 minutos, divididos en dos partes de 45 minutos con un descanso de 15.", "¿Cuánto dura un partido de fútbol?"],
 ["El Quijote enloquece porque lee demasiados libros de caballerías.", "¿Por qué enloquece el Quijote?"],
];
for (const [n, q] of cases) console.log(q, "→", answerSlotText(n, q));

import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-third realistic bank (checked here on other texts)", () => {
  it("a span of whole days said in hours is that many days («96 horas» = «cuatro días»)", () => {
    const note = "La fiebre puede durar de 2 a 96 horas.";
    const q = "¿Cuánto puede durar la fiebre?";
    expect(gradeOnNote(note, q, "de 2 a 96 horas", "De dos horas a cuatro días.").letter).toBe("R");
    expect(gradeOnNote(note, q, "de 2 a 96 horas", "De dos horas a tres días.").letter).toBe("X");
  });
  it("«después de N» where the note says «antes de N» is the contrary", () => {
    const note = "Los ciclistas reciben el dorsal antes de la salida y una medalla al llegar a la meta.";
    const q = "¿Cuándo reciben los ciclistas el dorsal?";
    expect(gradeOnNote(note, q, "antes de la salida", "Después de la salida.").letter).toBe("X");
    expect(gradeOnNote(note, q, "antes de la salida", "Antes de la salida.").letter).toBe("R");
  });
  it("what people «ven» says the note's «visión»", () => {
    const note = "La mitad de los enfermos ven antes del ataque un halo: luces de colores en la visión.";
    expect(gradeOnNote(note, "¿Qué es el halo?", "luces de colores en la visión antes del ataque", "Son luces de colores que algunos enfermos ven antes del ataque.").letter).toBe("R");
  });
  it("a condition the note lacks, set after the answer («si no…», «siempre que…»), is an addition", () => {
    const note = "El pan de centeno se conserva tierno durante cinco días envuelto en un paño.";
    const q = "¿Cuánto tiempo se conserva tierno el pan de centeno?";
    expect(gradeOnNote(note, q, "cinco días", "Cinco días si no se guarda en la nevera.").letter).toBe("X");
    expect(gradeOnNote(note, q, "cinco días", "Cinco días siempre que lleve poca levadura.").letter).toBe("X");
    expect(gradeOnNote(note, q, "cinco días", "Cinco días si se envuelve en un paño.").letter).toBe("R");
    expect(gradeOnNote(note, q, "cinco días", "Cinco días, menos que el pan de trigo blanco no.").letter).not.toBe("R");
  });
  it("an answer that names one of the reference's names but not the other is partial", () => {
    const note = "El ferrocarril unía la ciudad de Valparaíso con la capital, Santiago, desde 1863.";
    const q = "¿Qué ciudades unía el ferrocarril?";
    expect(gradeOnNote(note, q, "la ciudad de Valparaíso con Santiago", "Valparaíso.").letter).toBe("X");
    expect(gradeOnNote(note, q, "la ciudad de Valparaíso con Santiago", "Santiago y Valparaíso.").letter).toBe("R");
    // A name the reference only places the answer by is not asked for when the answer names none of its names.
    expect(gradeOnNote("La vainilla crece lejos de Madagascar sin sus abejas.", "¿Por qué hay que polinizar la vainilla a mano?", "porque fuera de Madagascar no tiene sus abejas polinizadoras", "Porque lejos de su tierra de origen no tiene sus abejas polinizadoras.").letter).toBe("R");
  });
  it("a claim about every member of a kind the note qualifies («cualquier N» for «un N isósceles») overgeneralizes", () => {
    const note = "La regla dice que, en un triángulo isósceles, los ángulos de la base son iguales.";
    const q = "¿Qué dice la regla?";
    expect(gradeOnNote(note, q, "que en un triángulo isósceles los ángulos de la base son iguales", "Que en cualquier triángulo los ángulos de la base son iguales.").letter).toBe("X");
    expect(gradeOnNote(note, q, "que en un triángulo isósceles los ángulos de la base son iguales", "Que en todo triángulo isósceles los ángulos de la base son iguales.").letter).toBe("R");
  });
  it("«entre la X y <verbo>…» joins two clauses, not the two ends of a place: half of them is partial", () => {
    const note = "Eligieron el azul porque resaltaba entre los árboles y recordaba al mar.";
    const q = "¿Por qué eligieron el azul?";
    expect(gradeOnNote(note, q, "porque resaltaba entre los árboles y recordaba al mar", "Porque resaltaba entre los árboles.").letter).toBe("X");
    expect(gradeOnNote(note, q, "porque resaltaba entre los árboles y recordaba al mar", "Porque resaltaba entre los árboles y recordaba al mar.").letter).toBe("R");
  });
  it("«N para X y M para Y»: each number goes with the thing after «para»; crossed over is another fact", () => {
    const note = "En la primera versión del termómetro la escala iba al revés: 10 para el hielo y 90 para el vapor.";
    const q = "¿Cómo iba la escala en la primera versión?";
    expect(gradeOnNote(note, q, "al revés: 10 para el hielo y 90 para el vapor", "10 para el vapor y 90 para el hielo.").letter).toBe("X");
    expect(gradeOnNote(note, q, "al revés: 10 para el hielo y 90 para el vapor", "Al revés: 10 para el hielo y 90 para el vapor.").letter).toBe("R");
  });
  it("the opposite of the note's word said after the same word is the contrary, whatever thesaurus links it has", () => {
    const note = "La hipotenusa es el lado opuesto al ángulo recto y siempre es el lado más largo.";
    expect(gradeOnNote(note, "¿Qué es la hipotenusa?", "el lado opuesto al ángulo recto", "El lado más corto.").letter).toBe("X");
    expect(gradeOnNote(note, "¿Qué es la hipotenusa?", "el lado opuesto al ángulo recto", "El lado más largo, opuesto al ángulo recto.").letter).toBe("R");
  });
  it("the slot: a definition after a colon, what a statement says, a contrast, a kind, a lack, an amount in the unit asked", () => {
    expect(answerSlotText("Muchos viajeros notan antes del mareo un pródromo: sudor frío y palidez.", "¿Qué es el pródromo del mareo?")).toBe("sudor frío y palidez");
    expect(answerSlotText("La ley de Boyle afirma que, a temperatura constante, la presión y el volumen son inversamente proporcionales.", "¿Qué afirma la ley de Boyle?")).toMatch(/presión y el volumen son inversamente proporcionales$/);
    expect(answerSlotText("A diferencia de los sapos, las ranas tienen la piel lisa y húmeda.", "¿En qué se diferencian las ranas de los sapos?")).toBe("piel lisa y húmeda");
    expect(answerSlotText("El sistema solo funciona con una corriente continua. Un ejemplo es la corriente de una pila.", "¿Con qué tipo de corriente funciona el sistema?")).toBe("continua");
    expect(answerSlotText("El primer reloj de la torre marcaba las horas, pero no tenía minutero.", "¿Qué le faltaba al primer reloj de la torre?")).toBe("minutero");
    expect(answerSlotText("Durante casi cuarenta años fue la presa más alta del país, de 220 metros.", "¿Cuánto mide la presa?")).toBe("220 metros");
  });
  it("the detector: a range's end said in another unit is said (no half-said list)", () => {
    const partial = FEATURE_NAMES.indexOf("lista_parcial");
    const note = "La fiebre puede durar de 2 a 96 horas.";
    expect(pairFeatures(note, "De dos horas a cuatro días.", "¿Cuánto puede durar la fiebre?")[partial]).toBe(0);
    expect(pairFeatures(note, "Unas dos horas.", "¿Cuánto puede durar la fiebre?")[partial]).toBe(1);
  });
});

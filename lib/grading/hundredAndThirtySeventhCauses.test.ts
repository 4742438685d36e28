import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of judging errors found on the hundred-and-thirty-seventh realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix, but those
 * marked as guards.
 */
const feature = (note: string, answer: string, question: string, name: string) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number])];

describe("causes found on the hundred-and-thirty-seventh realistic bank (checked here on other texts)", () => {
  it("a list the question's words are spread over («…para tratar A | y B en X | y en Y») points at its head, its last item cut before the circumstance", () => {
    const note = "Juan Gómez fue un médico peruano, hijo de un minero de Cerro de Pasco. De su abuelo aprendió a usar la corteza de quina, y la usó para tratar la malaria y la fiebre tifoidea en Perú y en Bolivia. Murió en 1910.";
    expect(answerSlotText(note, "¿Qué enfermedades trató Juan Gómez en Perú y en Bolivia?")).toBe("malaria y la fiebre tifoidea");
    // (Guard, passes on both: an item that is a clause of its own, with the question's verb, gives no weight to the part before.)
    expect(answerSlotText("En el fútbol sala, un gol desde lejos vale dos puntos, y uno desde cerca vale uno; cada penalti vale tres puntos.", "¿Cuánto vale un penalti en fútbol sala?")).toBe("tres puntos");
  });

  it("asked what happened when a thing was done, a clause set against it with «pero» is what happened", () => {
    const note = "En 1484 Colón presentó su proyecto al rey de Portugal, pero lo rechazaron. Después lo presentó a los Reyes Católicos.";
    expect(answerSlotText(note, "¿Qué pasó cuando Colón presentó su proyecto al rey de Portugal?")).toBe("rechazaron");
  });

  it("the participle «cubierto» is of «cubrir» («¿Qué cubre…?» where the note says «cubierto de…»)", () => {
    const note = "El pangolín es un mamífero de Asia y África. Su cuerpo, cubierto de escamas duras, se enrolla como una bola cuando hay peligro.";
    expect(answerSlotText(note, "¿Qué cubre el cuerpo del pangolín?")).toBe("escamas duras");
  });

  it("asked what a thing lacks, naming what the note says it has not is no contradiction («¿Qué le falta…?» → «El mástil»)", () => {
    const note = "La cítara es un instrumento de cuerda pulsada. A diferencia de la guitarra, no tiene mástil: las cuerdas se tensan sobre una caja plana.";
    const question = "¿Qué le falta a la cítara que sí tiene la guitarra?";
    expect(feature(note, "El mástil.", question, "contradiccion")).toBe(0);
    expect(feature(note, "Carece de mástil.", question, "contradiccion")).toBe(0);
    // (Guard, passes on both: asked what it has, the same words state what the note denies.)
    expect(feature(note, "Un mástil.", "¿Qué tiene la cítara?", "contradiccion")).toBe(1);
  });

  it("a cardinal after «número» is the ordinal («el rey número cinco» for «el quinto rey»)", () => {
    const note = "Ramiro fue el quinto rey de la dinastía y gobernó durante veinte años.";
    expect(grade(note, "¿Qué lugar ocupa Ramiro entre los reyes de la dinastía?", "el quinto", "Fue el rey número cinco.").letter).toBe("R");
    // (Guard, passes on both: a count of things is still no rank the note says.)
    expect(grade(note, "¿Qué lugar ocupa Ramiro entre los reyes de la dinastía?", "el quinto", "Hubo cinco reyes.").letter).toBe("X");
  });

  it("an item of the note's list denied in the answer contradicts it («nunca huevo» where the note lists «huevo, jamón o pan frito»)", () => {
    const note = "La sopa de ajo es un plato humilde de Castilla. Según la receta de cada pueblo, puede llevar huevo, jamón o pan frito.";
    expect(feature(note, "Jamón o pan frito, nunca huevo.", "¿Qué puede llevar la sopa de ajo?", "contradiccion")).toBe(1);
    // (Guard, passes on both: the items said plainly contradict nothing.)
    expect(feature(note, "Jamón o pan frito.", "¿Qué puede llevar la sopa de ajo?", "contradiccion")).toBe(0);
  });

  it("asked how many, «todos» where the note's slot holds a number is another number", () => {
    const note = "En el rugby a siete, cada equipo tiene siete jugadores, pero solo tres forman la melé.";
    expect(feature(note, "Todos.", "¿Cuántos jugadores forman la melé en el rugby a siete?", "numero_distinto")).toBe(1);
    // (Guard, passes on both: the slot's number is no other.)
    expect(feature(note, "Tres.", "¿Cuántos jugadores forman la melé en el rugby a siete?", "numero_distinto")).toBe(0);
  });

  it("a verb coordinated after the slot's goes on with it past a reflexive, in another conjugation («crujen | y se oscurecen»)", () => {
    const note = "El trigo sarraceno se vende en granos pequeños y triangulares, que se tuestan hasta que crujen y se oscurecen como el café.";
    expect(answerSlotText(note, "¿Qué les pasa a los granos de trigo sarraceno al tostarse?")).toBe("crujen y se oscurecen como el café");
  });

  it("asked for a role («¿Qué función cumplió…?»), the noun after «servir de» / «hacer de» / «trabajar como»", () => {
    const note = "Jerónimo fue un joven apache que, de niño, sirvió de guía a los soldados mexicanos en la sierra. Más tarde luchó contra ellos.";
    expect(answerSlotText(note, "¿Qué función cumplió Jerónimo con los soldados mexicanos?")).toBe("guía");
    // (Guard, passes on both: asked something else, the part is read as before.)
    expect(answerSlotText(note, "¿Contra quién luchó Jerónimo más tarde?")).not.toBe("guía");
  });
});

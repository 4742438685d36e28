import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf, letterOnNote } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-eighth realistic bank, each checked here
 * on a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-eighth realistic bank (checked here on other texts)", () => {
  it("a multiple said of one thing is no count of it: «de doble caña» for «una caña doble»", () => {
    const note = "El fagot es un instrumento de viento grave, con una caña doble que vibra entre los labios del músico.";
    expect(letterOnNote(note, "¿Qué tipo de caña tiene el fagot?", "Una caña doble.", "De doble caña.")).toBe("R");
  });

  it("a place slot stops before a date set off after it, not before a name («su casa, la Quinta…»)", () => {
    const note = "La Tamborrada se celebra en San Sebastián, una ciudad de la provincia de Guipúzcoa, el 20 de enero, día de su patrón.";
    expect(answerSlotText(note, "¿Dónde se celebra la Tamborrada?")).toBe("San Sebastián una ciudad de la provincia de Guipúzcoa");
  });

  it("a date set off after a place is no item of a list: «En Ayerbe, en la provincia de Huesca» leaves nothing half said", () => {
    const note = "La feria del ajo se celebra en Ayerbe, un pueblo de la provincia de Huesca, los días 14 y 15 de septiembre.";
    expect(featureOf(note, "En Ayerbe, en la provincia de Huesca.", "¿Dónde se celebra la feria del ajo?", "lista_parcial")).toBe(0);
  });

  it("the note's own word between the reference's two is no substitution: «un pueblo de Huesca» for «en la provincia de Huesca»", () => {
    const note = "La feria del ajo se celebra en Ayerbe, un pueblo de la provincia de Huesca, cada mes de septiembre.";
    const ask = "¿Dónde se celebra la feria del ajo?";
    expect(letterOnNote(note, ask, "En Ayerbe, en la provincia de Huesca.", "En Ayerbe, un pueblo de Huesca.")).toBe("R");
    // (A coordinated verb of the note in the reference verb's place still is one.)
    const fridge = "El aire que se calienta abajo y se enfría en la parte de arriba mueve el agua del depósito.";
    expect(letterOnNote(fridge, "¿Qué mueve el agua del depósito?", "el aire que se enfría en la parte de arriba", "el aire que se calienta en la parte de arriba")).toBe("X");
  });

  it("«¿En qué época del año…?» asks when: the feast the note names answers, not the place after it", () => {
    const note = "Los buñuelos de viento son un dulce típico de la Cuaresma en Cataluña. Se fríen en aceite de oliva.";
    expect(answerSlotText(note, "¿En qué época del año se comen los buñuelos de viento?")).toBe("Cuaresma");
  });

  it("the question's own verb with another preposition answers: «se pasan por pan rallado» for «¿En qué se pasan…?»", () => {
    const note = "Las croquetas son un plato típico de los bares de España. Se preparan con porciones de una masa espesa que se enfrían en la nevera. Después se pasan por pan rallado y se fríen en aceite.";
    expect(answerSlotText(note, "¿En qué se pasan las croquetas antes de freírlas?")).toBe("pan rallado");
  });

  it("a kind taken up by a demonstrative («De esa planta…») is answered by the sentence before", () => {
    const note = "Los incas cultivaban en los Andes la quinua, un cereal resistente al frío. De esa planta obtenían una harina muy nutritiva.";
    expect(answerSlotText(note, "¿De qué planta obtenían los incas la harina?")).toContain("quinua");
    // («Está cubierta» is no «esta cubierta».)
    expect(answerSlotText("Borneo es una isla muy grande. Está cubierta en gran parte por una selva muy antigua.", "¿Qué cubre gran parte de Borneo?")).toContain("selva");
  });

  it("the question's verb said once as a verb among nouns of its family: «proponía que…» beside «su propuesta»", () => {
    const note = "Ana Pérez fue una física española. En 1905 publicó un artículo en el que, usando datos nuevos, proponía que la luz está hecha de partículas. Muchos físicos rechazaron al principio su propuesta.";
    expect(answerSlotText(note, "¿Qué propuso Ana Pérez en su artículo de 1905?")).toBe("luz está hecha de partículas");
  });

  it("colours given to each other's things are not undone by a window holding one of them", () => {
    const note = "En verano el macho luce una cresta roja y unas plumas de color azul en la cola.";
    expect(featureOf(note, "Una cresta azul y unas plumas rojas en la cola.", "¿Qué luce el macho en verano?", "calificador_con_ventana")).toBe(0);
  });

  it("a note's word tacked on after an answer's own word does not hide the substitution: «del frío de enero» for «de los golpes»", () => {
    const note = "En la fiesta de enero los vecinos le lanzan nabos, por lo que lleva debajo una armadura que lo protege de los golpes.";
    expect(letterOnNote(note, "¿Para qué lleva una armadura?", "Para protegerse de los golpes.", "Para protegerse del frío de enero.")).toBe("X");
  });
});

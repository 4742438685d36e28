import { describe, expect, it } from "vitest";
import { indexSource, tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { readAbstention } from "./abstention";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the ninety-eighth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so,
 * pass on both).
 */
describe("judging causes found on the ninety-eighth realistic bank (checked here on other texts)", () => {
  it("a denial before a comma does not reach a knowing verb after it: no abstention", () => {
    expect(readAbstention("Se cocina a fuego lento sin removerlo, y se conocen más de cien recetas.", indexSource("")).abstains).toBe(false);
    // (guard, passes on both: a denial of knowing in its own part)
    expect(readAbstention("No, eso no se sabe.", indexSource("")).abstains).toBe(true);
  });

  it("«un par» is two", () => {
    expect(tokenize("Un par.")[0]!.num).toBe(2);
    const note = "La bicicleta clásica tiene dos ruedas y un sillín.";
    expect(gradeOnNote(note, "¿Cuántas ruedas tiene la bicicleta clásica?", "dos", "Un par.").letter).toBe("R");
  });

  it("a name is no verb for its ending: «y el rey Juan II» goes on the list", () => {
    const note = "El tratado lo firmaron en 1529 el emperador Carlos V y el rey Juan III de Portugal.";
    expect(answerSlotText(note, "¿Quiénes firmaron el tratado?")).toBe("Carlos V y el rey Juan III de Portugal");
    // (guard, passes on both: a coordinated clause with its own preterite is no item)
    expect(answerSlotText("Saladino venció en Hattin y poco después recuperó Jerusalén.", "¿Dónde venció Saladino?")).toBe("Hattin");
  });

  it("a middle item may be an infinitive under the list's preposition", () => {
    const note = "La tortícolis es un dolor de cuello. Suele deberse al frío, a dormir en mala postura o a un golpe.";
    expect(answerSlotText(note, "¿A qué suele deberse la tortícolis?")).toBe("frío a dormir en mala postura o a un golpe");
  });

  it("a clause whose verb is left out, said with the slot's own preposition, is no item", () => {
    const note = "Tras la guerra se repartieron los territorios. Las islas del norte serían para Dinamarca y las del sur para Suecia.";
    expect(answerSlotText(note, "¿Para quién serían las islas del norte?")).toBe("Dinamarca");
  });

  it("a date-question's slot ends at its year", () => {
    const note = "La paz de Westfalia se firmó el 24 de octubre de 1648 entre el emperador y los reinos de Francia y Suecia.";
    expect(answerSlotText(note, "¿Cuándo se firmó la paz de Westfalia?")).toBe("24 de octubre de 1648");
  });

  // (Found on the ninety-ninth bank's opening.)
  it("«¿En qué consiste…?» where the thing asked about ends before a colon: what the colon goes on to say", () => {
    const note = "Los campesinos usaban la técnica del barbecho: dejaban sin sembrar un campo cada año para que la tierra descansara.";
    expect(answerSlotText(note, "¿En qué consistía la técnica del barbecho?")).toBe("dejaban sin sembrar un campo cada año para que la tierra descansara");
  });

  it("«a medida que» gives a cause", () => {
    const note = "Las hojas del castaño son verdes. En otoño se vuelven amarillas, a medida que el árbol retira la clorofila.";
    expect(answerSlotText(note, "¿Por qué se vuelven amarillas las hojas del castaño en otoño?")).toBe("el árbol retira la clorofila");
  });

  it("a when-question is answered by a «si» said after the question's words", () => {
    const note = "Un esguince es una lesión de un ligamento que aparece tras una torcedura, cuando el ligamento se estira demasiado. Conviene ir al médico si aparece sin ninguna torcedura o si es muy doloroso.";
    // (With the condition coordinated after it, since the hundred-and-third bank: the whole of when.)
    expect(answerSlotText(note, "¿Cuándo conviene ir al médico por un esguince?")).toBe("aparece sin ninguna torcedura o si es muy doloroso");
    // (guard, passes on both: «sí» the pronoun is no condition)
    expect(answerSlotText("Un hexágono es un polígono. Si sus lados son iguales, es regular. Encajan entre sí sin dejar huecos.", "¿Cuándo es regular un hexágono?")).not.toBe("dejar huecos");
  });
});

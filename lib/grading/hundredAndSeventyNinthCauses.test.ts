import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-ninth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-ninth realistic bank (checked here on other texts)", () => {
  it("two items of a reference with their polarities swapped («se hierven, no se fríen» / «se fríen, no se hierven») contradict it", () => {
    // (The note denies «hervir» elsewhere too, so its own statement cannot tell.)
    const note = "En esta receta las castañas no se fríen, sino que se hierven con sal y anís. Si no se hierven bastante, quedan duras.";
    const q = "¿Qué se hace con las castañas en esta receta?";
    const ref = "Se hierven, no se fríen.";
    expect(grade(note, q, ref, "Se fríen, no se hierven.").letter).toBe("X");
    expect(grade(note, q, ref, "Se hierven y no se fríen.").letter).toBe("R");
  });

  it("«nada más que» says only, no denial", () => {
    const note = "El pan de la aldea se hace solo con harina, agua y sal, sin levadura.";
    const q = "¿Con qué se hace el pan de la aldea?";
    expect(grade(note, q, "Solo con harina, agua y sal.", "Con nada más que harina, agua y sal.").letter).toBe("R");
    // ("nada más que hacer" is still nothing left to do.)
    expect(grade(note, q, "Solo con harina, agua y sal.", "Con harina, agua y sal; no hay nada más que añadir.").letter).not.toBe("N");
  });

  it("«nulo» and «válido» are opposites", () => {
    const note = "En el concurso, un voto entregado después de las ocho de la tarde es nulo.";
    const q = "¿Qué pasa si se entrega después de las ocho?";
    expect(grade(note, q, "El voto es nulo.", "El voto es válido.").letter).toBe("X");
    expect(grade(note, q, "El voto es nulo.", "El voto es nulo.").letter).toBe("R");
  });

  it("asked what one worked at, a word of occupation («su oficio», «de profesión») names what is asked", () => {
    const note = "Miguel Soto nació en Tudela en 1820; su madre era costurera y su abuelo, herrero.";
    const q = "¿A qué se dedicaba la madre de Miguel Soto?";
    expect(grade(note, q, "Era costurera.", "Su oficio era el de costurera.").letter).toBe("R");
    expect(grade(note, q, "Era costurera.", "Era costurera de profesión.").letter).toBe("R");
    expect(grade(note, q, "Era costurera.", "Su oficio era el de herrera.").letter).toBe("X");
  });

  it("asked which way a thing goes («¿Por dónde…?»), a verb of going along says the question again", () => {
    const note = "En la fiesta de mayo los gigantes bailan por el paseo del Prado hasta la catedral.";
    const q = "¿Por dónde bailan los gigantes en la fiesta de mayo?";
    expect(grade(note, q, "Por el paseo del Prado.", "Recorren el Prado.").letter).toBe("R");
    expect(grade(note, q, "Por el paseo del Prado.", "Cruzan el Prado.").letter).toBe("R");
    expect(grade(note, q, "Por el paseo del Prado.", "Recorren la Castellana.").letter).toBe("X");
  });

  it("asked where someone was taken, the goal after a participle that stands between the verb and «a»", () => {
    const note = "Tomás Ortiz fue un bandolero de la sierra de Cazorla, en la actual provincia de Jaén. Los guardias lo detuvieron en una feria y lo llevaron esposado a Granada, pero se fugó.";
    expect(answerSlotText(note, "¿Adónde llevaron a Tomás Ortiz después de detenerlo?")).toBe("Granada");
  });

  it("asked where a thing is done, where the question's verb is only the purpose of another: what that verb makes", () => {
    const note = "La marmota vive en los prados de alta montaña. En otoño excava una galería profunda de tierra para hibernar.";
    expect(answerSlotText(note, "¿Dónde hiberna la marmota?")).toBe("galería profunda de tierra");
  });

  it("asked who, the subject after the question's verb where a clitic before it is the object", () => {
    const note = "La sidra es una bebida de manzana, típica de Asturias, donde la elaboraban los campesinos en sus casas.";
    expect(answerSlotText(note, "¿Quiénes elaboraban la sidra?")).toBe("campesinos");
  });
});

import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-forty-seventh realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-forty-seventh realistic bank (checked here on other texts)", () => {
  it("asked how a thing does what the note says of another in its very verb, the part that says the question's thing answers («…, mientras que los machos viven solos»)", () => {
    const note = "El tejón es un mamífero de bosque. Las hembras y los cachorros duermen en madrigueras profundas, mientras que los machos viejos suelen dormir solos.";
    expect(answerSlotText(note, "¿Cómo duermen los machos viejos de tejón?")).toBe("solos");
  });

  it("asked who can do what «nadie» can do «salvo X», the one excepted answers", () => {
    const note = "El balonmano se juega en una pista. Excepto el portero, nadie puede pisar el área ni tocar la pelota con los pies.";
    expect(answerSlotText(note, "¿Quién puede pisar el área en el balonmano?")).toBe("portero");
  });

  it("«nadie más que X» says only X, no denial", () => {
    const note = "En la torre, solo el guardián puede subir a la campana.";
    expect(grade(note, "¿Quién puede subir a la campana?", "Solo el guardián.", "Nadie más que el guardián.").letter).toBe("R");
    // (Guard, passes on both: nobody is a denial.)
    expect(grade(note, "¿Quién puede subir a la campana?", "Solo el guardián.", "Nadie puede subir.").letter).toBe("X");
  });

  it("a noun and its participle coordinated after the slot, parallel to the question's noun and participle, is another thing, not another item", () => {
    const note = "El pan de pueblo lleva la corteza cubierta con semillas de sésamo y la miga tostada en horno de leña.";
    expect(answerSlotText(note, "¿Con qué está cubierta la corteza del pan de pueblo?")).toBe("semillas de sésamo");
  });

  it("asked where, a relative «donde…» that says the question's words places them at the noun phrase before it", () => {
    const note = "Mendel trabajó en Brno. Sostuvo que cada rasgo viene de un factor heredado, donde se guarda la información del rasgo.";
    expect(answerSlotText(note, "¿Dónde se guarda la información de un rasgo, según Mendel?")).toBe("factor heredado");
  });

  it("«voluntario» is the opposite of «forzoso», «atacar» of «defender»", () => {
    const note = "La leva era el reclutamiento forzoso de soldados en los pueblos. El capitán fue juzgado por defender la ciudad sin permiso.";
    expect(grade(note, "¿Qué era la leva?", "El reclutamiento forzoso de soldados.", "Un reclutamiento voluntario de soldados.").letter).toBe("X");
    expect(grade(note, "¿Por qué fue juzgado el capitán?", "Por defender la ciudad sin permiso.", "Por atacar la ciudad sin permiso.").letter).toBe("X");
  });
});

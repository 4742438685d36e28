import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf as f, gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-eighth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-eighth realistic bank (checked here on other texts)", () => {
  it("asked who did a thing, the agent of a passive whose participle is the verb's synonym, where none is its own", () => {
    const note = "Tomás Ruiz fue hijo de Pedro Ruiz, un rico comerciante de Sevilla. Murió en 1602, asesinado por unos bandidos del camino.";
    const q = "¿Quiénes mataron a Tomás Ruiz?";
    expect(answerSlotText(note, q)).toBe("unos bandidos del camino");
    expect(f(note, "Unos bandidos del camino.", q, "en_la_parte_del_hueco")).toBe(1);
    // (The verb's own participle, where the note says it, still wins: "matado por…".)
    const both = "El duque fue matado por su sobrino en 1450. Su hermano murió en 1460, asesinado por unos soldados.";
    expect(answerSlotText(both, "¿Quién mató al duque?")).toBe("su sobrino");
  });

  it("a synonym the note denies is told apart from the reference's word only in the sentence that states that word", () => {
    const note = "La astrónoma anotó aquellas manchas del cielo para no perder el tiempo observándolas. Hoy sus alumnos intentan ver todas las manchas en una sola noche de verano.";
    const q = "¿Qué intentan hoy sus alumnos?";
    expect(grade(note, q, "Ver todas las manchas en una sola noche de verano.", "Observar todas las manchas en una misma noche, en verano.").letter).toBe("R");
    // (Denied in the sentence that states it, the synonym is still told apart: "no sirven contra los virus".)
    const beside = "Los antibióticos curan infecciones causadas por bacterias, pero no sirven contra los virus.";
    expect(grade(beside, "¿Qué infecciones curan los antibióticos?", "Las causadas por bacterias.", "Las causadas por virus.").letter).toBe("X");
  });

  it("one of two qualifiers put under the other's head, the other under a head of the answer's own, is a swap", () => {
    const note = "El xilófono de la escuela tiene láminas de madera colocadas sobre tubos de metal que hacen de resonadores.";
    const q = "¿Qué tiene el xilófono de la escuela?";
    const ref = "Láminas de madera colocadas sobre tubos de metal.";
    expect(grade(note, q, ref, "Láminas de metal colocadas sobre cajas de madera.").letter).toBe("X");
    expect(grade(note, q, ref, "Láminas de madera puestas sobre resonadores de metal.").letter).toBe("R");
  });
});

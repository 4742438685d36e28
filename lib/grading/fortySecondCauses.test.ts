import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-second realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-second realistic bank (checked here on other texts)", () => {
  it("the slot: a cause fronted by «Por…,», «¿A qué N…?» takes the name after the noun, the next sentence answers nothing", () => {
    expect(answerSlotText("Por su clima suave y sus playas, allí se han construido muchos hoteles.", "¿Por qué se han construido hoteles allí?")).toBe("su clima suave y sus playas");
    expect(answerSlotText("El santuario se levantó en honor a la diosa Atenea y más tarde fue iglesia.", "¿A qué diosa estaba dedicado el santuario?")).toMatch(/^Atenea/);
    expect(answerSlotText("Los restos aparecían en el estómago de las orcas, su principal enemigo. No se grabó hasta 2015.", "¿Cuál es el principal enemigo del animal?")).not.toMatch(/2015/);
  });
  it("«poca X» where the note says «falta de X» agrees; «no … suficiente» adds no word", () => {
    const note = "La fatiga del atleta se debió a la falta de sodio en la sangre.";
    const q = "¿A qué se debió la fatiga del atleta?";
    expect(gradeOnNote(note, q, "a la falta de sodio en la sangre", "A tener poco sodio en la sangre.").letter).toBe("R");
    expect(gradeOnNote(note, q, "a la falta de sodio en la sangre", "A no tener suficiente sodio en la sangre.").letter).toBe("R");
  });
  it("«llover» is the verb of «lluvia»; «alto» says «altitud»", () => {
    const note = "En algunas aldeas del valle nunca se ha registrado lluvia, por lo alto que está.";
    expect(gradeOnNote(note, "¿Qué se ha registrado en algunas aldeas del valle?", "que nunca ha llovido", "Que allí nunca ha llovido.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Por qué no llueve en esas aldeas?", "por su altitud", "Porque están muy altas.").letter).toBe("R");
  });
  it("a list answer that adds another member of the items' class names an item the reference lacks", () => {
    const note = "La bandera antigua era azul y blanca; la actual añadió el rojo.";
    const q = "¿De qué colores era la bandera antigua?";
    expect(gradeOnNote(note, q, "azul y blanca", "Azul, roja y blanca.").letter).toBe("X");
    expect(gradeOnNote(note, q, "azul y blanca", "Blanca y azul.").letter).toBe("R");
  });
});

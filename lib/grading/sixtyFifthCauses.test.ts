import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the sixty-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the sixty-fifth realistic bank (checked here on other texts)", () => {
  it("«irse» is a light verb as «ir» is; «en pleno / plena» intensifies; «al lado» places", () => {
    const note = "Las grullas pasan el verano en el norte de Europa y vuelan al sur en otoño.";
    expect(gradeOnNote(note, "¿Dónde pasan el verano las grullas?", "en el norte de Europa", "En el norte de Europa, antes de irse al sur.").letter).toBe("R");
    expect(gradeOnNote("En otoño se venden castañas asadas en la calle.", "¿Cómo se venden las castañas en otoño?", "asadas", "Asadas, en plena calle.").letter).toBe("R");
    const church = "La iglesia es Patrimonio de la Humanidad junto con el vecino castillo.";
    expect(gradeOnNote(church, "¿Con qué es Patrimonio de la Humanidad la iglesia?", "con el castillo", "Con el castillo, que está al lado.").letter).toBe("R");
  });
});

describe("answer slots found on the sixty-fifth realistic bank (checked here on other notes)", () => {
  it("«¿Qué le pasa a X…?» asks what happens: «pasa» elsewhere in the note points at nothing", () => {
    const note = "La anguila nace en el mar de los Sargazos, pasa años en los ríos y vuelve al mar para reproducirse. La mayoría muere agotada tras el desove.";
    expect(answerSlotText(note, "¿Qué le pasa a la mayoría de las anguilas tras el desove?")).toMatch(/^muere agotada/);
  });
  it("a short slot runs on past a hedge or an apposition set off by commas in its clause", () => {
    expect(answerSlotText("Para volver a casa, la paloma se guía, sobre todo, por el campo magnético de la Tierra.", "¿Cómo vuelve a casa la paloma?")).toMatch(/campo magnético/);
    expect(answerSlotText("Una palabra es aguda cuando la sílaba tónica, la más fuerte, es la última.", "¿Cuándo es aguda una palabra?")).toBe("sílaba tónica es la última");
  });
  it("«¿Qué N tiene X?» where the note says «Su N, el Y, …»: the apposition names it", () => {
    expect(answerSlotText("La torre se levanta a orillas del río Duero, en Zamora. Su estilo, el románico, mezcla arcos y adornos vegetales.", "¿Qué estilo tiene la torre de Zamora?")).toBe("románico");
  });
});

import { describe, expect, it } from "vitest";
import { stemWord } from "@/lib/text/stem";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the ninety-seventh realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so,
 * pass on both).
 */
describe("judging causes found on the ninety-seventh realistic bank (checked here on other texts)", () => {
  it("a colour question's slot ends before a coordinated item that names no colour", () => {
    const note = "El jilguero es un pájaro pequeño. Tiene la cara roja con bordes blancos y un pico fino. Su canto es alegre.";
    expect(answerSlotText(note, "¿De qué color es la cara del jilguero?")).toBe("roja con bordes blancos");
    const note2 = "La papaya es una fruta tropical. Su pulpa es rosada y blanda.";
    expect(answerSlotText(note2, "¿De qué color es la pulpa de la papaya?")).toBe("rosada");
    // (guard, passes on both: two colours stay whole)
    expect(answerSlotText("La urraca tiene el plumaje blanco y negro.", "¿De qué color es el plumaje de la urraca?")).toBe("blanco y negro");
  });

  it("a list item may be a bare noun with the infinitive it governs, or a plural noun and its adjective", () => {
    const note = "La gripe da muchos síntomas. Los más frecuentes son fiebre, tos, cansancio y dificultad para respirar.";
    expect(answerSlotText(note, "¿Cuáles son los síntomas más frecuentes de la gripe?")).toBe("fiebre tos cansancio y dificultad para respirar");
    const note2 = "La lechuza vive en graneros. Come topillos, pájaros pequeños, lagartijas e insectos.";
    expect(answerSlotText(note2, "¿Qué come la lechuza?")).toBe("topillos pájaros pequeños lagartijas e insectos");
  });

  it("the question's own predicate said again at the slot's end is cut off", () => {
    const note = "Hay muchos tipos de sellos. Los sellos de la serie del faro tienen forma de triángulo.";
    expect(answerSlotText(note, "¿Qué sellos tienen forma de triángulo?")).toBe("de la serie del faro");
  });

  it("«llamado así por…» gives why a thing is so called", () => {
    const note = "En la costa hay una playa de arena muy fina. Cerca está la cueva de los Murciélagos, llamada así por los miles de murciélagos que duermen en ella.";
    expect(answerSlotText(note, "¿Por qué se llama así la cueva de los Murciélagos?")).toBe("los miles de murciélagos que duermen en ella");
  });

  it("a place named after «en» and the thing done there: a where-question takes the place, a what-question the thing", () => {
    const note = "Ana Mendoza fue una pintora valenciana. En 1880 pintó en el Palacio de la Granja el retrato más famoso de la reina.";
    expect(answerSlotText(note, "¿Dónde pintó Ana Mendoza su retrato?")).toBe("Palacio de la Granja");
    expect(answerSlotText(note, "¿Qué pintó Ana Mendoza en 1880?")).toBe("el retrato más famoso de la reina");
  });

  it("a how-question is answered by the participle set off after a date and a place", () => {
    const note = "Pedro Ruiz fue un explorador gallego. Murió en 1620 en la selva del actual Perú, mordido por una serpiente.";
    expect(answerSlotText(note, "¿Cómo murió Pedro Ruiz?")).toBe("mordido por una serpiente");
  });

  it("the strong preterites of «traer» and «-ducir» and the participles of verbs in -aer / -eer are their verbs' forms", () => {
    expect(stemWord("trajeron")).toBe(stemWord("traer"));
    expect(stemWord("produjo")).toBe(stemWord("producir"));
    expect(stemWord("traída")).toBe(stemWord("traer"));
    expect(stemWord("leído")).toBe(stemWord("leer"));
    const note = "El café es una bebida muy antigua. Llegó a Europa traído por comerciantes venecianos en el siglo XVII.";
    expect(gradeOnNote(note, "¿Cómo llegó el café a Europa?", "traído por comerciantes venecianos", "Lo trajeron unos comerciantes venecianos.").letter).toBe("R");
  });

  it("a statement of the note quoted with its next word opposes nothing the reference says", () => {
    const note = "La muralla fue levantada a comienzos del siglo XII, durante la guerra que acabó con el reino taifa.";
    const q = "¿Cuándo fue levantada la muralla?";
    expect(gradeOnNote(note, q, "a comienzos del siglo XII", "A comienzos del siglo XII, en la guerra que acabó con el reino taifa.").letter).toBe("R");
    // (guard, passes on both: the opposite said of the reference's own period)
    expect(gradeOnNote(note, q, "a comienzos del siglo XII", "A finales del siglo XII.").letter).toBe("X");
  });

  it("«los primeros años de…» is the start of the period the note says «a comienzos de…»", () => {
    const note = "La muralla fue levantada a comienzos del siglo XII por orden del rey.";
    const q = "¿Cuándo fue levantada la muralla?";
    expect(gradeOnNote(note, q, "a comienzos del siglo XII", "En los primeros años del siglo XII.").letter).toBe("R");
    // (guard, passes on both: another century)
    expect(gradeOnNote(note, q, "a comienzos del siglo XII", "En los primeros años del siglo XIII.").letter).toBe("X");
  });

  it("«se formó» of an origin is light: what formed it carries the fact", () => {
    const note = "El lago de Sanabria es el mayor lago natural de la península. Es de origen glaciar y tiene aguas muy frías.";
    const q = "¿De qué origen es el lago de Sanabria?";
    expect(gradeOnNote(note, q, "glaciar", "Se formó por un glaciar.").letter).toBe("R");
    // (guard, passes on both: another origin)
    expect(gradeOnNote(note, q, "glaciar", "Se formó por un volcán.").letter).toBe("X");
  });

  it("a complement a verb of motion implies («cae al suelo») adds nothing", () => {
    const note = "Las hojas del arce se vuelven rojas en otoño. Cuando hace viento, caen de las ramas.";
    const q = "¿Qué les pasa a las hojas del arce cuando hace viento?";
    expect(gradeOnNote(note, q, "caen de las ramas", "Caen de las ramas al suelo.").letter).toBe("R");
    // (guard, passes on both: a place the verb does not imply)
    expect(gradeOnNote(note, q, "caen de las ramas", "Caen de las ramas al río.").letter).toBe("X");
  });
});

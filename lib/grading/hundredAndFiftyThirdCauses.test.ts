import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { letterOnNote as grade } from "@/lib/testing/judges";

const contradicts = (note: string, answer: string, question: string) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf("contradiccion")];

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-third realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-third realistic bank (checked here on other texts)", () => {
  it("«¿De dónde venía…?» is answered by the origin after «venía de», not by a named place elsewhere", () => {
    const note = "El médico enseñaba en la Universidad de Padua y creía que la fiebre nacía en la sangre. Su rival no estuvo de acuerdo y sostuvo que la fiebre venía de los pantanos. Nadie le creyó.";
    expect(answerSlotText(note, "¿De dónde venía la fiebre, según su rival?")).toBe("pantanos");
  });

  it("asked about a parent the note names only from the child's side («hijo de un tonelero»): what follows that «de»", () => {
    const note = "Pedro Salas fue un navegante vasco, hijo de un tonelero que le enseñó a leer. Murió en Sevilla en 1570.";
    expect(answerSlotText(note, "¿A qué se dedicaba el padre de Pedro Salas?")).toBe("tonelero");
  });

  it("a position after «a» / «al» places as «en» does: «a mitad de la torre», «al fondo del patio»", () => {
    const note = "Los monjes llegaron desde Irlanda en el siglo VIII. La campana mayor cuelga a mitad de la torre y suena a las doce.";
    expect(answerSlotText(note, "¿Dónde cuelga la campana mayor?")).toBe("mitad de la torre");
    const well = "La casa se levantó en Toledo hacia 1600. Tiene un pozo que queda al fondo del patio, tapado con una losa.";
    expect(answerSlotText(well, "¿Dónde queda el pozo?")).toBe("fondo del patio");
  });

  it("«en la mitad del puente» is where «a mitad del puente» is, no half of an amount", () => {
    const note = "El viejo puente tiene una capilla a mitad del puente, dedicada a san Juan.";
    expect(grade(note, "¿Dónde está la capilla?", "A mitad del puente.", "En la mitad del puente.")).toBe("R");
    // (Guard, passes on both: "la mitad de los vecinos" is half of them, not a third.)
    const share = "En la encuesta, la mitad de los vecinos pidió más autobuses.";
    expect(grade(share, "¿Qué parte de los vecinos pidió más autobuses?", "La mitad.", "Un tercio de los vecinos.")).toBe("X");
  });

  it("a refusal («se negó a firmar») denies what is refused: saying it was done contradicts the note", () => {
    const note = "El cónsul fue destituido en 1848 por negarse a firmar el decreto que había redactado el ministro.";
    const ask = (a: string) => grade(note, "¿Por qué fue destituido el cónsul?", "Por negarse a firmar el decreto que había redactado el ministro.", a);
    expect(ask("Por firmar el decreto del ministro.")).toBe("X");
    expect(ask("Porque no quiso firmar el decreto del ministro.")).toBe("R");
    // Asked what was refused, naming it affirms nothing: the question says the refusal.
    const refusal = "En 1911 el pintor se negó a pintar el retrato del rey y se marchó a París.";
    expect(contradicts(refusal, "Pintar el retrato del rey.", "¿Qué se negó a hacer el pintor en 1911?")).toBe(0);
    expect(contradicts(refusal, "Pintó el retrato del rey.", "¿Qué hizo el pintor en 1911?")).toBe(1);
    const plain = "La alcaldesa perdió el cargo porque no quiso firmar el contrato.";
    expect(grade(plain, "¿Por qué perdió el cargo la alcaldesa?", "Porque no quiso firmar el contrato.", "Porque se negó a firmar el contrato.")).toBe("R");
  });

  it("asked what someone called a thing («¿Cómo llamó…?»), another word in the place of one of the name is another name", () => {
    const note = "El médico llamó fiebre negra a la enfermedad que mataba a los mineros del valle.";
    const ask = (a: string) => grade(note, "¿Cómo llamó el médico a la enfermedad que mataba a los mineros?", "Fiebre negra.", a);
    expect(ask("Tos negra.")).toBe("X");
    // (Guard, passes on both: the name itself, in a sentence.)
    expect(ask("La llamó fiebre negra.")).toBe("R");
  });

  it("an amount said in a unit and its hundredths («dos metros y treinta y cinco centímetros») is the note's «2,35 metros»", () => {
    const note = "En la prueba, la barra de salto está a 2,35 metros del suelo.";
    const ask = (a: string) => grade(note, "¿A qué altura está la barra de salto?", "A 2,35 metros.", a);
    expect(ask("A dos metros y treinta y cinco centímetros.")).toBe("R");
    // (Guard, passes on both: other centimetres are another height.)
    expect(ask("A dos metros y cincuenta y tres centímetros.")).toBe("X");
  });

  it("«relajar» is the opposite of «contraer»", () => {
    const note = "Al tocarlas con una aguja, las antenas del caracol se contraían al instante y luego volvían a salir.";
    const ask = (a: string) => grade(note, "¿Qué hacían las antenas del caracol al tocarlas con una aguja?", "Se contraían al instante y luego volvían a salir.", a);
    expect(ask("Se relajaban al instante y luego volvían a salir.")).toBe("X");
  });

  it("a year the reference does not give, where the note dates that fact by another and the year said is another fact's", () => {
    const note = "La pintora nació en 1902 en Lima. En 1950 la academia le concedió el premio Ríos.";
    const ask = (a: string) => grade(note, "¿Qué premio le concedió la academia?", "El premio Ríos.", a);
    expect(ask("El premio Ríos, en 1902.")).toBe("X");
    // (Guard, passes on both: its own year is no change.)
    expect(ask("El premio Ríos, en 1950.")).toBe("R");
    // (Nor is an amount a year: "dos mil metros" where the note dates the bridge.)
    const bridge = "Desde 1985 la isla está unida a tierra firme por un puente de unos dos kilómetros.";
    expect(grade(bridge, "¿Cuánto mide el puente?", "Unos dos kilómetros.", "Alrededor de dos mil metros.")).toBe("R");
  });
});

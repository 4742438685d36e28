import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-fifth realistic bank (checked here on other texts)", () => {
  it("a person asked for is named by the surname alone, not by the surname after another first name", () => {
    const note = "La primera travesía del canal en globo la hizo Jean-Pierre Blanchard en 1785, con su patrocinador John Jeffries.";
    const [q, ref] = ["¿Quién cruzó el canal en globo por primera vez?", "Jean-Pierre Blanchard"];
    expect(gradeOnNote(note, q, ref, "Blanchard, en 1785.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Sophie Blanchard.").letter).toBe("X");
    const note2 = "La novela la escribió Carlos Ruiz Zafón en Los Ángeles.";
    expect(gradeOnNote(note2, "¿Quién escribió la novela?", "Carlos Ruiz Zafón", "Zafón, en Los Ángeles.").letter).toBe("R");
  });
  it("«fue obra de X» says who did it, no work of its own", () => {
    const note = "El primer mapa del metro de Londres lo dibujó Harry Beck en 1931.";
    expect(gradeOnNote(note, "¿Quién dibujó el primer mapa del metro?", "Harry Beck", "Fue obra de Beck.").letter).toBe("R");
  });
  it("«mayor» / «menor» say the degree «más» / «menos» say, kept with what they qualify", () => {
    const note = "El pan integral tiene más fibra y menos almidón que el pan blanco.";
    const [q, ref] = ["¿En qué se diferencia el pan integral del blanco?", "tiene más fibra y menos almidón"];
    expect(gradeOnNote(note, q, ref, "Lleva una cantidad mayor de fibra y menos almidón.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Lleva una cantidad menor de fibra y mayor de almidón.").letter).toBe("X");
  });
  it("«dulce» is the opposite of «amargo»", () => {
    const note = "Los monjes tomaban una infusión amarga de hierbas silvestres con miel de romero.";
    const [q, ref] = ["¿Qué tomaban los monjes?", "una infusión amarga de hierbas silvestres con miel de romero"];
    expect(gradeOnNote(note, q, ref, "Una infusión dulce de hierbas silvestres con miel de romero.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Una infusión amarga de hierbas silvestres con miel.").letter).toBe("R");
  });
  it("an era turned round is another date («d. C.» for «a. C.» of the same number), not an era of another date", () => {
    const note = "La ciudad fue fundada en el siglo III a. C. y arrasada por un terremoto en el 365.";
    expect(gradeOnNote(note, "¿Cuándo fue fundada la ciudad?", "en el siglo III a. C.", "En el siglo III d. C.").letter).toBe("X");
    expect(gradeOnNote(note, "¿Cuándo fue arrasada la ciudad?", "en el 365", "En el 365 d. C.").letter).toBe("R");
  });
  it("«una mitad» is «la mitad»", () => {
    const note = "Las focas duermen en el agua con la mitad del cuerpo hundida.";
    expect(gradeOnNote(note, "¿Cómo duermen las focas en el agua?", "con la mitad del cuerpo hundida", "Con una mitad del cuerpo hundida.").letter).toBe("R");
  });
  it("the multiplication sign reads «por»", () => {
    const note = "El área de un rectángulo se calcula multiplicando la base por la altura.";
    expect(gradeOnNote(note, "¿Cómo se calcula el área de un rectángulo?", "multiplicando la base por la altura", "Base × altura.").letter).toBe("R");
  });
  it("three or more impersonal steps («se lavan, se pelan, se cuecen») are said in the order they happen", () => {
    const note = "Para hacer el puré, las patatas se lavan, se pelan, se cuecen y se aplastan con un tenedor.";
    const [q, ref] = ["¿Qué se hace con las patatas para el puré?", "se lavan, se pelan, se cuecen y se aplastan"];
    expect(gradeOnNote(note, q, ref, "Se aplastan, se cuecen, se pelan y se lavan.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Se lavan, se pelan, se cuecen y se aplastan.").letter).toBe("R");
  });
});

describe("more judging causes found on the fifty-fifth realistic bank (checked here on other texts)", () => {
  it("some of what the note says of all («dos de sus lados» for «todos sus lados») is partial; all said again is no overgeneralization through a light word that stems alike («Para» / «paredes»)", () => {
    const note = "Para pintar una habitación hay que medir todas sus paredes y sumar sus superficies.";
    const [q, ref] = ["¿Qué hay que medir para pintar una habitación?", "todas sus paredes"];
    expect(gradeOnNote(note, q, ref, "Dos de sus paredes.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Todas las paredes.").letter).toBe("R");
  });
  it("a list after «Entre sus N están…» and a last item with its complement («las pantallas antes de acostarse») is a list", () => {
    const note = "La caries es frecuente. Entre sus causas están el azúcar, la mala higiene y los refrescos antes de dormir. Se previene con flúor.";
    const q = "¿Qué causas de la caries mencionan las notas?";
    expect(partialList(tokenize(note), tokenize("El azúcar y la mala higiene."), q)).toBe(true);
    expect(partialList(tokenize(note), tokenize("El azúcar, la mala higiene y los refrescos antes de dormir."), q)).toBe(false);
  });
});

describe("answer slots found on the fifty-fifth realistic bank (checked here on other notes)", () => {
  it("«¿En qué consiste X?» where the note names X after a colon: the sentence before it", () => {
    const note = "Los murciélagos cazan de noche. Para no chocar, lanzan gritos agudos y escuchan cómo rebotan: es el biosonar.";
    expect(answerSlotText(note, "¿En qué consiste el biosonar?")).toBe("chocar lanzan gritos agudos y escuchan cómo rebotan");
  });
  it("«¿En qué siglo…?» takes the number after «siglo», a one-letter Roman numeral and an ordinal included", () => {
    expect(tokenize("en el siglo V a. C.").find((t) => t.raw === "V")!.num).toBe(5);
    expect(tokenize("en el siglo quinto").find((t) => t.raw === "quinto")!.num).toBe(5);
    expect(tokenize("la letra V").find((t) => t.raw === "V")!.num).toBeNull();
    const note = "El teatro de Mérida se levantó en el siglo I a. C., en tiempos de Augusto, y se restauró en el siglo XX.";
    expect(answerSlotText(note, "¿En qué siglo se levantó el teatro de Mérida?")).toBe("I antes de cristo");
  });
  it("a who-question whose best clause sums up the one before after a colon takes the name from that one", () => {
    const note = "En 1911 Roald Amundsen llegó con cuatro hombres y varios trineos de perros: fue la primera expedición al polo sur.";
    expect(answerSlotText(note, "¿Quién dirigió la primera expedición al polo sur?")).toMatch(/^Roald Amundsen/);
  });
  it("a category that names a closed class («¿De qué material…?», «¿Qué órgano…?») is answered by a member of it", () => {
    const note = "El Coliseo es el mayor anfiteatro romano. Se levantó sobre todo con piedra y ladrillo, y tenía capacidad para unos 50.000 espectadores.";
    expect(answerSlotText(note, "¿De qué material se construyó el Coliseo?")).toMatch(/^piedra y ladrillo/);
    expect(answerSlotText("La bilis es un líquido verde que produce el hígado y que ayuda a digerir las grasas.", "¿Qué órgano produce la bilis?")).toBe("hígado");
  });
  it("«¿Por dónde…?» takes the way after «por» in a part the question points at as much as the best one", () => {
    const note = "La ballena azul sube a respirar cada pocos minutos. Respira aire por dos orificios nasales situados en el lomo. Cuando duerme, sube a la superficie sin dejar de respirar.";
    expect(answerSlotText(note, "¿Por dónde respira la ballena azul?")).toMatch(/^dos orificios nasales/);
  });
  it("«¿Cómo funciona X?» where the note never says «funciona»: what it consists of", () => {
    const note = "El velcro lo inventó George de Mestral en 1941. Consiste en dos tiras, una con ganchos diminutos y otra con bucles, que se enganchan al presionarlas.";
    expect(answerSlotText(note, "¿Cómo funciona el velcro?")).toMatch(/^dos tiras/);
  });
  it("«¿En qué se diferencia A de B?» takes the comparison from its first word of degree to its «que»", () => {
    const note = "El té verde no se fermenta. El té verde tiene más antioxidantes y menos teína que el té negro.";
    expect(answerSlotText(note, "¿En qué se diferencia el té verde del té negro?")).toBe("más antioxidantes y menos teína");
  });
});

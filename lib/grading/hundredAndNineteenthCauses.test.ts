import { describe, expect, it } from "vitest";
import { align, indexTokens, tokenize } from "@/lib/text/analyze";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { asksForOrder } from "./reference";

/**
 * The general causes of judging errors found on the hundred-and-nineteenth realistic bank and after, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix, but those
 * marked as guards.
 */
describe("causes found on the hundred-and-nineteenth realistic bank (checked here on other texts)", () => {
  it("a preterite coordinated after a list of things is a clause of its own, no item («prohibió A | y B | y amplió…»)", () => {
    const note = "En 1990 el alcalde prohibió los petardos y las bengalas y amplió los parques del centro.";
    const partial = (answer: string) => pairFeatures(note, answer, "¿Qué prohibió el alcalde?")[FEATURE_NAMES.indexOf("lista_parcial")];
    expect(partial("Los petardos y las bengalas.")).toBe(0);
    // (Guard, passes on both: two things of a list of three are part of it.)
    const three = "En 1990 el alcalde prohibió los petardos, las bengalas y los cohetes.";
    expect(pairFeatures(three, "Los petardos y las bengalas.", "¿Qué prohibió el alcalde?")[FEATURE_NAMES.indexOf("lista_parcial")]).toBe(1);
  });

  it("the slot: asked when, a feast the note names as a time («en Semana Santa», «en Navidad») with what is coordinated with it", () => {
    const note = "El roscón es un bollo redondo. Tradicionalmente el roscón relleno se come en Navidad y en las bodas, y el sencillo en las ferias. Se hizo popular en el siglo XIX, cuando las pastelerías lo vendían en las ciudades.";
    expect(answerSlotText(note, "¿Cuándo se come el roscón relleno?")).toMatch(/^Navidad y en las bodas/);
    // (Guard, passes on both: a season after its preposition.)
    const season = "La trufa negra es un hongo que crece bajo tierra. Se recoge en invierno, con ayuda de perros.";
    expect(answerSlotText(season, "¿Cuándo se recoge la trufa negra?")).toMatch(/^invierno/);
  });

  it("the slot: a material asked where other parts tie with the best — the material of the statement that names the thing, not a later thing's", () => {
    const note = "El botijo es una vasija tosca, de barro cocido, que se cuelga de la pared con una cuerda de esparto y un gancho de hierro. Cada botijo enfría el agua al sudar. En muchos pueblos los segadores llevaban botijos al campo.";
    expect(answerSlotText(note, "¿De qué material es el botijo?")).toMatch(/^barro cocido/);
  });

  it("the slot: «¿De qué está hecho…?» asks a material without the word — a member of the materials said as a complement, with the other it is coordinated with", () => {
    const note = "El abanico es un objeto plegable de papel o de seda que se mueve con la mano. Tradicionalmente el abanico pintado se regala en las bodas.";
    expect(answerSlotText(note, "¿De qué está hecho el abanico?")).toMatch(/^papel o de seda/);
    // (Not a thing of its own said with its article, where the word «material» is not said.)
    const glass = "La bombilla de Edison usaba un filamento de bambú carbonizado. La corriente calienta el filamento, y el vidrio sin aire impide que se queme.";
    expect(answerSlotText(glass, "¿De qué era el filamento de la bombilla de Edison?")).not.toMatch(/^vidrio/);
  });

  it("the slot: «¿De dónde es…?» where the opening names a place after «de» and its article («una guitarra de los Andes»)", () => {
    const note = "El charango es una guitarra pequeña de los Andes. Antiguamente su caja se hacía con el caparazón de un armadillo.";
    expect(answerSlotText(note, "¿De dónde es el charango?")).toMatch(/^Andes/);
  });

  it("the slot: of two names the note gives, the one whose statement says more of the question («llamado X en A» / «en B… se le llama Y»)", () => {
    const note = "La niebla espesa forma a veces un manto blanco, llamado boira en Cataluña. En las costas de Galicia la niebla que sube del mar entra en las rías, donde a este fenómeno se le llama brétema.";
    expect(answerSlotText(note, "¿Cómo se llama en Galicia la niebla que sube del mar?")).toBe("brétema");
    // (Guard, passes on both: a name said of the thing where no other is given.)
    expect(answerSlotText("El trompo es un juguete de madera. En algunas regiones se le llama peón o peonza.", "¿Qué otros nombres recibe el trompo?")).toMatch(/^peón o peonza/);
  });

  it("the slot: «¿Qué N fue X?» where the note's clause opens with the subject and a copula follows it («Talavera, | en Toledo, | fue… X»)", () => {
    const note = "La loza es cerámica vidriada. Talavera, en Toledo, fue durante siglos el gran centro de la loza castellana. Sus piezas son azules y amarillas.";
    expect(answerSlotText(note, "¿Qué ciudad fue el gran centro de la loza castellana?")).toMatch(/^Talavera en Toledo$/);
  });

  it("the slot: «¿Para qué sirve X?» where the note says what X «permite»", () => {
    const note = "El sonar emite sonidos bajo el agua. Su eco permite al capitán saber a qué profundidad está el fondo. Cada eco del sonar suena más tarde cuando el fondo es hondo.";
    expect(answerSlotText(note, "¿Para qué sirve el eco del sonar?")).toMatch(/^capitán saber a qué profundidad/);
  });

  it("the detector reads an order the note sets with «primero… y después…» said the other way round as a contradiction", () => {
    const note = "El pintor dejó España en 1939. Vivió primero en Lisboa y después en Buenos Aires, donde abrió un taller.";
    const contra = (answer: string) => pairFeatures(note, answer, "¿Dónde vivió el pintor tras dejar España?")[FEATURE_NAMES.indexOf("contradiccion")];
    expect(contra("Primero en Buenos Aires y después en Lisboa.")).toBe(1);
    // (Guard, passes on both: the note's own order.)
    expect(contra("Primero en Lisboa y después en Buenos Aires.")).toBe(0);
  });

  it("one member of the materials said in its other word is the same («arcilla» / «barro»)", () => {
    expect(align(tokenize("arcilla")[0]!, indexTokens(tokenize("una vasija de barro")))).toBe("synonym");
    const note = "La orza es una vasija de barro cocido, más estrecha por la boca. Guardaba lomo en aceite.";
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: 1, question: "¿De qué material es la orza?", referencia: "de barro cocido", answerable: true, goldNote: note, notes: new Map([[1, note]]) }).letter;
    expect(grade("De arcilla cocida.")).toBe("R");
    // (Guard, passes on both: another member is another thing.)
    expect(grade("De hierro.")).toBe("X");
  });
});

describe("causes found on the hundred-and-twentieth realistic bank (checked here on other texts)", () => {
  it("«hasta» a mere destination asks no order («¿Por dónde entra el aire hasta los pulmones?»); a direction or a span from one end to the other does", () => {
    expect(asksForOrder("¿Por dónde entra el aire hasta los pulmones?")).toBe(false);
    const note = "El aire entra hasta los pulmones desde la nariz y la boca por la tráquea y los bronquios.";
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: 1, question: "¿Por dónde entra el aire hasta los pulmones?", referencia: "por la tráquea y los bronquios, desde la nariz y la boca", answerable: true, goldNote: note, notes: new Map([[1, note]]) }).letter;
    expect(grade("Entra desde la nariz y la boca por la tráquea y los bronquios.")).toBe("R");
    // (Guards, pass on both.)
    expect(asksForOrder("¿Cuáles son las capas de la Tierra de fuera hacia dentro?")).toBe(true);
    expect(asksForOrder("¿Hacia dónde miran las estatuas?")).toBe(true);
  });

  it("«junto a» someone named says «con» («Junto a Falla»); «una junto a otra» keeps its word", () => {
    const note = "Lorca organizó con Manuel de Falla el Concurso de Cante Jondo de 1922 en Granada.";
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: 1, question: "¿Con quién organizó Lorca el Concurso de Cante Jondo?", referencia: "con Manuel de Falla", answerable: true, goldNote: note, notes: new Map([[1, note]]) }).letter;
    expect(grade("Junto a Falla.")).toBe("R");
    // (Guard, passes on both.)
    expect(tokenize("cañas atadas una junto a otra").find((t) => t.fold === "junto")?.content).toBe(true);
  });
});

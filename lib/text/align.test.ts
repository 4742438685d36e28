import { describe, expect, it } from "vitest";
import { align, comparativeFlip, indexSource, tokenize } from "./analyze";
import { parasyntheticBase } from "./align";
import { stemWord } from "./stem";

const found = (word: string, text: string) => align(tokenize(word)[0]!, indexSource(text));

describe("word alignment beyond Snowball", () => {
  it("short words keep one stem through gender and number (Snowball leaves them whole)", () => {
    expect(new Set(["alto", "alta", "altos", "altas"].map(stemWord)).size).toBe(1);
    expect(stemWord("días")).toBe(stemWord("día"));
    expect(found("altas", "muros más altos")).toBe("stem");
    // Three letters stay: "ojo" is not cut to "oj".
    expect(stemWord("ojos")).toBe("ojo");
  });
  it("a plural in -ernos keeps its singular's stem (Snowball reads it as an infinitive with «nos»)", () => {
    for (const [one, many] of [["invierno", "inviernos"], ["cuaderno", "cuadernos"], ["moderno", "modernos"], ["gobierno", "gobiernos"], ["cuerno", "cuernos"]]) expect(stemWord(many!)).toBe(stemWord(one!));
  });

  it("sameness turned into difference of the same thing is a flip; of another thing it is not", () => {
    const note = tokenize("Las abejas de una colmena cumplen tareas distintas según su edad, y todas viven en el mismo panal.");
    expect(comparativeFlip(tokenize("Todas cumplen la misma tarea."), note)?.raw).toBe("misma");
    expect(comparativeFlip(tokenize("Cumplen tareas diferentes según la edad."), note)).toBeNull();
    expect(comparativeFlip(tokenize("Viven en panales distintos."), note)?.raw).toBe("distintos");
    // "distintas" qualifies the tasks, "mismo" the hive: tasks that differ are no flip.
    expect(comparativeFlip(tokenize("Hacen tareas distintas."), note)).toBeNull();
  });
  it("a noun in -ar / -er / -ad / -ed keeps one stem in both numbers (Snowball reads the singular as a verb)", () => {
    for (const [one, many] of [["lugar", "lugares"], ["mujer", "mujeres"], ["ciudad", "ciudades"], ["pared", "paredes"], ["taller", "talleres"]]) expect(stemWord(many!)).toBe(stemWord(one!));
    // The thesaurus is keyed by the singular's stem: a plural finds its synonyms.
    expect(found("paredes", "el románico levantó muros gruesos")).toBe("synonym");
    // Second persons in -ieres stay verbs.
    expect(stemWord("quieres")).toBe(stemWord("quiere"));
  });
  it("a verb made from an adjective is of its family (abaratar / barato, oscurecer / oscuro), both ways", () => {
    expect(parasyntheticBase(stemWord("abarató"))).toBe(stemWord("baratos"));
    // A looser link than a family ("apuntado" / "punto"): weighed as a synonym.
    expect(found("abarató", "los libros fueron más baratos")).toBe("synonym");
    expect(found("baratos", "la imprenta abarató los libros")).toBe("synonym");
    expect(found("oscurece", "el cielo está oscuro")).not.toBeNull();
    expect(found("debilita", "un sistema débil")).not.toBeNull();
    // Fewer than four letters left: no link ("empezar" is no "pez").
    expect(parasyntheticBase(stemWord("empezar"))).toBeNull();
    expect(found("empieza", "un pez")).toBeNull();
  });
  it("a comparative turned round of the same thing is found; of another thing it is not", () => {
    const note = tokenize("Un número f pequeño significa una apertura grande y menos profundidad de campo.");
    expect(comparativeFlip(tokenize("Más profundidad de campo."), note)?.raw).toBe("Más");
    expect(comparativeFlip(tokenize("Menos profundidad de campo."), note)).toBeNull();
    expect(comparativeFlip(tokenize("Más luz."), note)).toBeNull();
  });
  it("numeric dates read as dates in words (day first, and ISO); a fraction or decimal does not", () => {
    const nums = (s: string) => tokenize(s).filter((t) => t.num !== null).map((t) => t.num);
    const words = (s: string) => tokenize(s).map((t) => t.fold);
    expect(words("El 6/12/1978.")).toContain("diciembre");
    expect(words("1978-12-06")).toContain("diciembre");
    expect(nums("El 6/12/1978.")).toEqual([6, 1978]);
    expect(words("3/4 de la población")).not.toContain("abril");
    expect(words("El 31/13/2000")).not.toContain("enero");
  });
  it("Snowball reads the accents: conditional and imperfect forms share the verb's stem (subiría / subir)", () => {
    const stem = (w: string) => tokenize(w)[0]!.stem;
    expect(stem("subiría")).toBe(stem("subir"));
    expect(stem("bajarían")).toBe(stem("bajar"));
    expect(stem("aceleración")).toBe(stem("acelerar"));
  });
  it("units with exponents read as words (m/s² = metros por segundo al cuadrado)", () => {
    const words = (s: string) => tokenize(s).map((t) => t.fold).join(" ");
    expect(words("9,8 m/s²")).toBe("9,8 metros por segundo al cuadrado");
    expect(words("Unos 510 km²")).toContain("510 kilometros cuadrados");
  });
  it("a diminutive is of its word's family (gotitas / gotas); «a. C.» is no sentence end", () => {
    expect(found("gotitas", "pequeñas gotas")).toBe("family");
    expect(found("casa", "una casita")).toBe("family");
    expect(tokenize("En el 753 a. C. por Rómulo").every((t) => t.clause === 0)).toBe(true);
  });
});


describe("reading causes found on the fourteenth realistic bank (checked here on other texts)", () => {
  it("the -zc- of verbs in -cer / -cir is the same verb", () => {
    expect(found("parezcan", "el cielo parece más oscuro")).toBe("family");
    expect(found("conozco", "nadie conoce su origen")).toBe("family");
    expect(found("produzcan", "las plantas producen oxígeno")).toBe("family");
  });
  it("a verb takes the thesaurus links of its noun spelled with another consonant (chocar / choque)", () => {
    expect(found("chocó", "el impacto del meteorito")).toBe("synonym");
    expect(found("impacto", "el meteorito chocó contra la Luna")).toBe("synonym");
  });
  it("a compound preposition's noun is no content («frente a»); «la frente» is", () => {
    expect(tokenize("Protege la madera frente a la humedad.").find((t) => t.fold === "frente")!.content).toBe(false);
    expect(tokenize("A través del cristal.").find((t) => t.fold === "traves")!.content).toBe(false);
    expect(tokenize("Le duele la frente.").find((t) => t.fold === "frente")!.content).toBe(true);
  });
  it("a modal verb in any tense is light («se podían mover»); «un único» is the number one stressed; «hoy» is light", () => {
    expect(tokenize("Las piezas se podían mover.").find((t) => t.fold === "podian")!.content).toBe(false);
    expect(tokenize("Hay un único portero.").find((t) => t.fold === "unico")!.content).toBe(false);
    expect(tokenize("Es el único portero.").find((t) => t.fold === "unico")!.content).toBe(true);
    // "en lo que hoy es Yucatán": adverbs of the present place a thing, they add no fact.
    expect(tokenize("En lo que hoy es Yucatán.").find((t) => t.fold === "hoy")!.content).toBe(false);
  });
});

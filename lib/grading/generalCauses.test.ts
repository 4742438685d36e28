import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";
import { autoGrade, isAbstention } from "./autoGrader";
import { referenceCoverage } from "./reference";
import { tokenize } from "@/lib/text/analyze";

/**
 * The general causes of grading errors found on the fourteenth to seventeenth realistic banks, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */


describe("grading causes found on the fourteenth realistic bank (checked here on other texts)", () => {
  it("«un solo» / «una sola» answers a how-many question with the number one", () => {
    const note = "Cada equipo tiene un solo portero en el campo.";
    const q = "¿Cuántos porteros tiene cada equipo en el campo?";
    expect(gradeOnNote(note, q, "un solo portero", "1.").letter).toBe("R");
    expect(gradeOnNote(note, q, "un solo portero", "Uno.").letter).toBe("R");
    expect(gradeOnNote(note, q, "un solo portero", "Dos.").letter).toBe("X");
  });
  it("a one-word answer linked by the thesaurus to part of the reference only is no idea in other words", () => {
    const note = "La imprenta de tipos móviles llegó a Valencia hacia 1473.";
    expect(gradeOnNote(note, "¿Qué llegó a Valencia hacia 1473?", "la imprenta de tipos móviles", "El papel.").letter).toBe("X");
    expect(gradeOnNote("Las aves migran en otoño.", "¿Qué animales migran en otoño?", "las aves", "Los pájaros.").letter).toBe("R");
  });
  it("a list's shared verb is its frame: each item must be said («cortan ramas y troncos»)", () => {
    const note = "Los castores cortan ramas y troncos con los dientes para construir sus presas.";
    const q = "¿Qué hacen los castores con los dientes?";
    expect(gradeOnNote(note, q, "cortan ramas y troncos", "Cortan troncos.").letter).toBe("X");
    expect(gradeOnNote(note, q, "cortan ramas y troncos", "Cortan ramas y troncos.").letter).toBe("R");
  });
  it("another thing of the note in the reference word's place is a swapped entity", () => {
    const note = "Los leones macho defienden el territorio y las leonas cazan para la manada.";
    const q = "¿Qué hacen los leones macho?";
    expect(gradeOnNote(note, q, "defienden el territorio", "Defienden a la manada.").letter).toBe("X");
    expect(gradeOnNote(note, q, "defienden el territorio", "Defienden su territorio.").letter).toBe("R");
  });
  it("an answer saying the reference's word and the opposite the note says elsewhere contradicts nothing", () => {
    const note = "Un cohete expulsa gases hacia abajo y eso lo impulsa hacia arriba.";
    const q = "¿Cómo se impulsa un cohete?";
    expect(gradeOnNote(note, q, "expulsando gases hacia abajo", "Expulsa gases hacia abajo y así se impulsa hacia arriba.").letter).toBe("R");
    expect(gradeOnNote(note, q, "expulsando gases hacia abajo", "Expulsa gases hacia arriba.").letter).toBe("X");
  });
});

describe("grading causes found on the fifteenth realistic bank (checked here on other texts)", () => {
  it("a denied piece of knowledge abstains when someone lacks it, not when a thing does not send it", () => {
    expect(isAbstention("No, la cámara no guarda ningún dato en la nube.")).toBe(false);
    expect(isAbstention("El sensor no transmite información al móvil.")).toBe(false);
    expect(isAbstention("No tengo ese dato.")).toBe(true);
    expect(isAbstention("No hay información sobre eso.")).toBe(true);
    expect(isAbstention("Ni idea.")).toBe(true);
    expect(isAbstention("I have no information about that.")).toBe(true);
  });
  it("«deja de» before an infinitive denies it, like a negation", () => {
    const note = "Con la edad, el cuerpo deja de fabricar colágeno en cantidad.";
    const q = "¿Qué le pasa al colágeno con la edad?";
    expect(gradeOnNote(note, q, "el cuerpo deja de fabricarlo en cantidad", "El cuerpo ya no lo fabrica en cantidad.").letter).toBe("R");
    expect(gradeOnNote(note, q, "el cuerpo deja de fabricarlo en cantidad", "El cuerpo fabrica más colágeno.").letter).toBe("X");
  });
  it("the reference's «A en B» said the other way round is X", () => {
    const note = "En la fotosíntesis, las plantas convierten la energía luminosa en energía química.";
    const q = "¿Qué convierten las plantas en la fotosíntesis?";
    expect(gradeOnNote(note, q, "la energía luminosa en energía química", "La energía química en energía luminosa.").letter).toBe("X");
    expect(gradeOnNote(note, q, "la energía luminosa en energía química", "Convierten la energía luminosa en química.").letter).toBe("R");
  });
  it("possessives and personal pronouns are function words («nuestro planeta, la Tierra»)", () => {
    const note = "En un eclipse de Luna, la Tierra se sitúa entre el Sol y la Luna.";
    expect(gradeOnNote(note, "¿Qué se sitúa entre el Sol y la Luna en un eclipse de Luna?", "la Tierra", "Nuestra Tierra.").letter).toBe("R");
  });
  it("«ayuda a que» frames what happens; «entre A y B» is one place, not two items", () => {
    const note = "La bilis emulsiona las grasas y facilita que las enzimas las digieran en el intestino.";
    expect(gradeOnNote(note, "¿Qué hace la bilis con las grasas?", "las emulsiona", "Ayuda a emulsionarlas.").letter).toBe("R");
    // One place: the answer holds it whole, not "2 elements" of a list.
    const place = referenceCoverage({ answer: "Entre el Sol y la Tierra.", referencia: "entre el Sol y la Tierra", question: "¿Dónde se sitúa la Luna?" });
    expect(place.covered).toBe(true);
    expect(place.reason).not.toContain("elementos");
  });
  it("a thesaurus synonym the note merely uses elsewhere is no other thing; one it denies is", () => {
    const note = "Es una hormona que fabrica el tiroides; cuando la glándula falla, deja de producirla.";
    expect(gradeOnNote(note, "¿Qué pasa cuando la glándula falla?", "deja de producir la hormona", "Ya no fabrica la hormona.").letter).toBe("R");
  });
});

describe("grading causes found on the sixteenth realistic bank (checked here on other texts)", () => {
  it("Roman numerals are numbers («Felipe II» = «Felipe 2»; «la II Guerra» = «la Segunda Guerra»)", () => {
    const note = "Felipe II reinó en España durante el siglo XVI, tras la abdicación de su padre.";
    expect(gradeOnNote(note, "¿Qué rey reinó en España en el siglo XVI?", "Felipe II", "Felipe 2.").letter).toBe("R");
    expect(gradeOnNote(note, "¿En qué siglo reinó Felipe II?", "en el siglo XVI", "En el siglo 16.").letter).toBe("R");
    expect(gradeOnNote(note, "¿En qué siglo reinó Felipe II?", "en el siglo XVI", "En el siglo XV.").letter).toBe("X");
    const war = "El radar se perfeccionó durante la Segunda Guerra Mundial.";
    expect(gradeOnNote(war, "¿Cuándo se perfeccionó el radar?", "durante la Segunda Guerra Mundial", "En la II Guerra Mundial.").letter).toBe("R");
  });
  it("«más baja» is «menor», «más grande» is «mayor»", () => {
    const note = "El agua salada se congela a menor temperatura que el agua dulce.";
    const q = "¿Qué diferencia hay al congelarse el agua salada?";
    expect(gradeOnNote(note, q, "se congela a menor temperatura", "Se congela a una temperatura más baja.").letter).toBe("R");
    expect(gradeOnNote(note, q, "se congela a menor temperatura", "Se congela a una temperatura más alta.").letter).toBe("X");
  });
  it("«convertirse en» is a pseudo-copula; «habían» an auxiliary; «impedir» denies what follows", () => {
    const note = "Tras la conquista, la ciudad pasó a ser la capital del reino.";
    expect(gradeOnNote(note, "¿Qué pasó con la ciudad tras la conquista?", "pasó a ser la capital del reino", "Se convirtió en la capital del reino.").letter).toBe("R");
    const frost = "La helada había impedido brotar a las semillas del huerto.";
    const q = "¿Qué hizo la helada con las semillas?";
    expect(gradeOnNote(frost, q, "había impedido brotar a las semillas", "Las semillas no habían podido brotar.").letter).toBe("R");
    expect(gradeOnNote(frost, q, "había impedido brotar a las semillas", "Había hecho brotar antes a las semillas.").letter).toBe("X");
  });
  it("«el nacimiento» is the opposite of «el fin»", () => {
    const note = "La batalla de Waterloo supuso el fin del Imperio napoleónico.";
    expect(gradeOnNote(note, "¿Qué supuso la batalla de Waterloo?", "el fin del Imperio napoleónico", "El nacimiento del Imperio napoleónico.").letter).toBe("X");
  });
  it("«separe» is no form of «saber»: a conditional answer is not an abstention", () => {
    expect(isAbstention("No, siempre que se separe por colores antes de fundirlo.")).toBe(false);
    expect(isAbstention("No sepa decirte.")).toBe(true);
  });
  it("a wrong citation of a yes/no must be about what is asked", () => {
    const notes = new Map([[1, "El vidrio puede reciclarse sin perder calidad."], [2, "La penicilina no se produjo a gran escala hasta 1943."]]);
    const g = (cited: number) => autoGrade({ answer: "No.", citedNoteId: cited, question: "¿Pierde calidad el vidrio al reciclarse?", referencia: "no", answerable: true, goldNote: notes.get(1)!, notes });
    expect(g(1).letter).toBe("R");
    expect(g(2).letter).toBe("X");
  });
});

describe("grading causes found on the seventeenth realistic bank (checked here on other texts)", () => {
  it("a temperature below zero in figures is the note's «bajo cero»; «EE. UU.» is «Estados Unidos»", () => {
    const note = "En la Antártida se han medido temperaturas de 89 grados bajo cero.";
    const q = "¿Qué temperaturas se han medido en la Antártida?";
    expect(gradeOnNote(note, q, "89 grados bajo cero", "-89 °C.").letter).toBe("R");
    expect(gradeOnNote(note, q, "89 grados bajo cero", "89 °C.").letter).toBe("X");
    const usa = "La mayoría de los huracanes del Atlántico tocan tierra en Estados Unidos.";
    expect(gradeOnNote(usa, "¿Dónde tocan tierra la mayoría de los huracanes del Atlántico?", "en Estados Unidos", "En EE. UU.").letter).toBe("R");
  });
  it("«venir de» says where from; «mientras» is a conjunction", () => {
    const note = "Los vikingos llegaron a Islandia desde Noruega en el siglo IX.";
    expect(gradeOnNote(note, "¿Desde dónde llegaron los vikingos a Islandia?", "desde Noruega", "Venían de Noruega.").letter).toBe("R");
    const sick = "Durante la convalecencia de una larga enfermedad, el escritor terminó su novela.";
    expect(gradeOnNote(sick, "¿Cuándo terminó el escritor su novela?", "durante la convalecencia de una larga enfermedad", "Mientras pasaba la convalecencia de una larga enfermedad.").letter).toBe("R");
  });
});

describe("grading causes found on the eighteenth realistic bank (checked here on other texts)", () => {
  it("a space between groups of three digits separates thousands («2 500 metros» = «2.500 metros»)", () => {
    const note = "El lago Titicaca está a unos 3.800 metros de altitud.";
    const q = "¿A qué altitud está el lago Titicaca?";
    expect(gradeOnNote(note, q, "a unos 3.800 metros", "A unos 3 800 metros.").letter).toBe("R");
    expect(gradeOnNote(note, q, "a unos 3.800 metros", "A unos 3 600 metros.").letter).toBe("X");
  });
  it("«no ha dejado de» affirms what follows", () => {
    const note = "Desde su fundación, la ciudad no ha dejado de crecer.";
    const q = "¿Sigue creciendo la ciudad?";
    expect(gradeOnNote(note, q, "sí", "Sí, sigue creciendo.").letter).toBe("R");
  });
  it("«por falta de dinero» is «sin dinero»: «no tenía dinero» says it; «hace falta» is a need", () => {
    const note = "El proyecto se abandonó por falta de dinero.";
    const q = "¿Por qué se abandonó el proyecto?";
    expect(gradeOnNote(note, q, "por falta de dinero", "Porque no tenían dinero.").letter).toBe("R");
    expect(gradeOnNote(note, q, "por falta de dinero", "Porque tenían demasiado dinero.").letter).not.toBe("R");
  });
  it("English «don't explain» abstains; a narrated «no sabía» does not; «poca» is a function word", () => {
    expect(isAbstention("Your notes don't explain that.")).toBe(true);
    expect(isAbstention("Porque el inventor no sabía que se podía registrar.")).toBe(false);
    expect(isAbstention("No lo sé.")).toBe(true);
    const diet = "La dieta se basa en verduras y legumbres y limita el azúcar.";
    expect(gradeOnNote(diet, "¿En qué se basa la dieta?", "en verduras y legumbres", "En verduras y legumbres, con poca azúcar.").letter).toBe("R");
  });
  it("«delante» is the opposite of «detrás»", () => {
    const note = "La nieve se acumula detrás de las vallas que frenan el viento.";
    const g = gradeOnNote(note, "¿Dónde se acumula la nieve?", "detrás de las vallas que frenan el viento", "Delante de las vallas que frenan el viento.");
    expect(g.letter).toBe("X");
    expect(g.reason).toContain("contrario");
  });
});

describe("grading causes found by a look across the banks' remaining errors (checked here on other texts)", () => {
  const thermos = "El termo mantiene la temperatura de las bebidas durante horas gracias a su doble pared de vacío.";
  const q = "¿Qué hace un termo con las bebidas?";
  it("words in the place of missing reference words are the idea in other words; words past the reference are additions", () => {
    expect(gradeOnNote(thermos, q, "mantiene su temperatura durante horas", "Les respeta la temperatura inicial durante horas.").letter).toBe("R");
    expect(gradeOnNote(thermos, q, "mantiene su temperatura durante horas", "Mantiene su temperatura durante horas y evita que se derramen.").letter).toBe("X");
  });
  it("a scale word stands in for no other word: «una estrella pequeña» is no «estrella muy masiva»", () => {
    const note = "Una supernova ocurre cuando una estrella muy masiva explota al final de su vida.";
    const ref = "cuando una estrella muy masiva explota al final de su vida";
    const g = gradeOnNote(note, "¿Cuándo ocurre una supernova?", ref, "Cuando una estrella pequeña explota al final de su vida.");
    expect(g.letter).toBe("X");
    expect(g.reason).toContain("contrario");
  });
  it("a thesaurus link never lands on a function word («¿Cómo…?» holds no «comer», «los» no «losa»)", () => {
    const note = "El faro guía a los barcos durante la noche con un haz de luz giratorio.";
    const g = gradeOnNote(note, "¿Cómo guía el faro a los barcos?", "con un haz de luz giratorio", "Con un haz de luz giratorio alimentado por paneles solares.");
    expect(g.letter).toBe("X");
    expect(g.reason).toContain("alimentado");
    // Nor does an opposite escape as a word of the question: «soleados» is no form of «solares».
    const panels = "Las placas solares producen menos electricidad en los días nublados.";
    expect(gradeOnNote(panels, "¿Cuándo producen menos electricidad las placas solares?", "en los días nublados", "En los días soleados.").letter).toBe("X");
    expect(gradeOnNote(panels, "¿Cuándo producen menos electricidad las placas solares?", "en los días nublados", "En los días nublados, aunque algo producen.").letter).toBe("R");
  });
  it("a guess after saying the notes lack it answers all the same", () => {
    const notes = new Map([[1, "El Everest mide 8.849 metros y está en el Himalaya."]]);
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Cuánto mide el K2?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes });
    // Even in words and numbers the notes hold.
    expect(grade("Tus notas no lo dicen, pero creo que mide 8.849 metros.").letter).toBe("X");
    expect(grade("Tus notas no lo dicen; probablemente 8.849 metros.").letter).toBe("X");
    expect(grade("No lo sé, creo que tus notas no hablan de eso.").letter).toBe("N");
    expect(grade("Tus notas no lo dicen.").letter).toBe("N");
  });
});

describe("grading causes found on the nineteenth realistic bank (checked here on other texts)", () => {
  it("«deja» before an infinitive is letting (light, like «permite»); «deja la mochila» is not", () => {
    expect(tokenize("Les deja flotar en el aire.").find((t) => t.fold === "deja")!.content).toBe(false);
    expect(tokenize("Deja la mochila en el suelo.").find((t) => t.fold === "deja")!.content).toBe(true);
  });
  it("an -ear verb's form takes its verb's synonyms, and a synonym is found in a stem-changing form («desee» / «quiera»)", () => {
    expect(gradeOnNote("El socio puede darse de baja cuando quiera.", "¿Puede darse de baja el socio?", "sí, cuando quiera", "Sí, siempre que lo desee.").letter).toBe("R");
  });
  it("an opposite of a synonym of the reference's word contradicts it («bajan» / «elevan», through «subir»)", () => {
    const note = "Los ascensores elevan a los vecinos al último piso.";
    const q = "¿Qué hacen los ascensores con los vecinos?";
    expect(gradeOnNote(note, q, "los elevan al último piso", "Los bajan al último piso.").letter).toBe("X");
    expect(gradeOnNote(note, q, "los elevan al último piso", "Los suben al último piso.").letter).toBe("R");
  });
  it("another thing of the note in the place of a list item's word is a swapped entity", () => {
    const note = "El martillo, dentro del oído, transmite el sonido; el fémur, en el muslo, sostiene el cuerpo.";
    const q = "¿Qué hueso transmite el sonido?";
    expect(gradeOnNote(note, q, "el martillo, dentro del oído", "El martillo, dentro del muslo.").letter).toBe("X");
    expect(gradeOnNote(note, q, "el martillo, dentro del oído", "El martillo, en el oído.").letter).toBe("R");
  });
  it("«menor densidad» says «menos denso» (the lower comparative in either form; «densidad» is of «denso»'s family)", () => {
    const note = "El aceite flota sobre el vinagre porque es menos denso que él.";
    const q = "¿Por qué flota el aceite sobre el vinagre?";
    expect(gradeOnNote(note, q, "porque es menos denso que el vinagre", "Porque tiene menor densidad que el vinagre.").letter).toBe("R");
    expect(gradeOnNote(note, q, "porque es menos denso que el vinagre", "Porque su densidad es más baja que la del vinagre.").letter).toBe("R");
    expect(gradeOnNote(note, q, "porque es menos denso que el vinagre", "Porque tiene mayor densidad que el vinagre.").letter).toBe("X");
  });
  it("«tus apuntes solo cuentan…» abstains like «solo dicen…»", () => {
    expect(isAbstention("No lo sé: tus apuntes solo cuentan dónde nació y qué estudió.")).toBe(true);
    expect(isAbstention("Tus notas solo se centran en su origen.")).toBe(true);
    expect(isAbstention("La cuenta atrás solo dura diez segundos.")).toBe(false);
  });
});

describe("grading causes found on the twentieth realistic bank (checked here on other texts)", () => {
  it("«compara» is a form of «comparar», not the subjunctive of a verb «comp-» (Snowball's reading)", () => {
    const note = "El radar calcula la distancia comparando la señal enviada con el eco que vuelve.";
    const g = gradeOnNote(note, "¿Cómo calcula el radar la distancia?", "comparando la señal enviada con el eco", "Compara la señal enviada con el eco que le vuelve.");
    expect(g.letter).toBe("R");
    expect(tokenize("Separan la mezcla.")[0]).toMatchObject({ stem: "sep", alt: "separ" });
    expect(tokenize("Si hablara más despacio.")[1]!.alt).toBeUndefined();
  });
  it("«tan poco denso» is low in degree like «menos denso»; «más denso» is its opposite", () => {
    const note = "El corcho es tan poco denso que flota en el agua.";
    const q = "¿Qué le pasa al corcho en el agua?";
    expect(gradeOnNote(note, q, "flota", "Flota, porque es menos denso que el agua.").letter).toBe("R");
    expect(gradeOnNote(note, q, "flota", "Flota, porque es más denso que el agua.").letter).toBe("X");
  });
});

describe("grading causes found on the twenty-first realistic bank (checked here on other texts)", () => {
  it("a cause given after a denial is affirmed: «No se puede … porque las pilas se gastan» denies nothing of the pilas", () => {
    const note = "Una linterna deja de alumbrar porque sus pilas se gastan.";
    const g = gradeOnNote(note, "¿Por qué deja de alumbrar una linterna?", "porque sus pilas se gastan", "No puede alumbrar siempre porque sus pilas se gastan.");
    expect(g.letter).toBe("R");
    expect(tokenize("No vino porque llovía.").find((t) => t.fold === "llovia")!.negated).toBe(false);
  });
  it("«más o menos» hedges, «cuyas» is a function word, «hace falta» is a need, «la ciudad de X» names no more than X", () => {
    expect(gradeOnNote("La carrera dura entre 3 y 4 horas.", "¿Cuánto dura la carrera?", "entre 3 y 4 horas", "Entre 3 y 4 horas, más o menos.").letter).toBe("R");
    expect(gradeOnNote("La ópera se estrenó en Milán.", "¿Dónde se estrenó la ópera?", "en Milán", "En la ciudad de Milán.").letter).toBe("R");
    expect(gradeOnNote("La ópera se estrenó en Milán.", "¿Dónde se estrenó la ópera?", "en Milán", "En la ciudad de Turín.").letter).toBe("X");
    const lock = "La puerta se abre con una tarjeta y un código.";
    expect(gradeOnNote(lock, "¿Basta la tarjeta para abrir la puerta?", "no", "No, también hace falta el código.").letter).toBe("R");
    const tale = "El cuento narra la amistad de dos niños de pueblos enemigos.";
    expect(gradeOnNote(tale, "¿Qué narra el cuento?", "la amistad de dos niños de pueblos enemigos", "La amistad de dos niños cuyos pueblos son enemigos.").letter).toBe("R");
  });
  it("less of a thing states its opposite: «se gasta menos» says «ahorra», «menos caro» says «barato»", () => {
    const note = "Las bombillas LED ahorran energía y son baratas.";
    const q = "¿Qué ventajas tienen las bombillas LED?";
    expect(gradeOnNote(note, q, "ahorran energía y son baratas", "Se gasta menos energía y son menos caras.").letter).toBe("R");
    expect(gradeOnNote(note, q, "ahorran energía y son baratas", "Se gasta más energía y son más caras.").letter).toBe("X");
  });
  it("a count before a numbered list is no fact either («Tiene tres ventajas: 1. … 2. … 3. …»)", () => {
    const note = "Las bombillas LED ahorran energía, duran años y no se calientan.";
    const q = "¿Qué ventajas tienen las bombillas LED?";
    const ref = "ahorran energía, duran años y no se calientan";
    expect(gradeOnNote(note, q, ref, "Tienen tres ventajas: 1. ahorran energía; 2. duran años; 3. no se calientan.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Tienen cinco ventajas: 1. ahorran energía; 2. duran años; 3. no se calientan.").letter).toBe("X");
  });
});

describe("grading causes found on the twenty-second realistic bank (checked here on other texts)", () => {
  it("«evita que el agua se filtre» prevents the verb, not its subject; a consequence after it is said", () => {
    const note = "El tejado evita que el agua se filtre en otoño, por lo que la casa se mantiene seca.";
    expect(gradeOnNote(note, "¿Por qué se mantiene seca la casa?", "porque el agua no se filtra en otoño", "Porque el agua no se filtra en otoño.").letter).toBe("R");
    const t = tokenize(note);
    expect(t.find((x) => x.fold === "filtre")).toMatchObject({ negated: true, negationHead: true });
    expect(t.find((x) => x.fold === "agua")!.negationHead).toBe(false);
    expect(t.find((x) => x.fold === "seca")!.negated).toBe(false);
  });
  it("«uno de los» picks one of several (no number); «usaban» is light; a name spelt with s for z is the same name", () => {
    expect(gradeOnNote("Un partido termina cuando un equipo marca tres goles.", "¿Cuándo termina un partido?", "cuando un equipo marca tres goles", "Cuando uno de los equipos marca tres goles.").letter).toBe("R");
    expect(gradeOnNote("Los mayas no tenían metales, pero tallaban piedra con obsidiana.", "¿Con qué tallaban piedra los mayas?", "con obsidiana", "Usaban obsidiana.").letter).toBe("R");
    expect(gradeOnNote("La capital de Bolivia es Sucre, y el gobierno está en La Paz; el lago está en Zapallar.", "¿Dónde está el lago?", "en Zapallar", "En Sapallar.").letter).toBe("R");
    expect(gradeOnNote("La capital de Bolivia es Sucre, y el gobierno está en La Paz; el lago está en Zapallar.", "¿Dónde está el lago?", "en Zapallar", "En Zapata.").letter).toBe("X");
  });
});

describe("grading causes found on the twenty-third realistic bank (checked here on other texts)", () => {
  it("words that begin like a verb of knowing are none: «sin cambiar su sabor», «no se construyó» do not abstain", () => {
    expect(isAbstention("Para conservar la fruta sin cambiar su sabor.")).toBe(false);
    expect(isAbstention("La catedral no se construyó en un siglo.")).toBe(false);
    expect(isAbstention("No consta en tus apuntes.")).toBe(true);
    const note = "Congelar la fruta la conserva meses sin cambiar mucho su sabor.";
    expect(gradeOnNote(note, "¿Para qué se congela la fruta?", "para conservarla meses sin cambiar mucho su sabor", "Para conservarla meses sin cambiar mucho su sabor.").letter).toBe("R");
  });
  it("a place's name and its demonym say the same («de Chile» / «chilena»)", () => {
    const note = "La poeta trabajó en Madrid, aunque era chilena.";
    expect(gradeOnNote(note, "¿De qué país era la poeta?", "de Chile", "Era chilena.").letter).toBe("R");
    expect(gradeOnNote(note, "¿De qué país era la poeta?", "de Chile", "De Chile.").letter).toBe("R");
    expect(gradeOnNote(note, "¿De qué país era la poeta?", "de Chile", "Era peruana.").letter).toBe("X");
  });
  it("«formado por» is light; «sin que el sabor cambie» denies the change, not the flavour", () => {
    const note = "El mosaico es un dibujo hecho con piezas de cerámica de colores.";
    expect(gradeOnNote(note, "¿Qué es un mosaico?", "un dibujo hecho con piezas de cerámica de colores", "Un dibujo formado por piezas de cerámica de colores.").letter).toBe("R");
    const t = tokenize("Se congela sin que el sabor cambie.");
    expect(t.find((x) => x.fold === "cambie")!.negationHead).toBe(true);
    expect(t.find((x) => x.fold === "sabor")!.negationHead).toBe(false);
  });
});

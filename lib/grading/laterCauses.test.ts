import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";
import { tokenize } from "@/lib/text/analyze";
import { isAbstention } from "./autoGrader";
import { referenceCoverage } from "./reference";

/**
 * The general causes of grading errors found on the twenty-fourth realistic bank (and later ones), each checked here
 * on a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */


describe("grading causes found on the twenty-fourth realistic bank (checked here on other texts)", () => {
  it("a comparison said the other way round says the same; its terms swapped, the opposite", () => {
    const note = "El guepardo corre mucho más rápido que el león.";
    const q = "¿Cuál de los dos corre más?";
    const ref = "el guepardo corre más rápido que el león";
    expect(gradeOnNote(note, q, ref, "El león es más lento que el guepardo.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "El león corre más rápido que el guepardo.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "El guepardo es más lento que el león.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "El guepardo corre más rápido que el león.").letter).toBe("R");
  });
  it("a yes/no reference with a comparison: «sí, y más que B» turns round «sí, aunque menos que B»", () => {
    const note = "El cobre conduce bien la electricidad, aunque menos que la plata.";
    const q = "¿Conduce bien la electricidad el cobre?";
    expect(gradeOnNote(note, q, "sí, aunque menos que la plata", "Sí, y más que la plata.").letter).toBe("X");
    expect(gradeOnNote(note, q, "sí, aunque menos que la plata", "Sí, pero menos que la plata.").letter).toBe("R");
  });
  it("an opposite of a word the reference says in a stem-changing form («gana» / «pierde») contradicts it", () => {
    const note = "Con la subida de los precios, el salario pierde valor.";
    const q = "¿Qué le pasa al salario cuando suben los precios?";
    expect(gradeOnNote(note, q, "pierde valor", "Gana valor.").letter).toBe("X");
    expect(gradeOnNote(note, q, "pierde valor", "Pierde valor.").letter).toBe("R");
  });
  it("a count of centuries, decades or millennia is a count of years", () => {
    const note = "La catedral tardó unos 300 años en terminarse.";
    const q = "¿Cuánto tardó en terminarse la catedral?";
    expect(gradeOnNote(note, q, "unos 300 años", "Unos tres siglos.").letter).toBe("R");
    expect(gradeOnNote(note, q, "unos 300 años", "Treinta décadas.").letter).toBe("R");
    expect(gradeOnNote(note, q, "unos 300 años", "Unos dos siglos.").letter).toBe("X");
    expect(gradeOnNote("El reinado duró unos 50 años, en el siglo XV.", "¿Cuánto duró el reinado?", "unos 50 años", "Medio siglo.").letter).toBe("R");
  });
  it("another year in place of the reference's optional year is a wrong date, even one the note holds", () => {
    const note = "El canal, proyectado en 1950, lo inauguró la ingeniera Ruiz en 1962.";
    const q = "¿Quién inauguró el canal?";
    expect(gradeOnNote(note, q, "la ingeniera Ruiz, en 1962", "La ingeniera Ruiz, en 1950.").letter).toBe("X");
    expect(gradeOnNote(note, q, "la ingeniera Ruiz, en 1962", "La ingeniera Ruiz.").letter).toBe("R");
    expect(gradeOnNote(note, q, "la ingeniera Ruiz, en 1962", "La ingeniera Ruiz, en 1962.").letter).toBe("R");
  });
  it("«texto» as what a denied verb acts on is no word for the notes («no se puede sacar el texto original»)", () => {
    const note = "El archivo cifrado no deja recuperar el mensaje de partida sin la clave.";
    const q = "¿Se puede recuperar el mensaje sin la clave?";
    expect(gradeOnNote(note, q, "no", "No: sin la clave no se puede recuperar el texto original.").letter).not.toBe("N");
    expect(isAbstention("El texto no lo dice.")).toBe(true);
    expect(isAbstention("No aparece en el texto.")).toBe(true);
  });
  it("«tus notas explican qué es X, pero no cuántos…» tells what the notes cover: an abstention", () => {
    expect(isAbstention("Tus notas explican qué es un glaciar, pero no cuántos hay.")).toBe(true);
    expect(isAbstention("Tus apuntes cuentan dónde está, pero no quién la construyó.")).toBe(true);
    expect(isAbstention("Your notes explain what it is, but not how many there are.")).toBe(true);
    // "dicen que" still attributes an answer.
    expect(isAbstention("Tus notas dicen que hay unos doscientos.")).toBe(false);
  });
  it("a relational adjective says its noun («terrestre» / «Tierra», «cardíaco» / «corazón», «natal» / «nació»)", () => {
    expect(gradeOnNote("El eje de la Tierra está inclinado.", "¿Qué está inclinado?", "el eje de la Tierra", "El eje terrestre.").letter).toBe("R");
    expect(gradeOnNote("El ejercicio reduce las enfermedades del corazón.", "¿Qué reduce el ejercicio?", "las enfermedades del corazón", "Las enfermedades cardíacas.").letter).toBe("R");
    expect(gradeOnNote("Volvió a Lyon, su ciudad natal.", "¿Adónde volvió?", "a Lyon, su ciudad natal", "A Lyon, la ciudad donde nació.").letter).toBe("R");
    expect(gradeOnNote("El eje de la Tierra está inclinado.", "¿Qué está inclinado?", "el eje de la Tierra", "El eje lunar.").letter).toBe("X");
  });
  it("a reference that glosses its term (an apposition, a colon) is stated by an answer saying either part", () => {
    const note = "El servidor no guarda las claves, sino su resumen: una cadena calculada a partir de ellas.";
    const q = "¿Qué guarda el servidor en lugar de las claves?";
    const ref = "su resumen, una cadena calculada a partir de ellas";
    expect(gradeOnNote(note, q, ref, "Guarda su resumen.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Una cadena calculada a partir de las claves.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Las claves tal cual.").letter).toBe("X");
    // A place and a path are no gloss of each other: both are asked for.
    const lungs = "El oxígeno pasa a la sangre en las branquias, a través de sus láminas.";
    expect(gradeOnNote(lungs, "¿Dónde pasa el oxígeno a la sangre?", "en las branquias, a través de sus láminas", "En las branquias.").letter).toBe("X");
  });
  it("«el este», «al este»: after an article the demonstrative's form is the cardinal point", () => {
    const note = "Por la mañana las velas del molino quedan orientadas al este.";
    const q = "¿Hacia dónde quedan orientadas las velas por la mañana?";
    expect(gradeOnNote(note, q, "hacia el este", "Al este.").letter).toBe("R");
    expect(gradeOnNote(note, q, "hacia el este", "Hacia el oeste.").letter).toBe("X");
    expect(tokenize("Miran hacia el este.").find((t) => t.fold === "este")!.content).toBe(true);
    expect(tokenize("Este molino es viejo.").find((t) => t.fold === "este")!.content).toBe(false);
  });
  it("numbers crossed over between the note's things are a wrong answer, though every word and number is the note's", () => {
    const note = "La ciclista ganó dos pruebas: la de montaña en 2019 y la contrarreloj en 2021.";
    const q = "¿Qué pruebas ganó la ciclista?";
    const ref = "la de montaña y la contrarreloj";
    expect(gradeOnNote(note, q, ref, "La de montaña en 2021 y la contrarreloj en 2019.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "La de montaña en 2019 y la contrarreloj en 2021.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "La contrarreloj en 2021 y la de montaña en 2019.").letter).toBe("R");
  });
});

describe("grading causes found on the twenty-fifth realistic bank (checked here on other texts)", () => {
  it("«N sin X» where the reference says «N X-ed» leaves out what the reference says; «se queda sin X» is no denial", () => {
    const note = "La planta potabilizadora envía agua filtrada a toda la ciudad.";
    const q = "¿Qué hace la planta potabilizadora?";
    const ref = "envía agua filtrada a toda la ciudad";
    expect(gradeOnNote(note, q, ref, "Envía agua sin filtrar a toda la ciudad.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Envía a toda la ciudad agua ya filtrada.").letter).toBe("R");
  });
  it("where a thing is, said by adverb or adjective («encima» = «arriba» = «en la parte superior»)", () => {
    const note = "En la colmena, la miel se guarda arriba y la cría se cría abajo.";
    const q = "¿Dónde se guarda la miel en la colmena?";
    expect(gradeOnNote(note, q, "arriba", "Encima de la cría.").letter).toBe("R");
    expect(gradeOnNote(note, q, "arriba", "En la parte superior, por encima de la cría.").letter).toBe("R");
  });
  it("a reference word is not found through a thesaurus link of an answer word that says another reference word", () => {
    const c = referenceCoverage({ answer: "Bombea el agua a los depósitos.", referencia: "bombea el agua a todo el cuerpo", question: "¿Qué hace la bomba?" });
    expect(c.missing?.map((t) => t.raw)).toContain("cuerpo");
  });
});

describe("grading causes found on the twenty-sixth realistic bank (checked here on other texts)", () => {
  it("«cerca del», «alrededor del» before an amount only say it is about", () => {
    const note = "Los bosques cubren cerca del 30 % de la superficie de las tierras emergidas.";
    const q = "¿Qué parte de las tierras emergidas cubren los bosques?";
    expect(gradeOnNote(note, q, "cerca del 30 %", "Casi un 30 por ciento.").letter).toBe("R");
    expect(gradeOnNote(note, q, "cerca del 30 %", "Alrededor del 30 %.").letter).toBe("R");
    expect(gradeOnNote(note, q, "cerca del 30 %", "Cerca del 60 %.").letter).toBe("X");
  });
  it("«más grande» says «mayor» where the reference says «mayor»", () => {
    const note = "De los dos lagos de la comarca, el Azul es el mayor y el más frío.";
    expect(gradeOnNote(note, "¿Cómo es el lago Azul en tamaño?", "el mayor", "El más grande.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Cómo es el lago Azul en tamaño?", "el mayor", "El más pequeño.").letter).toBe("X");
  });
  it("«no pasar de N», «no más de N» bound an amount; they deny nothing", () => {
    const note = "Los médicos aconsejan dormir la siesta menos de 30 minutos.";
    const q = "¿Cuánto debe durar la siesta?";
    expect(gradeOnNote(note, q, "menos de 30 minutos", "No debe pasar de 30 minutos.").letter).toBe("R");
    expect(gradeOnNote(note, q, "menos de 30 minutos", "No más de treinta minutos.").letter).toBe("R");
    expect(gradeOnNote(note, q, "menos de 30 minutos", "No más de 60 minutos.").letter).toBe("X");
  });
  it("«en lugar de X» denies X only, not what follows it; against a note that denies X it agrees", () => {
    const note = "Las arañas tienen ocho patas, no seis como los insectos.";
    const q = "¿Cuántas patas tienen las arañas?";
    expect(gradeOnNote(note, q, "ocho", "Ocho en lugar de seis.").letter).toBe("R");
    expect(gradeOnNote(note, q, "ocho", "En lugar de seis, tienen ocho patas.").letter).toBe("R");
    expect(tokenize("En lugar de las claves, guarda su resumen.").find((t) => t.fold === "resumen")!.negated).toBe(false);
  });
});

describe("grading causes found on the twenty-seventh realistic bank (checked here on other texts)", () => {
  it("a question that asks what a thing is called wants its name, not a synonym of it", () => {
    const note = "En Japón a las olas gigantes causadas por terremotos se les llama tsunamis.";
    const q = "¿Cómo se llaman en Japón las olas gigantes causadas por terremotos?";
    expect(gradeOnNote(note, q, "tsunamis", "Maremotos.").letter).toBe("X");
    expect(gradeOnNote(note, q, "tsunamis", "Allí se conocen como tsunamis.").letter).toBe("R");
  });
  it("«entre A y B» is a list when the question asks between whom", () => {
    const note = "El tratado se firmó entre Francia y España en 1659.";
    expect(gradeOnNote(note, "¿Entre qué países se firmó el tratado?", "entre Francia y España", "Francia.").letter).toBe("X");
    expect(gradeOnNote(note, "¿Entre qué países se firmó el tratado?", "entre Francia y España", "Entre España y Francia.").letter).toBe("R");
  });
  it("a count of centuries in two words («cuarenta y cinco siglos»); «URSS» is the «Unión Soviética»", () => {
    expect(gradeOnNote("La ciudad se fundó hace unos 3.500 años.", "¿Cuándo se fundó la ciudad?", "hace unos 3.500 años", "Hace unos treinta y cinco siglos.").letter).toBe("R");
    expect(gradeOnNote("El satélite lo lanzó la Unión Soviética.", "¿Quién lanzó el satélite?", "la Unión Soviética", "La URSS.").letter).toBe("R");
  });
  it("«no … suficiente X» says little X; «faltaban X» says there was no X", () => {
    const note = "La anemia aparece cuando la sangre tiene poco hierro.";
    const q = "¿Cuándo aparece la anemia?";
    expect(gradeOnNote(note, q, "cuando la sangre tiene poco hierro", "Cuando la sangre no tiene suficiente hierro.").letter).toBe("R");
    expect(gradeOnNote(note, q, "cuando la sangre tiene poco hierro", "Cuando la sangre tiene demasiado hierro.").letter).toBe("X");
    const ship = "Muchos murieron porque no había chalecos para todos.";
    expect(gradeOnNote(ship, "¿Por qué murieron muchos?", "porque no había chalecos para todos", "Porque faltaban chalecos para todos.").letter).toBe("R");
  });
  it("«no se dice cuántos», «no se especifica» abstain", () => {
    expect(isAbstention("No se dice cuántos.")).toBe(true);
    expect(isAbstention("En tus notas no se especifica.")).toBe(true);
    expect(isAbstention("Eso no se dice así.")).toBe(false);
  });
});


describe("grading causes found on the twenty-eighth realistic bank (checked here on other texts)", () => {
  it("a last word held only through a thesaurus sense of another note word, in the reference word's place, is a swap", () => {
    const note = "La sopa de la abuela es muy salada y lleva fideos finos. Su caldo es espeso.";
    const q = "¿Por qué cuesta tragar la sopa?";
    expect(gradeOnNote(note, q, "porque su caldo es espeso", "Porque el caldo está muy caliente.").letter).toBe("X");
    expect(gradeOnNote(note, q, "porque su caldo es espeso", "Porque el caldo es espeso.").letter).toBe("R");
  });
  it("an English abstention that says what the notes only cover abstains", () => {
    expect(isAbstention("I can't tell from your notes; they only say where it grows and how tall it gets.")).toBe(true);
    expect(isAbstention("I don't know from your notes: they only describe its leaves.")).toBe(true);
  });
  it("«se llame», «se ven favorecidas», «un uso incorrecto» add nothing of their own", () => {
    const orca = "La orca, a la que muchos llaman ballena asesina, es en realidad un delfín.";
    expect(gradeOnNote(orca, "¿Qué es en realidad la orca?", "un delfín", "Aunque se llame ballena asesina, la orca es un delfín.").letter).toBe("R");
    const stress = "El estrés continuado favorece las infecciones.";
    expect(gradeOnNote(stress, "¿Qué favorece las infecciones?", "el estrés continuado", "Las infecciones se ven favorecidas por el estrés continuado.").letter).toBe("R");
    const belt = "Usar mal el cinturón de seguridad reduce su protección.";
    expect(gradeOnNote(belt, "¿Qué reduce la protección del cinturón de seguridad?", "usar mal el cinturón", "Un uso incorrecto del cinturón.").letter).toBe("R");
  });
  it("one or two days are counted in hours, weeks in days", () => {
    const fever = "La fiebre suele durar unas 48 horas.";
    const q = "¿Cuánto suele durar la fiebre?";
    expect(gradeOnNote(fever, q, "unas 48 horas", "Unos dos días.").letter).toBe("R");
    expect(gradeOnNote(fever, q, "unas 48 horas", "Un día.").letter).toBe("X");
    const quarantine = "La cuarentena duraba 14 días.";
    expect(gradeOnNote(quarantine, "¿Cuánto duraba la cuarentena?", "14 días", "Dos semanas.").letter).toBe("R");
    expect(gradeOnNote(quarantine, "¿Cuánto duraba la cuarentena?", "14 días", "Tres semanas.").letter).toBe("X");
  });
  it("a verb that makes a thing more contradicts one that makes it less, directly (not through the thesaurus)", () => {
    const note = "El ejercicio regular reduce la presión arterial y frena el deterioro de las articulaciones.";
    const q = "¿Qué hace el ejercicio regular con la presión arterial?";
    expect(gradeOnNote(note, q, "reduce la presión arterial", "Incrementa la presión arterial.").letter).toBe("X");
    expect(gradeOnNote(note, q, "reduce la presión arterial", "Disminuye la presión arterial.").letter).toBe("R");
    const q2 = "¿Qué hace el ejercicio regular con las articulaciones?";
    expect(gradeOnNote(note, q2, "frena su deterioro", "Acelera su deterioro.").letter).toBe("X");
    expect(gradeOnNote(note, q2, "frena su deterioro", "Potencia su deterioro.").letter).toBe("X");
  });
  it("little of a thing («poco peso») states its opposite («ligeras»); «comer poco» lowers no verb", () => {
    const note = "Las bicicletas de carbono tienen poco peso y son muy rígidas.";
    const q = "¿Cómo son las bicicletas de carbono?";
    const ref = "tienen poco peso y son muy rígidas";
    expect(gradeOnNote(note, q, ref, "Son ligeras y muy rígidas.").letter).toBe("R");
    expect(gradeOnNote("Comer poco debilita los músculos.", "¿Qué efecto tiene comer poco?", "debilita los músculos", "Fortalece los músculos.").letter).toBe("X");
  });
});

describe("grading causes found on the twenty-ninth realistic bank (checked here on other texts)", () => {
  it("a comparison with «de lo que» and verbs for terms is read whole: its terms swapped turn it round", () => {
    const note = "En este glaciar, el hielo se derrite más deprisa de lo que se forma.";
    const q = "¿Por qué retrocede el glaciar?";
    const ref = "porque el hielo se derrite más deprisa de lo que se forma";
    expect(gradeOnNote(note, q, ref, "Porque el hielo se forma más deprisa de lo que se derrite.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Porque el hielo se forma más despacio de lo que se derrite.").letter).toBe("R");
  });
  it("the opposite way is another way: «en el mismo sentido» against «en sentido contrario»", () => {
    const note = "Las agujas de este reloj giran en sentido contrario al habitual.";
    const q = "¿En qué sentido giran las agujas del reloj?";
    expect(gradeOnNote(note, q, "en sentido contrario al habitual", "En el mismo sentido que el habitual.").letter).toBe("X");
    expect(gradeOnNote(note, q, "en sentido contrario al habitual", "En sentido opuesto al habitual.").letter).toBe("R");
  });
  it("«casi no» is little, not a denial", () => {
    const note = "El desierto tiene muy poca agua y es muy caluroso.";
    expect(gradeOnNote(note, "¿Cómo es el desierto?", "tiene muy poca agua y es muy caluroso", "Casi no contiene agua y es muy caluroso.").letter).toBe("R");
  });
  it("a reference's demonym finds the answer's place («peruanos» / «Perú»)", () => {
    expect(gradeOnNote("La papa es una planta peruana.", "¿De qué país es la papa?", "peruana", "Del Perú.").letter).toBe("R");
  });
  it("«d. C.» after a year adds nothing; «a. C.» does", () => {
    const note = "El emperador Trajano nació en el año 53.";
    expect(gradeOnNote(note, "¿En qué año nació Trajano?", "en el año 53", "En el 53 d. C.").letter).toBe("R");
    expect(gradeOnNote(note, "¿En qué año nació Trajano?", "en el año 53", "En el 53 a. C.").letter).toBe("X");
  });
  it("keeping against destroying, trapping against letting escape", () => {
    const ice = "El hielo del glaciar conservó intactos los restos del cazador.";
    expect(gradeOnNote(ice, "¿Qué hizo el hielo con los restos del cazador?", "conservó intactos los restos", "Destruyó los restos.").letter).toBe("X");
    const greenhouse = "El invernadero atrapa el calor del sol.";
    expect(gradeOnNote(greenhouse, "¿Por qué hace calor en el invernadero?", "porque atrapa el calor del sol", "Porque no deja escapar el calor del sol.").letter).toBe("R");
  });
  it("«muchísimo» says no more than «mucho»; «nublado» is said with «nubes»", () => {
    expect(gradeOnNote("Hoy llueve mucho más que ayer en Bilbao.", "¿Cómo llueve hoy en Bilbao?", "mucho más que ayer", "Muchísimo más que ayer.").letter).toBe("R");
    expect(gradeOnNote("Las placas producen poco en días nublados.", "¿Cuándo producen poco las placas?", "en días nublados", "En días con nubes.").letter).toBe("R");
  });
});

describe("grading causes found on the thirtieth realistic bank (checked here on other texts)", () => {
  it("where the reference says a thing is not known, an answer that says so gives it; one that speaks of the notes abstains", () => {
    const note = "Aún no se sabe con certeza por qué las anguilas migran al mar de los Sargazos.";
    const q = "¿Se sabe por qué las anguilas migran al mar de los Sargazos?";
    expect(gradeOnNote(note, q, "no con certeza", "No, todavía no se sabe con certeza.").letter).toBe("R");
    expect(gradeOnNote(note, q, "no con certeza", "Tus notas no lo dicen.").letter).toBe("N");
  });
  it("an opposite found through the thesaurus lands on no light word; «¿Qué grosor…?» asks for a quantity", () => {
    const note = "El pan de oro es una lámina de oro de un solo micrómetro de grosor.";
    expect(gradeOnNote(note, "¿Qué grosor tiene el pan de oro?", "un solo micrómetro", "Es tan fino como un micrómetro: solo uno de grosor.").letter).toBe("R");
  });
  it("«recta» against «curva»; «bajar la temperatura» is «enfriar», «la salida del sol» «el amanecer»", () => {
    expect(gradeOnNote("La carretera es recta durante cien kilómetros.", "¿Cómo es la carretera?", "recta durante cien kilómetros", "Curva durante cien kilómetros.").letter).toBe("X");
    expect(gradeOnNote("El viento enfría la superficie del lago.", "¿Qué hace el viento con la superficie del lago?", "la enfría", "Le baja la temperatura.").letter).toBe("R");
    expect(gradeOnNote("Los gallos cantan con la salida del sol.", "¿Cuándo cantan los gallos?", "con la salida del sol", "Al amanecer.").letter).toBe("R");
  });
  it("«no … tan bien» is less of it, not a denial", () => {
    const note = "En los días húmedos el agua de los charcos se evapora peor.";
    expect(gradeOnNote(note, "¿Por qué duran más los charcos en los días húmedos?", "porque el agua se evapora peor", "Porque el agua no se evapora tan bien.").letter).toBe("R");
  });
  it("a comparative before «que» against «los mismos que» of the same thing", () => {
    const note = "El guepardo tiene las mismas manchas que un leopardo joven.";
    expect(gradeOnNote(note, "¿Cómo son las manchas del guepardo?", "las mismas que un leopardo joven", "Muchas más que un leopardo joven.").letter).toBe("X");
    expect(gradeOnNote(note, "¿Cómo son las manchas del guepardo?", "las mismas que un leopardo joven", "Iguales que las de un leopardo joven.").letter).toBe("R");
  });
});

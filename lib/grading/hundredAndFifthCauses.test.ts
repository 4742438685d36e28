import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { derived } from "@/lib/text/align";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { yesNoQuestion } from "@/lib/verifier/slotSpans";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-fifth and hundred-and-sixth realistic banks, each
 * checked here on a note and question written for the test (none from a bank) — every test fails on the code before
 * its fix, but those marked as guards.
 */
describe("detector causes found on the hundred-and-fifth realistic bank (checked here on other texts)", () => {
  it("a slot that is a thing ends before a clause coordinated after it", () => {
    const note = "Clara Rey fue una pintora gallega. Defendió el cubismo en sus cartas y luchó por el voto de las mujeres.";
    expect(answerSlotText(note, "¿Qué corriente defendió Clara Rey?")).toBe("cubismo en sus cartas");
    const note2 = "El ábaco tiene diez varillas. El hilo se pasa por el índice y las cuentas se mueven con el pulgar.";
    expect(answerSlotText(note2, "¿Por qué dedo se pasa el hilo?")).toBe("índice");
    // (Guards, pass on both: a list of deeds stays whole, and so does a relative's coordination.)
    expect(answerSlotText("El rey Sancho fundó la villa y construyó el castillo en 1150.", "¿Qué hizo el rey Sancho?")).toBe("fundó la villa y construyó el castillo");
    const note3 = "La era glaciar terminó por un cambio en la órbita de la Tierra que calentó el clima y fundió los hielos.";
    expect(answerSlotText(note3, "¿Por qué terminó la era glaciar?")).toBe("un cambio en la órbita de la Tierra que calentó el clima y fundió los hielos");
  });

  it("a preterite coordinated after a thing is a clause of its own, no item of a list the answer leaves half said", () => {
    const note = tokenize("Clara Rey fue una pintora gallega. Defendió el cubismo en Arte nuevo y luchó por el voto de las mujeres.");
    const question = "¿Qué corriente defendió Clara Rey?";
    const slot = answerSlot(note, question)?.tokens ?? null;
    expect(partialList(note, tokenize("Clara Rey defendió el cubismo, en Arte nuevo."), question, slot)).toBe(false);
    // (Guard, passes on both: one of two things is half the list.)
    const note2 = tokenize("Clara Rey fue una pintora gallega. Defendió el cubismo y el futurismo.");
    expect(partialList(note2, tokenize("El cubismo."), question, answerSlot(note2, question)?.tokens ?? null)).toBe(true);
  });

  it("a predicate set off after its subject, with a clause coordinated after it, is answered by that subject", () => {
    const note = "El tambor tiene dos parches. El parche de arriba, llamado batidor, suena más grave, y el de abajo, el bordonero, más agudo.";
    expect(answerSlotText(note, "¿Qué parche suena más grave?")).toBe("arriba llamado batidor");
    const note2 = "El tambor tiene dos parches. El parche de arriba, llamado batidor, se golpea con la baqueta, y el de abajo vibra.";
    expect(answerSlotText(note2, "¿Qué parche se golpea con la baqueta?")).toBe("arriba llamado batidor");
  });

  it("a modal the question says alike points at its part, at half a word's weight", () => {
    const note = "El rayo es una descarga eléctrica que se forma dentro de las nubes de tormenta. Cae sobre todo en verano, y puede incendiar un bosque en segundos.";
    expect(answerSlotText(note, "¿Qué daño puede hacer el rayo?")).toBe("incendiar un bosque en segundos");
  });

  it("«¿De qué depende…?» is answered by the first part of a correlation of degrees whose second holds the question's words", () => {
    const note = "La nieve está hecha de cristales de hielo que se forman en las nubes frías. Los cristales se unen al caer, formando copos. Cuanto más húmedo está el aire, más grandes son los copos. Cae sobre todo en invierno.";
    expect(answerSlotText(note, "¿De qué depende el tamaño de los copos?")).toBe("húmedo está el aire");
  });

  it("a yes/no question takes no earlier part of its clause for a slot, and the question is told by its words", () => {
    const note = "La tortuga boba es un reptil marino. La hembra pone los huevos en playas de arena, como las de Almería, y no cuida de sus crías.";
    // (The denial itself answers it — "no cuida de sus crías", hundredAndFortySixthCauses.test.ts —, never the earlier part.)
    expect(answerSlotText(note, "¿Cuida la tortuga boba de sus crías?")).toBe("no cuida de sus crías");
    expect(["¿Cuida el cuco de sus crías?", "¿Es verdad que vuela?", "Does it fly?"].every(yesNoQuestion)).toBe(true);
    expect(["¿Qué come?", "¿Que es un cuco?", "¿En que año nació?", "¿Dónde anida?"].some(yesNoQuestion)).toBe(false);
    // (Guard, passes on both: asked where, the place.)
    expect(answerSlotText(note, "¿Dónde pone los huevos la hembra?")).toBe("playas de arena");
  });

  it("a list's last item with a relative clause after it ends the list, the item in it", () => {
    const note = "El cabo de Creus es un paisaje rocoso del norte de Girona, con rocas de pizarra, granito y cuarzo que el viento y el mar han ido puliendo. Es parque natural.";
    expect(answerSlotText(note, "¿De qué son las rocas del cabo de Creus?")).toBe("pizarra granito y cuarzo");
    // (Guard, passes on both: a relative the item takes whole where the list goes on into it.)
    expect(answerSlotText("La varicela produce fiebre y unas ampollas que pican mucho.", "¿Qué produce la varicela?")).toBe("fiebre y unas ampollas que pican mucho");
  });

  it("«¿De dónde es / era…?» is answered by a demonym after the noun it qualifies", () => {
    const note = "Rosa Lobato fue una pintora cordobesa del siglo XX. Pintó sobre todo paisajes en la sierra de Cazorla.";
    expect(answerSlotText(note, "¿De dónde era Rosa Lobato?")).toBe("cordobesa del siglo XX");
    expect(answerSlotText("Rubén Darío fue un poeta nicaragüense del modernismo. Vivió muchos años en Buenos Aires y en París.", "¿De dónde era Rubén Darío?")).toBe("nicaragüense del modernismo");
    // (Guard, passes on both: asked where she painted, the place.)
    expect(answerSlotText(note, "¿Dónde pintó paisajes Rosa Lobato?")).toBe("sierra de Cazorla");
  });

  it("a why-question whose words the note says in a relative clause, no cause marked, is answered by the clause it hangs on", () => {
    const note = "El ámbar es resina fósil que se forma en los bosques de coníferas. La resina cae por el tronco en gotas sucesivas, que se van endureciendo en capas. Se usa en joyería.";
    expect(answerSlotText(note, "¿Por qué el ámbar se forma en capas?")).toBe("resina cae por el tronco en gotas sucesivas");
    // (Guard, passes on both: a cause marked is the cause.)
    expect(answerSlotText("El ámbar es resina fósil. Se forma en capas porque la resina cae en gotas sucesivas.", "¿Por qué el ámbar se forma en capas?")).toBe("la resina cae en gotas sucesivas");
  });

  it("a where-question takes the place said right after its own word, where the note pairs things with places", () => {
    const note = "La grulla común es un ave que pasa la primavera en Escandinavia y el invierno en Extremadura. Come bellotas.";
    expect(answerSlotText(note, "¿Dónde pasa el invierno la grulla?")).toBe("Extremadura");
    // (Guards, pass on both: the first pair's place, and a place after the question's verb.)
    expect(answerSlotText(note, "¿Dónde pasa la primavera la grulla?")).toBe("Escandinavia");
    expect(answerSlotText("El pintor Luis Paz nació en Lugo y murió en Madrid en 1950.", "¿Dónde murió Luis Paz?")).toBe("Madrid");
  });
});

describe("detector causes found on the hundred-and-sixth realistic bank (checked here on other texts)", () => {
  it("of parts the question points at alike, one under a condition the question does not set gives way", () => {
    const note = "La escoba se juega con una baraja española de cuarenta cartas. Gana quien se queda antes sin cartas. Si nadie puede jugar, la partida se cierra y gana quien suma menos puntos.";
    // (The slot keeps the «sin» before it since the hundred-and-sixtieth bank: «sin cartas» is no «cartas».)
    expect(answerSlotText(note, "¿Quién gana una partida de escoba?")).toBe("sin cartas");
    // (Guard, passes on both: asked under that condition, the part under it.)
    expect(answerSlotText(note, "¿Quién gana si la partida se cierra?")).toBe("suma menos puntos");
  });

  it("a list goes on past a relative set off after its first item to an item with the same preposition", () => {
    const note = "El botijo es un recipiente de barro poroso. Al inclinarlo, el agua sale por el pitorro, donde el chorro es fino, y por la boca, que es más ancha. Mantiene el agua fresca.";
    expect(answerSlotText(note, "¿Por dónde sale el agua del botijo?")).toBe("pitorro donde el chorro es fino y por la boca");
  });

  it("a why-question whose words come just before a relative set off, no cause marked, is answered by the relative", () => {
    const note = "El murciélago es un mamífero volador. Caza de noche polillas y mosquitos, a menudo cerca de los ríos, donde la humedad atrae a los insectos. Duerme colgado boca abajo.";
    expect(answerSlotText(note, "¿Por qué caza el murciélago cerca de los ríos?")).toBe("humedad atrae a los insectos");
    // (Guard, passes on both: a part that goes on past the question's words says why itself.)
    const note2 = "Las varices son venas dilatadas. Se forman cuando fallan las válvulas de las venas, que impiden que la sangre vuelva hacia abajo, y la sangre se acumula.";
    expect(answerSlotText(note2, "¿Por qué se forman las varices?")).toBe("fallan las válvulas de las venas");
  });
});

describe("judging causes found on the hundred-and-fifth realistic bank (checked here on other texts)", () => {
  it("«A» or «O» before a name is the article of a Galician place's name, no letter", () => {
    // (Guard, passes on both: a demonym of another place is no answer.)
    const note = "Rosa Lobato fue una pintora ourensana del siglo XX. Pintó sobre todo paisajes del río Sil.";
    expect(gradeOnNote(note, "¿De dónde era Rosa Lobato?", "de O Barco", "Era de Ourense.").letter).toBe("X");
    const note2 = "Rosa Lobato fue una pintora de O Barco, en Ourense. Pintó sobre todo paisajes del río Sil.";
    expect(gradeOnNote(note2, "¿De dónde era Rosa Lobato?", "de O Barco", "Era de Barco.").letter).toBe("R");
    expect(tokenize("Nació en A Guarda.").find((t) => t.raw === "A")!.content).toBe(false);
    // (Guard, passes on both: a letter after a noun is a letter.)
    expect(tokenize("Tiene vitamina A y mucha fibra.").find((t) => t.raw === "A")!.content).toBe(true);
  });

  it("a cause given after the whole reference adds its words the note holds only through the thesaurus, two or more", () => {
    const note = "El parchís es un juego de mesa para cuatro jugadores. Se hizo popular en España en los años cincuenta, aunque su origen está en un juego publicado en la India.";
    const q = "¿Dónde se hizo popular el parchís?";
    expect(gradeOnNote(note, q, "en España", "En España, gracias a una revista que le dio su nombre.").letter).toBe("X");
    // (Guard, passes on both: the reference alone.)
    expect(gradeOnNote(note, q, "en España", "En España.").letter).toBe("R");
  });

  it("«a medida que» is a conjunction, no measure the answer adds", () => {
    const note = "El espárrago blanco se cultiva tapando los brotes con tierra para que no les dé la luz. Se recoge en primavera.";
    const q = "¿Cómo se consigue que el espárrago sea blanco?";
    expect(gradeOnNote(note, q, "tapando los brotes con tierra", "Cubriendo los brotes con tierra a medida que crecen.").letter).toBe("R");
    expect(tokenize("a medida que crece").find((t) => t.fold === "medida")!.content).toBe(false);
    // (Guard, passes on both: a measure is a word.)
    expect(tokenize("la medida que tomó el gobierno").find((t) => t.fold === "medida")!.content).toBe(true);
  });

  it("a noun in «-esis» / «-osis» and its verb in «-tizar» are one family", () => {
    const note = "Marta Ruiz fue una bioquímica gallega. Estudió la síntesis de las proteínas en la levadura.";
    expect(gradeOnNote(note, "¿Qué estudió Marta Ruiz?", "la síntesis de las proteínas", "Cómo se sintetizan las proteínas.").letter).toBe("R");
    expect(derived(tokenize("hipnosis")[0]!.stem, tokenize("hipnotiza")[0]!.stem)).toBe(true);
    // (Guard, passes on both: another noun in «-sis» is no such verb.)
    expect(derived(tokenize("crisis")[0]!.stem, tokenize("critica")[0]!.stem)).toBe(false);
  });

  it("a negative word inside a denial's scope is concord: the one denial, with the head it had", () => {
    const note = "En el uno se juega con cartas de cuatro colores. Cada jugador echa una carta que coincida en color con una de las de la mesa. Gana quien se queda sin cartas.";
    const q = "¿Qué carta puede echar un jugador?";
    const ref = "una que coincida en color con una de las de la mesa";
    expect(tokenize("no coincide con ninguno de los extremos").filter((t) => t.negationHead).map((t) => t.raw)).toEqual(["coincide"]);
    // (Guards, pass on both: the denial with its concord and the plain one are denials of the note — the second head
    // had turned the first aside only where the note says an opposite of it.)
    expect(gradeOnNote(note, q, ref, "Una que no coincida con ninguna de las de la mesa.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Una que no coincida con las de la mesa.").letter).toBe("X");
  });
});

/**
 * Word groups that say one word (lib/text/phrases.ts reads them as that word): "ganas de vomitar" = "náuseas", "prendió
 * fuego" = "incendió", "sin hilos" = "inalámbrico", "dar muerte" = "matar", "animales de compañía" = "mascotas".
 */

/** Forms of "sacar", which with "vivo" or "con vida" say "rescatar". */ const SACAR = /^sac(o|aron|a|an|ar|aba|aban|ado)$/;
/** Word groups that say one word ("ganas de vomitar" = "náuseas", "prendió fuego" = "incendió", "sin hilos" = "inalámbrico"). */
export const SAYS_ONE_WORD: readonly (readonly [readonly RegExp[], string])[] = [
  [[/^ganas$/, /^de$/, /^vomitar$/], "náuseas"], [[/^(da|dan|daba|daban|dio|dieron|dar|dando|de|den)$/, /^vueltas$/], "girar"],
  [[/^(prend|peg)(e|en|ia|ian|io|ieron|er|a|an|aba|aban|o|aron|ar)(le|les)?$/, /^fuego$/], "incendiar"],
  [[/^(mide|miden|media|median|midan|medir)$/, /^lo$/, /^mismo$/], "iguales"], [[/^lo$/, /^mismo$/], "iguales"], [[/^la$/, /^misma$/, /^(longitud|medida|altura|anchura)$/], "iguales"], [[/^todo$/, /^el$/, /^tiempo$/], "constante"], [[/^sin$/, /^parar$/], "constante"], [[/^de$/, /^(repente|sopeton)$/], "golpe"],
  [[/^(vin(o|ieron|e|iste|imos)|viene|vienen|venir|venia|venian|venga|vengan|venido)$/, /^al$/, /^mundo$/], "nacer"], [[/^(da|dan|daba|daban|dio|dieron|dar|dando|de|den|dado)$/, /^a$/, /^luz$/], "alumbrar"], [[/^sin$/, /^(hilos|cables)$/], "inalámbrico"], [[/^dedos?$/, /^gordos?$/], "pulgar"], [[/^a$/, /^pie$/], "caminar"], [[/^desde$/, /^peque(n|ñ)[oa]s?$/], "niño"],
  [[/^sin$/, /^querer(lo)?$/], "involuntario"], [[/^kilos$/, /^de$/, /^mas$/], "sobrepeso"], [[/^demasiad[oa]s?$/], "exceso"], [[/^sin$/, /^que$/, /^(lo|la|uno)$/, /^quier(a|as|an)$/], "involuntario"], [[/^sin$/, /^que$/, /^uno$/, /^(lo|la)$/, /^quiera$/], "involuntario"], [[/^llam(a|an|aba|aban|ar|o|aron|ando)$/, /^la$/, /^atencion$/], "atraer"],
  [[/^(perd|pierd)(io|ieron|er|ia|ian|e|en|ido|iendo)$/, /^a$/, /^(sus|los)$/, /^padres$/], "huérfano"], [[/^(vino|vinieron|viene|vienen|venir|venia|venian|venido)$/, /^abajo$/], "derrumbar"], [[SACAR, /^viv[oa]s?$/], "rescatar"], [[SACAR, /^con$/, /^vida$/], "rescatar"], [[/^en$/, /^contra$/], "oponer"],
  [[/^d(a|an|aba|aban|io|ieron|ar|ando|e|en|ado)(le|les)?$/, /^muerte$/], "matar"], [[/^animal(es)?$/, /^de$/, /^compania$/], "mascota"], [[/^gan(a|an|aba|aban|o|aron|ar|ando)(se)?$/, /^la$/, /^vida$/], "trabajar"],
];

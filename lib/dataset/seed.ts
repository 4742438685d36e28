import { z } from "zod";
import raw from "./seed_data.json";

const seedSchema = z.object({
  NO_APARECE: z.string(),
  notas: z.array(z.object({ id: z.number().int(), tema: z.string(), texto: z.string() })),
  banco: z.array(
    z.object({
      clave: z.string(),
      pregunta: z.string(),
      referencia: z.string(),
      id_nota: z.number().int().nullable(),
      tipo: z.enum(["con respuesta", "sin respuesta"]),
    }),
  ),
  configuraciones: z.array(z.string()),
  letras: z.record(z.string(), z.string().regex(/^[RXN]+$/)),
  confianzas: z.record(z.string(), z.array(z.number().min(0).max(1))),
});

/** The seed's fixed input data (the project's own copy of shared/data/seed_data.json). */
export const seedData = seedSchema.parse(raw);

export const SEED_BANK_NAME = "Cuaderno Vivo (semilla)";

/** The seed's bank in the shape the database stores. */
export function seedBankContent() {
  return {
    notes: seedData.notas.map((n) => ({ noteId: n.id, tema: n.tema, texto: n.texto })),
    questions: seedData.banco.map((q) => ({
      clave: q.clave,
      pregunta: q.pregunta,
      referencia: q.referencia,
      noteId: q.id_nota,
      tipo: q.tipo,
    })),
  };
}

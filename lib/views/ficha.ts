import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { type FichaFilter, getFicha, listFichasWithQuestions, promptBlock } from "@/db/queries/fichas";
import { expandPrompt } from "@/lib/prompts/storage";
import { gradeHistory } from "@/db/queries/grades";
import { verificationsOfFicha } from "@/db/queries/verifications";
import { getCondition } from "@/db/queries/matrix";
import { z } from "zod";

const retrievedSchema = z.array(z.object({ noteId: z.number(), score: z.number().nullable() }));
const plantedSchema = z.object({ behaviour: z.enum(["R", "X", "N"]), type: z.string().nullable(), preset: z.string().nullable() });

/** Everything about one ficha, with its neighbours in the list it was opened from. */
export function loadFichaView({ db, id, filter }: { db: Db; id: number; filter: FichaFilter }) {
  const row = getFicha({ db, id });
  if (!row) return null;
  const { ficha, question, run } = row;
  const condition = getCondition({ db, id: run.conditionId, bankVersionId: run.bankVersionId })!;
  const { notes } = bankContent({ db, bankVersionId: run.bankVersionId });
  const noteText = (noteId: number | null) => (noteId === null ? null : (notes.find((n) => n.noteId === noteId)?.texto ?? null));
  const retrieved = retrievedSchema.parse(JSON.parse(ficha.retrieved ?? "[]")).map((r) => ({ ...r, texto: noteText(r.noteId) }));
  const list = listFichasWithQuestions({ db, runIds: [run.id], filter }).map((r) => r.ficha.id);
  const index = list.indexOf(id);
  let parsedRaw: unknown = null;
  try {
    parsedRaw = ficha.rawOutput ? JSON.parse(ficha.rawOutput) : null;
  } catch {
    parsedRaw = null;
  }
  return {
    ficha: { ...ficha, promptUser: ficha.promptUser === null ? null : expandPrompt(ficha.promptUser, (hash) => promptBlock({ db, hash })) },
    question,
    run,
    condition,
    goldNote: noteText(question.noteId),
    citedNote: noteText(ficha.citedNoteId),
    citedExists: ficha.citedNoteId === null ? null : notes.some((n) => n.noteId === ficha.citedNoteId),
    retrieved,
    planted: ficha.planted ? plantedSchema.parse(JSON.parse(ficha.planted)) : null,
    rawPretty: parsedRaw === null ? ficha.rawOutput : JSON.stringify(parsedRaw, null, 2),
    grades: gradeHistory({ db, fichaId: id }),
    verifications: verificationsOfFicha({ db, fichaId: id }),
    prev: index > 0 ? list[index - 1]! : null,
    next: index >= 0 && index < list.length - 1 ? list[index + 1]! : null,
  };
}

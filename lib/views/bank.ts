import type { Db } from "@/db/client";
import { activeBankName, bankContent, currentBankVersion, ensureDefaults, listBankVersions, listBanks } from "@/db/queries/dataset";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import { type Rate, rate } from "@/lib/stats";

/** The bank page: versions, notes, and retrieval hit@3 per answerable question. */
export function loadBankView({ db }: { db: Db }) {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const { notes, questions } = bankContent({ db, bankVersionId: version.id });
  const retriever = new NoteRetriever(notes);
  const rows = questions.map((q) => {
    const retrieved = retriever.retrieve(q.pregunta);
    return { question: q, retrieved, hit: q.noteId === null ? null : retrieved.some((r) => r.noteId === q.noteId) };
  });
  const answerable = rows.filter((r) => r.hit !== null);
  const hits: Rate | null = answerable.length ? rate(answerable.filter((r) => r.hit).length, answerable.length) : null;
  return { name: activeBankName({ db }), banks: listBanks({ db }), version, versions: listBankVersions({ db }), notes, rows, hits };
}

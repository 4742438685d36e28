import type { Db } from "@/db/client";
import { activeBankName, bankContent, currentBankVersion, ensureDefaults, listBankVersions, listBanks } from "@/db/queries/dataset";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import { type Rate, rate } from "@/lib/stats";

/** The bank page: versions, notes, and retrieval hit@3 per answerable question. */
/** Questions and notes shown per page of the Banco page. */
export const BANK_PAGE_SIZE = 100;

type Retrieval = { question: ReturnType<typeof bankContent>["questions"][number]; retrieved: { noteId: number; score: number }[]; hit: boolean | null };
// A frozen bank version never changes: its retrieval table is computed once per process (keyed by its content hash).
const retrievalCache = new Map<string, Retrieval[]>();

/**
 * The Banco page: the active bank's versions, hit@3 over every question
 * (computed once per bank version), and one page of its questions and notes
 * (BANK_PAGE_SIZE each), so a 5,000-question bank is not one 6 MB page.
 */
export function loadBankView({ db, page = 1, notesPage = 1 }: { db: Db; page?: number; notesPage?: number }) {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const { notes, questions } = bankContent({ db, bankVersionId: version.id });
  let all = retrievalCache.get(version.contentHash);
  if (!all) {
    const retriever = new NoteRetriever(notes);
    all = questions.map((q) => {
      const retrieved = retriever.retrieve(q.pregunta);
      return { question: q, retrieved, hit: q.noteId === null ? null : retrieved.some((r) => r.noteId === q.noteId) };
    });
    if (retrievalCache.size > 20) retrievalCache.clear();
    retrievalCache.set(version.contentHash, all);
  }
  const answerable = all.filter((r) => r.hit !== null);
  const hits: Rate | null = answerable.length ? rate(answerable.filter((r) => r.hit).length, answerable.length) : null;
  const pages = Math.max(1, Math.ceil(all.length / BANK_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const notePages = Math.max(1, Math.ceil(notes.length / BANK_PAGE_SIZE));
  const currentNotes = Math.min(Math.max(1, notesPage), notePages);
  return {
    name: activeBankName({ db }),
    banks: listBanks({ db }),
    version,
    versions: listBankVersions({ db }),
    notes: notes.slice((currentNotes - 1) * BANK_PAGE_SIZE, currentNotes * BANK_PAGE_SIZE),
    noteCount: notes.length,
    notesPage: currentNotes,
    notePages,
    rows: all.slice((current - 1) * BANK_PAGE_SIZE, current * BANK_PAGE_SIZE),
    questionCount: all.length,
    page: current,
    pages,
    hits,
  };
}

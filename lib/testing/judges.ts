/**
 * Test helpers for the judges' cause tests (lib/grading/*Causes.test.ts): the offline grader on one note the answer
 * cites, and one detector feature of a (note, answer, question) triple.
 */
import { autoGrade } from "@/lib/grading/autoGrader";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";

/** The offline grader's verdict on an answer that cites note 1, the note the reference comes from. */
export const gradeOnNote = (note: string, question: string, referencia: string, answer: string) =>
  autoGrade({ answer, citedNoteId: 1, question, referencia, answerable: true, goldNote: note, notes: new Map([[1, note]]) });

/** Its letter alone. */
export const letterOnNote = (note: string, question: string, referencia: string, answer: string) => gradeOnNote(note, question, referencia, answer).letter;

/** One detector feature of an answer against a note, for a question. */
export const featureOf = (note: string, answer: string, question: string, name: (typeof FEATURE_NAMES)[number]) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf(name)];

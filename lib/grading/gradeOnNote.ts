import { autoGrade } from "./autoGrader";

/** The offline grade of an answer citing its one note, which holds the reference (the grader tests' shorthand). */
export const gradeOnNote = (note: string, question: string, referencia: string, answer: string) =>
  autoGrade({ answer, citedNoteId: 1, question, referencia, answerable: true, goldNote: note, notes: new Map([[1, note]]) });

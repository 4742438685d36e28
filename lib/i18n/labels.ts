import type { Dictionary } from "./dictionary";

/** A tutor's name in the page's language: the built-in six from the dictionary, a user's tutor by its own label. */
export function tutorLabel(d: Dictionary, t: { id: string; label: string }): string {
  return d.matrix.tutorNames[t.id as keyof Dictionary["matrix"]["tutorNames"]] ?? t.label;
}

/** A condition in words of the page's language: "Claude Haiku 5.5 · sin notas · debe responder" (never its id). */
export function conditionName(d: Dictionary, c: { tutorId: string; grounding: string; policy: string }): string {
  const tutor = d.matrix.tutorNames[c.tutorId as keyof Dictionary["matrix"]["tutorNames"]] ?? c.tutorId;
  const grounding = d.matrix.groundings[c.grounding as keyof Dictionary["matrix"]["groundings"]] ?? c.grounding;
  const policy = d.matrix.policies[c.policy as keyof Dictionary["matrix"]["policies"]] ?? c.policy;
  return `${tutor} · ${grounding} · ${policy}`;
}

/** A grade source in the page's language ("verdad plantada" → "planted truth"). */
export function gradeSourceName(d: Dictionary, source: string | null): string {
  if (source === null) return "—";
  return d.grading.sources[source as keyof Dictionary["grading"]["sources"]] ?? source;
}

/** A ficha's category or a question's type in the page's language (stored in Spanish, the seed's words). */
export function categoryName(d: Dictionary, category: string | null): string {
  if (category === null) return d.grading.categories["sin calificar"];
  return d.grading.categories[category as keyof Dictionary["grading"]["categories"]] ?? d.grading.questionTypes[category as keyof Dictionary["grading"]["questionTypes"]] ?? category;
}

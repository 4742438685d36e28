import type { Db } from "@/db/client";
import { bankContent, currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { type MatrixCell, matrixCells } from "@/db/queries/matrix";
import { DEFAULT_TUTORS, GROUNDINGS, type Mode, POLICIES, type TutorId } from "@/lib/conditions/axes";
import { tutorAvailability } from "@/lib/tutors/registry";
import type { Availability } from "@/lib/tutors/types";

export interface MatrixView {
  readonly mode: Mode;
  readonly bank: {
    readonly versionId: number;
    readonly version: number;
    readonly hash: string;
    readonly frozen: boolean;
    readonly questions: number;
    readonly answerable: number;
    readonly unanswerable: number;
  };
  readonly columns: readonly { grounding: (typeof GROUNDINGS)[number]; policy: (typeof POLICIES)[number] }[];
  readonly rows: readonly {
    readonly tutorId: TutorId;
    readonly label: string;
    readonly availability: Availability;
    readonly cells: readonly MatrixCell[];
  }[];
  /** True while any run is queued or running: the page refreshes itself. */
  readonly active: boolean;
}

/** Everything the Matriz page shows, loaded in a few aggregated queries. */
export function loadMatrixView({ db, mode }: { db: Db; mode: Mode }): MatrixView {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const { questions } = bankContent({ db, bankVersionId: version.id });
  const cells = matrixCells({ db, bankVersionId: version.id, mode });
  const byTutor = new Map<string, MatrixCell[]>();
  for (const c of cells) byTutor.set(c.condition.tutorId, [...(byTutor.get(c.condition.tutorId) ?? []), c]);
  const answerable = questions.filter((q) => q.tipo === "con respuesta").length;
  return {
    mode,
    bank: {
      versionId: version.id,
      version: version.version,
      hash: version.contentHash,
      frozen: version.frozenAt !== null,
      questions: questions.length,
      answerable,
      unanswerable: questions.length - answerable,
    },
    columns: GROUNDINGS.flatMap((grounding) => POLICIES.map((policy) => ({ grounding, policy }))),
    rows: DEFAULT_TUTORS.map((t) => ({
      tutorId: t.id,
      label: t.label,
      availability: tutorAvailability(t.id, mode, t.modelId),
      cells: byTutor.get(t.id) ?? [],
    })),
    active: cells.some((c) => c.run?.status === "queued" || c.run?.status === "running"),
  };
}

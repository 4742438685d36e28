import Link from "next/link";
import { categoryName } from "@/lib/i18n/labels";
import type { Ficha, Question } from "@/db/schema";
import type { Dictionary } from "@/lib/i18n";
import { formatFixed } from "@/lib/stats/format";

const CATEGORY_COLOR: Record<string, string> = { correcta: "#1a8f63", incorrecta: "#c2531f", "abstención": "#52514e" };

/** A list of fichas with their question and outcome; each row opens the ficha. */
export function FichaTable({
  rows,
  d,
  query,
  runLabels,
}: {
  rows: readonly { ficha: Ficha; question: Question }[];
  d: Dictionary;
  query: string;
  /** Lists across runs: a column naming each ficha's condition and run (linking to it). */
  runLabels?: ReadonlyMap<number, { conditionId: string; label: string }>;
}) {
  return (
    <table className="w-full border-collapse text-xs" data-testid="ficha-table">
      <thead>
        <tr className="bg-[#f1f0eb] text-left">
          <th className="border border-[#e5e4df] p-1">#</th>
          {runLabels ? <th className="border border-[#e5e4df] p-1">{d.condition.run}</th> : null}
          <th className="border border-[#e5e4df] p-1">{d.condition.question}</th>
          <th className="border border-[#e5e4df] p-1">{d.condition.answer}</th>
          <th className="border border-[#e5e4df] p-1">{d.condition.cited}</th>
          <th className="border border-[#e5e4df] p-1">{d.condition.confidence}</th>
          <th className="border border-[#e5e4df] p-1">{d.condition.letter}</th>
          <th className="border border-[#e5e4df] p-1">{d.condition.category}</th>
          <th className="border border-[#e5e4df] p-1">{d.condition.verdict}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ ficha, question }) => (
          <tr key={ficha.id} className="bg-white align-top" data-testid="ficha-row">
            <td className="border border-[#e5e4df] p-1">
              <Link href={`/ficha/${ficha.id}${query}`} className="text-[#2a78d6] hover:underline">
                {question.clave}
              </Link>
            </td>
            {runLabels ? (
              <td className="border border-[#e5e4df] p-1" data-testid="ficha-run">
                <Link
                  href={`/condicion/${encodeURIComponent(runLabels.get(ficha.runId)?.conditionId ?? "")}?mode=${ficha.simulated ? "simulated" : "real"}&run=${ficha.runId}`}
                  className="text-[#2a78d6] hover:underline"
                >
                  {runLabels.get(ficha.runId)?.label ?? `#${ficha.runId}`}
                </Link>
              </td>
            ) : null}
            <td className="border border-[#e5e4df] p-1">
              {question.pregunta}
              <span className="ml-1 text-[10px] text-[#8a8984]">({categoryName(d, question.tipo)})</span>
            </td>
            <td className="border border-[#e5e4df] p-1">
              {ficha.answerText ?? <i className="text-[#b0401a]">{ficha.outputError ?? "—"}</i>}
              {ficha.simulated ? <span className="ml-1 rounded bg-[#fbe3d6] px-1 text-[9px] text-[#b0401a]">{d.matrix.simulatedMark}</span> : null}
            </td>
            <td className="border border-[#e5e4df] p-1">{ficha.citedNoteId ?? "—"}</td>
            <td className="border border-[#e5e4df] p-1">{ficha.confidence === null ? "—" : formatFixed(ficha.confidence)}</td>
            <td className="border border-[#e5e4df] p-1 font-mono">{ficha.letter ?? "—"}</td>
            <td className="border border-[#e5e4df] p-1" style={{ color: CATEGORY_COLOR[ficha.category ?? ""] }}>
              {categoryName(d, ficha.category)}
            </td>
            <td className="border border-[#e5e4df] p-1">
              {ficha.verdict ?? ""}
              {ficha.withheld ? <b className="ml-1 text-[#b0401a]">({d.condition.withheld})</b> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

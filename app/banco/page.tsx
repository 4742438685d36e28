import Link from "next/link";
import { LongText } from "@/components/LongText";
import { getDb } from "@/db/client";
import { requestDictionary } from "@/lib/i18n/server";
import { formatCount, formatFixed, formatInterval } from "@/lib/stats/format";
import { loadBankView } from "@/lib/views/bank";
import { setActiveBankAction } from "@/app/actions";
import { ImportForm } from "@/components/bank/ImportForm";

export const dynamic = "force-dynamic";

export default async function BankPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const d = await requestDictionary();
  const sp = await searchParams;
  const num = (x: string | string[] | undefined) => Math.max(1, Number(Array.isArray(x) ? x[0] : x) || 1);
  const v = loadBankView({ db: getDb(), page: num(sp.p), notesPage: num(sp.np) });
  const pager = (key: "p" | "np", current: number, total: number, testId: string) =>
    total > 1 ? (
      <nav className="my-1 flex items-center gap-2 text-xs" data-testid={testId}>
        {current > 1 ? <Link href={`/banco?${key}=${current - 1}${key === "p" ? `&np=${v.notesPage}` : `&p=${v.page}`}`} className="text-[#2a78d6] hover:underline">{d.ficha.prev}</Link> : null}
        <span>
          {d.condition.page} {current} / {total}
        </span>
        {current < total ? <Link href={`/banco?${key}=${current + 1}${key === "p" ? `&np=${v.notesPage}` : `&p=${v.page}`}`} className="text-[#2a78d6] hover:underline">{d.ficha.next}</Link> : null}
      </nav>
    ) : null;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{d.bank.title}: <span data-testid="active-bank">{v.name}</span></h1>
      <form action={setActiveBankAction} className="flex items-center gap-2 text-xs">
        {d.bank.active}:
        <select name="name" defaultValue={v.name} className="rounded border border-[#c3c2b7] p-0.5" data-testid="bank-select">
          {v.banks.map((b) => <option key={b.id} value={b.name}>{b.name}</option>)}
        </select>
        <button className="rounded bg-[#2a78d6] px-2 py-0.5 text-white">{d.bank.use}</button>
        <span className="ml-4">{d.bank.export}:</span>
        {(["notas", "banco"] as const).flatMap((part) => (["csv", "json"] as const).map((f) => (
          <a key={`${part}-${f}`} href={`/api/export/banco?part=${part}&format=${f}`} className="text-[#2a78d6] hover:underline" data-testid={`export-${part}-${f}`}>{part}.{f}</a>
        )))}
      </form>
      <section>
        <h2 className="text-lg font-semibold">{d.bank.importTitle}</h2>
        <ImportForm labels={d.bank} defaultName={d.bank.defaultName} />
      </section>
      <section>
        <h2 className="text-lg font-semibold">{d.bank.versions}</h2>
        <ul className="text-sm" data-testid="bank-versions">
          {v.versions.map((x) => (
            <li key={x.id}>
              {d.matrix.version} {x.version} · <code>{x.contentHash}</code> · {x.frozenAt ? `${d.matrix.frozen} ${new Date(x.frozenAt).toISOString()}` : d.matrix.notFrozen}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="text-lg font-semibold">
          {d.bank.questions} · {d.bank.hit}{" "}
          {v.hits ? (
            <span data-testid="hit-rate">
              {formatCount(v.hits.k, v.hits.n)} = {formatFixed(v.hits.p)} {formatInterval(v.hits.low, v.hits.high)}
            </span>
          ) : null}
        </h2>
        <p className="mb-1 text-xs text-[#52514e]">{d.bank.hitText}</p>
        {pager("p", v.page, v.pages, "bank-questions-pager")}
        <table className="w-full border-collapse text-xs" data-testid="bank-questions">
          <thead>
            <tr className="bg-[#f1f0eb] text-left">
              {["clave", d.condition.question, d.ficha.reference, d.ficha.goldNote, d.bank.retrievedNotes, d.bank.hit].map((h) => (
                <th key={h} className="border border-[#e5e4df] p-1">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {v.rows.map(({ question: q, retrieved, hit }) => (
              <tr key={q.id} className="bg-white">
                <td className="border border-[#e5e4df] p-1">{q.clave}</td>
                <td className="border border-[#e5e4df] p-1">{q.pregunta}</td>
                <td className="border border-[#e5e4df] p-1">{q.referencia}</td>
                <td className="border border-[#e5e4df] p-1">{q.noteId ?? "—"}</td>
                <td className="border border-[#e5e4df] p-1">{retrieved.map((r) => `${r.noteId} (${formatFixed(r.score, 3)})`).join(", ") || "—"}</td>
                <td className="border border-[#e5e4df] p-1" data-testid={`hit-${q.clave}`}>{hit === null ? "—" : hit ? "✓" : "✗"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h2 className="text-lg font-semibold">{d.bank.notes} ({v.noteCount})</h2>
        {pager("np", v.notesPage, v.notePages, "bank-notes-pager")}
        <table className="w-full border-collapse text-xs">
          <tbody>
            {v.notes.map((n) => (
              <tr key={n.id} className="bg-white">
                <td className="border border-[#e5e4df] p-1">{n.noteId}</td>
                <td className="border border-[#e5e4df] p-1">{n.tema}</td>
                <td className="border border-[#e5e4df] p-1"><LongText text={n.texto} more={d.ficha.moreChars} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

import Link from "next/link";
import { LongText } from "@/components/LongText";
import { SEED_PRESETS } from "@/lib/simulation/presets";
import { categoryName, gradeSourceName } from "@/lib/i18n/labels";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { z } from "zod";
import { getDb } from "@/db/client";
import { requestDictionary } from "@/lib/i18n/server";
import { formatFixed } from "@/lib/stats/format";
import { loadFichaView } from "@/lib/views/ficha";

export const dynamic = "force-dynamic";

const params = z.object({
  category: z.enum(["correcta", "incorrecta", "abstención", "sin calificar"]).optional().catch(undefined),
  tipo: z.enum(["con respuesta", "sin respuesta"]).optional().catch(undefined),
  mode: z.string().optional(),
  run: z.string().optional(),
});

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded border border-[#e5e4df] bg-white p-2" data-testid={testId}>
      <div className="mb-0.5 text-[11px] font-semibold uppercase tracking-wide text-[#8a8984]">{label}</div>
      <div className="text-sm">{children}</div>
    </div>
  );
}

export default async function FichaPage({ params: route, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[]>> }) {
  const id = Number((await route).id);
  const sp = params.parse(await searchParams);
  const d = await requestDictionary();
  if (!Number.isInteger(id)) notFound();
  const v = loadFichaView({ db: getDb(), id, filter: { category: sp.category, tipo: sp.tipo } });
  if (!v) notFound();
  const { ficha, question } = v;
  const qs = new URLSearchParams(Object.entries(sp).filter(([, x]) => x) as [string, string][]).toString();
  const suffix = qs ? `?${qs}` : "";
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-4 text-xs">
        <Link href={`/condicion/${encodeURIComponent(v.condition.id)}?mode=${v.run.mode}&run=${v.run.id}`} className="text-[#2a78d6] hover:underline">
          ← {v.condition.seedName ?? v.condition.id} · {d.condition.run} #{v.run.id}
        </Link>
        {v.prev ? <Link data-testid="prev" href={`/ficha/${v.prev}${suffix}`} className="text-[#2a78d6] hover:underline">{d.ficha.prev}</Link> : null}
        {v.next ? <Link data-testid="next" href={`/ficha/${v.next}${suffix}`} className="text-[#2a78d6] hover:underline">{d.ficha.next}</Link> : null}
      </div>
      <h1 className="text-2xl font-semibold" data-testid="ficha-title">
        {d.ficha.title} {question.clave}: {question.pregunta}
        {ficha.simulated ? <span className="ml-2 rounded bg-[#fbe3d6] px-1.5 text-sm text-[#b0401a]">{d.matrix.simulatedMark}</span> : null}
      </h1>
      <div className="grid gap-3 md:grid-cols-2">
        <Field label={d.ficha.reference}>{question.referencia} <span className="text-xs text-[#8a8984]">({categoryName(d, question.tipo)})</span></Field>
        <Field label={d.ficha.goldNote}>{question.noteId === null ? d.ficha.none : <>#{question.noteId}: <LongText text={v.goldNote ?? ""} more={d.ficha.moreChars} /></>}</Field>
        <Field label={d.ficha.parsed} testId="parsed-answer">
          {ficha.answerText === null ? (
            <span className="text-[#b0401a]">{d.ficha.outputError}: {ficha.outputError ?? ficha.stopReason}</span>
          ) : (
            <>
              <div className="font-medium">{ficha.answerText}</div>
              <div className="text-xs text-[#52514e]">
                {d.condition.cited}: {ficha.citedNoteId ?? d.ficha.none}
                {v.citedExists === false ? ` (${d.ficha.missingNote})` : ""} · {d.condition.confidence}: {ficha.confidence === null ? "—" : formatFixed(ficha.confidence)}
              </div>
              {v.citedNote ? (
                <blockquote className="mt-1 border-l-2 border-[#c3c2b7] pl-2 text-xs text-[#52514e]" data-testid="cited-note">
                  {(() => {
                    const fragment = v.verifications.find((x) => x.fragment && v.citedNote!.includes(x.fragment))?.fragment;
                    if (!fragment) return <LongText text={v.citedNote!} more={d.ficha.moreChars} />;
                    const i = v.citedNote!.indexOf(fragment);
                    return (
                      <>
                        {v.citedNote!.slice(0, i)}
                        <mark className="bg-[#d9f2e6]" data-testid="fragment">{fragment}</mark>
                        {v.citedNote!.slice(i + fragment.length)}
                      </>
                    );
                  })()}
                </blockquote>
              ) : null}
            </>
          )}
        </Field>
        <Field label={d.ficha.grade} testId="grade">
          {ficha.letter ?? "—"} → <b>{categoryName(d, ficha.category)}</b>{" "}
          <span className="text-xs text-[#8a8984]">({d.ficha.gradeSource}: {gradeSourceName(d, ficha.gradeSource)})</span>
          <ul className="mt-1 text-xs text-[#52514e]" data-testid="grade-history">
            {v.grades.map((g) => (
              <li key={g.id} className={g.undone ? "line-through" : undefined}>
                {new Date(g.createdAt).toISOString().replace("T", " ").slice(0, 19)} · {gradeSourceName(d, g.source)} ({g.source === "verdad plantada" ? d.ficha.simulator : g.grader}): <b>{g.letter}</b>
                {g.reason ? ` — ${g.source === "verdad plantada" ? (d.ficha.types[g.reason as keyof typeof d.ficha.types] ?? g.reason) : g.reason}` : ""}
              </li>
            ))}
          </ul>
          {ficha.verdict ? (
            <div className="text-xs">
              {d.condition.verdict}: {ficha.verdict}
              {ficha.withheld ? <b className="ml-1 text-[#b0401a]">({d.condition.withheld})</b> : null}
            </div>
          ) : null}
        </Field>
        {v.verifications.length ? (
          <Field label={d.nav.verifier} testId="verifications">
            <ul className="text-xs">
              {v.verifications.map((x) => (
                <li key={x.id}>
                  {x.judge}{x.claimMode ? " (afirmaciones)" : ""}: capa 1 {x.layer1} · capa 2 {x.layer2 ?? "—"} · <b>{x.final}</b>
                  {x.motivo ? ` — ${x.motivo}` : ""}
                </li>
              ))}
            </ul>
          </Field>
        ) : null}
        {v.planted ? (
          <Field label={d.ficha.planted} testId="planted">
            {d.ficha.behaviour}: <b>{v.planted.behaviour}</b> · {d.ficha.type}: {v.planted.type ? (d.ficha.types[v.planted.type as keyof typeof d.ficha.types] ?? v.planted.type) : "—"}
            {v.planted.preset ? ` · ${d.ficha.replays} ${SEED_PRESETS[v.planted.preset as keyof typeof SEED_PRESETS] ?? v.planted.preset}` : ""}
          </Field>
        ) : null}
        <Field label={d.ficha.cost}>
          {ficha.costUsd === null ? "—" : `${ficha.costUsd.toFixed(6)} USD`} · tokens {ficha.tokensIn ?? "—"} / {ficha.tokensOut ?? "—"} · {ficha.latencyMs ?? "—"} ms
          {ficha.batchId ? (
            <div className="text-xs text-[#52514e]" data-testid="ficha-batch">
              {d.batch.fromBatch.replace("{id}", ficha.batchId)}
            </div>
          ) : null}
        </Field>
      </div>
      <Field label={d.ficha.retrieved}>
        {v.retrieved.length === 0 ? d.ficha.none : (
          <ul className="space-y-0.5 text-xs">
            {v.retrieved.map((r) => (
              <li key={r.noteId}>
                <b>#{r.noteId}</b> {r.score === null ? "" : `(${formatFixed(r.score, 3)})`} <LongText text={r.texto ?? ""} more={d.ficha.moreChars} />
              </li>
            ))}
          </ul>
        )}
      </Field>
      <Field label={d.ficha.prompt} testId="prompt">
        <div className="text-xs font-semibold">{d.ficha.system}</div>
        <pre className="whitespace-pre-wrap break-words rounded bg-[#f7f6f2] p-2 text-xs">{ficha.promptSystem}</pre>
        <div className="mt-1 text-xs font-semibold">{d.ficha.user}</div>
        <pre className="whitespace-pre-wrap break-words rounded bg-[#f7f6f2] p-2 text-xs">{ficha.promptUser}</pre>
      </Field>
      <Field label={d.ficha.raw} testId="raw-output">
        <pre className="whitespace-pre-wrap break-words rounded bg-[#f7f6f2] p-2 text-xs">{v.rawPretty ?? "—"}</pre>
        {ficha.stopReason && ficha.stopReason !== "end_turn" ? (
          <div className="text-xs text-[#8a8984]">
            {d.ficha.stopReason}: {d.ficha.stopReasons[ficha.stopReason as keyof typeof d.ficha.stopReasons] ?? ficha.stopReason}
          </div>
        ) : null}
      </Field>
    </div>
  );
}

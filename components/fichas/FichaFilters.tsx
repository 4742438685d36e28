import Link from "next/link";
import type { Dictionary } from "@/lib/i18n";

type Filter = { category?: string; tipo?: string; source?: string };

/** Category / question type / grade source filters as links (the server filters and pages in SQL). */
export function FichaFilters({ d, current, href }: { d: Dictionary; current: Filter; href: (extra: Record<string, string>) => string }) {
  const names: Record<string, string> = { ...d.grading.categories, ...d.grading.questionTypes, ...d.grading.sources };
  const group = (label: string, key: keyof Filter, values: readonly string[], first = false) => (
    <>
      <span className={first ? "" : "ml-4"}>{label}:</span>
      {[undefined, ...values].map((v) => (
        <Link key={v ?? "all"} href={href({ [key]: v ?? "", page: "" })} className={current[key] === v ? "font-bold" : "text-[#2a78d6] hover:underline"}>
          {v === undefined ? d.condition.all : (names[v] ?? v)}
        </Link>
      ))}
    </>
  );
  return (
    <div className="mb-2 flex flex-wrap gap-3 text-xs" data-testid="ficha-filters">
      {group(d.condition.filterCategory, "category", ["correcta", "incorrecta", "abstención", "sin calificar"], true)}
      {group(d.condition.filterType, "tipo", ["con respuesta", "sin respuesta"])}
      {group(d.condition.filterSource, "source", ["persona", "verdad plantada", "automática"])}
    </div>
  );
}

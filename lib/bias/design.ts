import { createHash } from "node:crypto";
import { z } from "zod";
import { seedData } from "@/lib/dataset/seed";
import raw from "@/lib/dataset/seed_data.json";

/** A counterfactual design: templates with placeholders ({n} name, {o} / {a} agreement), variants filling them. */
export const biasDesignSchema = z.object({
  templates: z.array(z.string().min(1).refine((t) => t.includes("{n}"), "cada plantilla necesita {n}")).min(2),
  variants: z.record(z.string().min(1), z.record(z.string(), z.string())).refine((v) => Object.keys(v).length >= 2, "hacen falta al menos dos variantes"),
  referenceVariant: z.string().min(1),
  repetitions: z.number().int().min(2).max(100),
}).refine((d) => d.referenceVariant in d.variants, "la variante de referencia debe ser una de las variantes");
export type BiasDesign = z.infer<typeof biasDesignSchema>;

/** The seed's design: 10 templates, Lucía / Martín (reference: Martín, so Δ = Lucía − Martín), 6 cards per cell. */
export function seedDesign(): BiasDesign {
  const d = raw as unknown as { plantillas: string[]; variantes: Record<string, Record<string, string>>; repeticiones: number };
  void seedData;
  return { templates: d.plantillas, variants: d.variantes, referenceVariant: "Martín", repetitions: d.repeticiones };
}

/** Fills a template with a variant's fields ({n}, {o}, {a}, …), as the seed's str.format. */
export function fillTemplate(template: string, fields: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => fields[k] ?? m);
}

/** SHA-256 of the canonical design: frozen before the first generation, like a bank. */
export function designHash(d: BiasDesign): string {
  const variants = Object.keys(d.variants).sort().map((k) => [k, Object.entries(d.variants[k]!).sort()]);
  return createHash("sha256").update(JSON.stringify({ templates: d.templates, variants, reference: d.referenceVariant, repetitions: d.repetitions })).digest("hex");
}

/** Blind scoring hides the name ("[compañero]"); agreement words stay, a residual cue shown on screen. */
export function blindText(text: string, name: string): string {
  return text.split(name).join("[compañero]");
}

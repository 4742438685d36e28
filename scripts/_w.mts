import { realisticSet } from "@/lib/grading/realistic/load";
import { isHeldOut, labelledPairs, realisticPairs } from "@/lib/verifier/trainingData";
import { FEATURE_NAMES } from "@/lib/verifier/features";
const syn = (await labelledPairs({ questions: 3000, seed: 7 })).filter((p) => !isHeldOut(p.noteId));
const items = realisticSet();
const r = [...realisticPairs(items, "dev"), ...realisticPairs(items, "fresh"), ...realisticPairs(items, "fresh3"), ...realisticPairs(items, "fresh2")];
for (const n of ["nombre_o_numero_ausente", "contradiccion", "orden_distinto", "lista_parcial", "polaridad_contraria", "numero_distinto", "sin_contenido"]) {
  const f = FEATURE_NAMES.indexOf(n as any);
  const cnt = (ps: typeof r) => `${ps.filter((p) => p.features[f]! > 0.5 && p.supported === 1).length} supported of ${ps.filter((p) => p.features[f]! > 0.5).length}`;
  console.log(n, "synthetic", cnt(syn), "· realistic", cnt(r));
  for (const p of r.filter((p) => p.features[f]! > 0.5 && p.supported === 1)) console.log("   ", p.answer);
}

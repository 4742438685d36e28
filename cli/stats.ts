import readline from "node:readline";
import { z } from "zod";
import {
  holmAdjust,
  permutationTest,
  precisionCoverage,
  reliabilityBins,
  signFlipTest,
  thresholdGrid,
  waldInterval,
  wilsonInterval,
  wilsonSampleSize,
  ppiMean,
} from "@/lib/stats";

const num = z.number();
const request = z.discriminatedUnion("fn", [
  z.object({ fn: z.literal("wilson"), k: num, n: num, z: num.optional() }),
  z.object({ fn: z.literal("wald"), k: num, n: num, z: num.optional() }),
  z.object({ fn: z.literal("reliability"), confidence: z.array(num), correct: z.array(num), bins: num.optional() }),
  z.object({ fn: z.literal("precisionCoverage"), confidence: z.array(num), correct: z.array(num), step: num.optional() }),
  z.object({ fn: z.literal("holm"), p: z.array(num) }),
  z.object({ fn: z.literal("permutationTest"), a: z.array(num), b: z.array(num), resamples: num.optional(), seed: num.optional() }),
  z.object({ fn: z.literal("signFlipTest"), d: z.array(num), resamples: num.optional(), seed: num.optional() }),
  z.object({ fn: z.literal("sampleSize"), p: num, halfWidth: num, z: num.optional() }),
  z.object({ fn: z.literal("ppi"), human: z.array(num), autoOnHuman: z.array(num), autoOnRest: z.array(num), alpha: num.optional(), lambda: num.optional() }),
]);

/** Answers one JSON request (see the README's CLI section). */
export function answerStatsRequest(line: string): unknown {
  const r = request.parse(JSON.parse(line));
  switch (r.fn) {
    case "wilson":
      return wilsonInterval(r.k, r.n, r.z);
    case "wald":
      return waldInterval(r.k, r.n, r.z);
    case "reliability": {
      const rel = reliabilityBins(r.confidence, r.correct, r.bins ?? 5);
      return {
        bins: rel.bins.map((b) => ({ bin: b.bin, n: b.n, meanConfidence: b.meanConfidence, accuracy: b.accuracy })),
        ece: rel.ece,
      };
    }
    case "precisionCoverage":
      return {
        points: precisionCoverage(r.confidence, r.correct, thresholdGrid(r.step ?? 0.05)).map((p) => ({
          threshold: p.threshold,
          coverage: p.coverage,
          precision: p.precision,
        })),
      };
    case "holm":
      return { adjusted: holmAdjust(r.p) };
    case "permutationTest": {
      const t = permutationTest(r.a, r.b, { resamples: r.resamples, seed: r.seed });
      return { p: t.p, exact: t.exact };
    }
    case "signFlipTest": {
      const t = signFlipTest(r.d, { resamples: r.resamples, seed: r.seed });
      return { p: t.p, exact: t.exact };
    }
    case "ppi": {
      const e = ppiMean(r);
      return { estimate: e.estimate, low: e.low, high: e.high, lambda: e.lambda };
    }
    case "sampleSize":
      return { n: wilsonSampleSize(r.p, r.halfWidth, r.z).n };
  }
}

function describe(e: unknown): string {
  if (e instanceof z.ZodError) return e.issues.map((i) => `${i.path.join(".") || "request"}: ${i.message}`).join("; ");
  return (e as Error).message;
}

/** Reads JSON lines on stdin, writes one JSON line each, in order; returns the exit code. */
export async function statsCommand(): Promise<number> {
  let failed = false;
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === "") continue;
    let out: unknown;
    try {
      out = answerStatsRequest(line);
    } catch (e) {
      failed = true;
      out = { error: describe(e) };
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  return failed ? 2 : 0;
}

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = "/usr/share/mythes/th_es_ES_v2.dat";

/**
 * The committed synonym table is keyed by the stemmer's stems: rebuilt from Debian's mythes-es with the stemmer as it
 * is now, it must come out the same — a stemmer change that is not followed by a rebuild leaves stems in the table that
 * no word stems to any more.
 */
describe("the thesaurus matches the stemmer", () => {
  it("scripts/build-thesaurus.mts reproduces lib/text/lexicon/thesaurus-es.txt", () => {
    expect(fs.existsSync(SOURCE), `${SOURCE} is missing: apt-get install mythes-es (.ci/run installs it)`).toBe(true);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "veraz-thesaurus-")), "thesaurus-es.txt");
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build-thesaurus.mts", SOURCE, out], { cwd: process.cwd(), stdio: "pipe" });
    const [built, committed] = [fs.readFileSync(out, "utf8"), fs.readFileSync("lib/text/lexicon/thesaurus-es.txt", "utf8")];
    const differing = committed.split("\n").filter((line, i) => line !== built.split("\n")[i]);
    expect(differing.slice(0, 5), "rebuild with: npx tsx scripts/build-thesaurus.mts").toEqual([]);
    expect(built).toBe(committed);
  }, 60_000);
});

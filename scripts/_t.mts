import { tokenize } from "@/lib/text/analyze";
for (const s of process.argv.slice(2)) console.log(tokenize(s).map((t) => `${t.raw}${t.negated ? "¬" : ""}${t.negationHead ? "^" : ""}/${t.stem}${t.content ? "" : "·"}`).join(" "));

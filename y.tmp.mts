import { stemWord } from "@/lib/text/stem";
console.log(process.argv.slice(2).map((w) => `${w}→${stemWord(w)}`).join("  "));

/** The seed's palette (UI.md). Charts and cells take colours only from here. */
export const PALETTE = {
  haikuFree: "#eb6834",
  haikuRag: "#2a78d6",
  sonnetRag: "#1baf7a",
  ink: "#52514e",
  interval: "#c3c2b7",
  grid: "#e5e4df",
  /** Further colours for other conditions, distinguishable for colour-blind readers (Okabe–Ito). */
  extra: ["#cc79a7", "#e69f00", "#56b4e9", "#009e73", "#d55e00", "#0072b2", "#999999"],
} as const;

const SEED_COLORS: Record<string, string> = {
  "Haiku 5.5 sin RAG": PALETTE.haikuFree,
  "Haiku 5.5 con RAG": PALETTE.haikuRag,
  "Sonnet 5.5 con RAG": PALETTE.sonnetRag,
};

export function seedColor(seedName: string | null | undefined): string | null {
  return seedName ? (SEED_COLORS[seedName] ?? null) : null;
}

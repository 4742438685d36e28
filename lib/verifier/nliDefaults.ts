/** The default hub NLI model (27 languages, Spanish included), used when present in the local models folder. */
export const DEFAULT_NLI_MODEL = "Xenova/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7";

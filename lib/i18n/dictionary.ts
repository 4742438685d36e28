import type { es } from "./es";

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The UI strings' shape: the Spanish dictionary's keys, every value a string. Both languages must fill it whole. */
export type Dictionary = Widen<typeof es>;

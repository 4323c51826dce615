/** The same keys as the Spanish source, every leaf a string: English must match Spanish's shape. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

/**
 * The shape of an English namespace with every text widened to string: a Hindi namespace typed
 * with it fails to compile when it misses a key of its English twin or adds one.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

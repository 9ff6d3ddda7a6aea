/** PGlite and node-postgres both answer db.execute with `{ rows }`; this reads them with a type. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

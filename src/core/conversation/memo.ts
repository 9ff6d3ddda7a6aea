/**
 * A remembered pure function of a string, bounded: it forgets everything once it holds `max`
 * entries, so a long-running server keeps only recent lines and names.
 */
export interface Memo<V> {
  (key: string): V;
  clear(): void;
}

export function boundedMemo<V>(compute: (key: string) => V, max: number): Memo<V> {
  const seen = new Map<string, V>();
  const memo = ((key: string): V => {
    if (seen.has(key)) return seen.get(key) as V;
    const value = compute(key);
    if (seen.size >= max) seen.clear();
    seen.set(key, value);
    return value;
  }) as Memo<V>;
  memo.clear = () => seen.clear();
  return memo;
}

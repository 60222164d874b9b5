/** A small least-recently-used cache bounded by entry count and total size. */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  #size = 0;

  constructor(options: { maxEntries: number; maxSize?: number }) {
    this.#maxEntries = options.maxEntries;
    this.#maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size = 0): void {
    const existing = this.#entries.get(key);
    if (existing) {
      this.#size -= existing.size;
      this.#entries.delete(key);
    }
    if (size > this.#maxSize) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#size <= this.#maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  get count(): number {
    return this.#entries.size;
  }

  get size(): number {
    return this.#size;
  }
}

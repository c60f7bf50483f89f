// A map that forgets the least recently used entries past a count and a total size, for caches
// that must stay bounded whatever the traffic (a flood of distinct searches, say).

export interface BoundedLruOptions<V> {
  maxEntries: number;
  maxBytes: number;
  /** An entry's size in bytes, roughly: what it holds in memory. */
  sizeOf: (value: V) => number;
}

export class BoundedLru<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  readonly #options: BoundedLruOptions<V>;
  #bytes = 0;

  constructor(options: BoundedLruOptions<V>) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used goes last; the first is the first to go.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone is larger than the whole cache may be. */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.#options.sizeOf(value);
    if (bytes > this.#options.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      this.delete(this.#entries.keys().next().value!);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

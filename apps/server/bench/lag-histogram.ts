/** Delivery lags in 0.1 ms buckets up to 60 s: a million samples cost no more than a few. */
export class LagHistogram {
  private readonly buckets = new Uint32Array(600_000);
  count = 0;

  add(ms: number): void {
    const index = Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)));
    this.buckets[index] = (this.buckets[index] ?? 0) + 1;
    this.count += 1;
  }

  /** The non-empty buckets as [index, count] pairs: small enough to cross IPC. */
  toPairs(): [number, number][] {
    const pairs: [number, number][] = [];
    for (let i = 0; i < this.buckets.length; i += 1) {
      const n = this.buckets[i] ?? 0;
      if (n > 0) pairs.push([i, n]);
    }
    return pairs;
  }

  /** Adds another process's samples (from `toPairs`). */
  merge(pairs: readonly (readonly [number, number])[]): void {
    for (const [index, n] of pairs) {
      this.buckets[index] = (this.buckets[index] ?? 0) + n;
      this.count += n;
    }
  }

  /** The lag below which `fraction` of the samples fall, in ms. */
  quantile(fraction: number): number {
    if (this.count === 0) return Number.NaN;
    const target = Math.ceil(this.count * fraction);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i += 1) {
      seen += this.buckets[i] ?? 0;
      if (seen >= target) return i / 10;
    }
    return (this.buckets.length - 1) / 10;
  }
}

/** The middle of the benches' runs (the upper middle of an even count: a value a run really gave). */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

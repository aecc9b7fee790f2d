/** Small helpers over a source of uniform numbers in [0, 1), so that demo data can be varied. */
export class Random {
  constructor(private readonly next: () => number = Math.random) {}

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max) rounded to `step`. */
  number(min: number, max: number, step: number): number {
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    return Number((Math.round((min + this.next() * (max - min)) / step) * step).toFixed(decimals));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `[value, weight]` pairs; a value is picked with probability weight / total. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [value, weight] of entries) {
      point -= weight;
      if (point < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Up to `max` distinct items, in list order. */
  subset<T>(items: readonly T[], max: number): T[] {
    const count = this.int(1, Math.min(max, items.length));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  }

  /** A moment in [from, to]. */
  date(from: Date, to: Date): Date {
    return new Date(from.getTime() + this.next() * (to.getTime() - from.getTime()));
  }

  /** Skewed towards 0: most demo cars are young, a few are classics. */
  skewed(max: number, power = 1.8): number {
    return Math.floor(this.next() ** power * (max + 1));
  }
}

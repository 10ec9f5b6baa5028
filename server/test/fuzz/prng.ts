/**
 * A small seeded generator (mulberry32): the fuzz run is a pure function of its seed, so a
 * failure printed with its seed replays exactly (`FUZZ_SEED=… npx vitest run …`).
 */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A 32-bit seed for a sub-generator (fast-check, a nested case). */
  seed(): number {
    return Math.floor(this.next() * 4294967296);
  }
}

/** The run's seed: FUZZ_SEED when set (decimal), otherwise a fresh one. */
export function runSeed(env: string | undefined): number {
  if (env !== undefined && env !== '') {
    const seed = Number(env);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`FUZZ_SEED must be an integer between 0 and 4294967295, not ${env}`);
    return seed;
  }
  return Math.floor(Math.random() * 4294967296);
}

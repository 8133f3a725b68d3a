import { randomInt } from 'node:crypto'

// A small seeded random generator for the fuzz tests, so a failing run can be replayed: the seed
// is printed, and OHC_FUZZ_SEED=<seed> makes the next run generate the same inputs.

export interface Random {
  readonly seed: number
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** A copy in random order. */
  shuffle<T>(items: readonly T[]): T[]
  /** A generator of its own, derived from this one's seed and a label (independent streams). */
  fork(label: string): Random
}

/** sfc32 (Small Fast Counter): good enough for test inputs, and the same on every platform. */
export function seeded(seed: number): Random {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    const t = (a + b + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t / 4294967296
  }
  for (let i = 0; i < 16; i++) next()
  const random: Random = {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as T
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy
    },
    fork: (label) => seeded(hash(`${seed}:${label}`)),
  }
  return random
}

/** FNV-1a, to turn a label into a seed. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The run's seed: OHC_FUZZ_SEED when set (a replay), otherwise a new one. Printed either way. */
export function fuzzSeed(label: string): number {
  const given = process.env.OHC_FUZZ_SEED
  const seed = given ? Number(given) : randomInt(1, 2 ** 31)
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`OHC_FUZZ_SEED must be a whole number, not "${given}"`)
  console.info(`[${label}] fuzz seed ${seed} (replay with OHC_FUZZ_SEED=${seed})`)
  return seed
}

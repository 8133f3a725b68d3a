import { describe, expect, it } from 'vitest'
import { binomialBounds, binomialCdf, chiSquareCdf, chiSquareCritical, logGamma } from './statistics'

// The numbers the fairness tests rely on, checked against published tables (NIST/SEMATECH
// e-Handbook of Statistical Methods, 1.3.6.7.4, upper critical values of the chi-square
// distribution) and against exact sums in whole numbers.

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  let result = 1n
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i)
  return result
}

describe('log gamma', () => {
  it('is ln((n − 1)!) on whole numbers, and ln √π at one half', () => {
    let factorial = 1
    for (let n = 1; n <= 20; n++) {
      expect(logGamma(n)).toBeCloseTo(Math.log(factorial), 10)
      factorial *= n
    }
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12)
  })
})

describe('the chi-square distribution', () => {
  it('gives the table’s upper critical values', () => {
    const table: [df: number, alpha: number, value: number][] = [
      [1, 0.05, 3.841],
      [1, 0.001, 10.828],
      [10, 0.05, 18.307],
      [10, 0.001, 29.588],
      [50, 0.001, 86.661],
      [100, 0.05, 124.342],
      [100, 0.001, 149.449],
    ]
    for (const [df, alpha, value] of table) expect([df, alpha, chiSquareCritical(df, alpha)]).toEqual([df, alpha, expect.closeTo(value, 3)])
  })

  it('agrees with the Wilson–Hilferty approximation for many degrees of freedom', () => {
    const z999 = 3.090232306167813 // the standard normal's 0.999 quantile
    for (const df of [500, 999, 2000]) {
      const h = 2 / (9 * df)
      const approx = df * (1 - h + z999 * Math.sqrt(h)) ** 3
      expect(Math.abs(chiSquareCritical(df, 0.001) - approx) / approx).toBeLessThan(1e-3)
    }
  })

  it('is a distribution: 0 at 0, rising, its median near df(1 − 2/(9df))³', () => {
    expect(chiSquareCdf(0, 5)).toBe(0)
    expect(chiSquareCdf(999 * (1 - 2 / (9 * 999)) ** 3, 999)).toBeCloseTo(0.5, 2)
    expect(chiSquareCdf(900, 999)).toBeLessThan(chiSquareCdf(1000, 999))
  })
})

describe('the binomial distribution', () => {
  it('sums to the exact tails', () => {
    for (const [k, n] of [
      [2, 10],
      [7, 30],
      [25, 60],
    ] as const) {
      let exact = 0n
      for (let i = 0; i <= k; i++) exact += choose(n, i)
      expect(binomialCdf(k, n, 0.5)).toBeCloseTo(Number(exact) / 2 ** n, 12)
    }
    // p = 0.1 with whole numbers: P(X ≤ k) = Σ C(n, i) 9^(n−i) / 10^n.
    let exact = 0n
    for (let i = 0; i <= 3; i++) exact += choose(40, i) * 9n ** BigInt(40 - i)
    expect(binomialCdf(3, 40, 0.1)).toBeCloseTo(Number(exact) / 1e40, 12)
  })

  it('bounds a count so that each tail outside holds at most half of alpha, and no narrower range does', () => {
    const n = 500
    const p = 0.1
    const alpha = 1e-6
    const { low, high } = binomialBounds(n, p, alpha)
    expect(binomialCdf(low - 1, n, p)).toBeLessThanOrEqual(alpha / 2)
    expect(binomialCdf(low, n, p)).toBeGreaterThan(alpha / 2)
    expect(1 - binomialCdf(high, n, p)).toBeLessThanOrEqual(alpha / 2)
    expect(1 - binomialCdf(high - 1, n, p)).toBeGreaterThan(alpha / 2)
    expect(low).toBeLessThan(50)
    expect(high).toBeGreaterThan(50)
  })
})

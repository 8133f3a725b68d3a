// The critical values the fairness tests hold the draw to, computed rather than copied from a
// table: the chi-square distribution through the regularized lower incomplete gamma function
// (series below a + 1, Lentz's continued fraction above, as in Numerical Recipes §6.2), and exact
// binomial tails summed from the probability mass function in log space. statistics.test.ts
// checks them against published table values and against exact sums.

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos, g = 7; about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = 0.99999999999980993
  LANCZOS.forEach((c, i) => (sum += c / (z + i + 1)))
  const t = z + LANCZOS.length - 0.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

const EPSILON = 1e-15
const TINY = 1e-300

/** P(a, x) = γ(a, x) / Γ(a), the regularized lower incomplete gamma function. */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0
  const front = Math.exp(a * Math.log(x) - x - logGamma(a))
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 100_000 && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n)
      sum += term
    }
    return front * sum
  }
  // Q(a, x) by the continued fraction, then P = 1 − Q.
  let b = x + 1 - a
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < EPSILON) break
  }
  return 1 - front * h
}

/** P(X ≤ x) for X chi-square with `df` degrees of freedom. */
export function chiSquareCdf(x: number, df: number): number {
  return regularizedGammaP(df / 2, x / 2)
}

/** The x with P(X > x) = alpha for X chi-square with `df` degrees of freedom (bisection). */
export function chiSquareCritical(df: number, alpha: number): number {
  let low = 0
  let high = df + 20 * Math.sqrt(2 * df) + 50
  while (1 - chiSquareCdf(high, df) > alpha) high *= 2
  for (let i = 0; i < 200 && high - low > 1e-9 * high; i++) {
    const mid = (low + high) / 2
    if (1 - chiSquareCdf(mid, df) > alpha) low = mid
    else high = mid
  }
  return (low + high) / 2
}

/** ln P(X = k) for X binomial(n, p). */
export function logBinomialPmf(k: number, n: number, p: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1) + k * Math.log(p) + (n - k) * Math.log(1 - p)
}

/** P(X ≤ k) for X binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number): number {
  let sum = 0
  for (let i = 0; i <= Math.min(k, n); i++) sum += Math.exp(logBinomialPmf(i, n, p))
  return Math.min(1, sum)
}

/**
 * The narrowest count range [low, high] a binomial(n, p) count falls outside of with probability
 * at most `alpha`, split evenly between the two tails: P(X < low) ≤ alpha/2 and P(X > high) ≤ alpha/2.
 */
export function binomialBounds(n: number, p: number, alpha: number): { low: number; high: number } {
  let low = 0
  while (low < n && binomialCdf(low, n, p) <= alpha / 2) low++
  let high = n
  while (high > 0 && 1 - binomialCdf(high - 1, n, p) <= alpha / 2) high--
  return { low, high }
}

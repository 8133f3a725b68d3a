// When to try again, in words, for every 429 of the site: "in 45 seconds", "in 2 minutes".

export function retryWords(seconds: number): string {
  if (seconds < 90) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `in ${minutes} minutes`
}

/** Whole seconds to wait, at least one, from a wait in milliseconds. */
export const retrySeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000))

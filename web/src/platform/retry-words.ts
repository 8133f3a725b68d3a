// When to try again, in words, for every 429 of the site: "in 45 seconds", "in 2 minutes"; and in a
// page's language, from the wait a 429 carries ("dentro de 45 segundos").

export function retryWords(seconds: number): string {
  if (seconds < 90) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `in ${minutes} minutes`
}

/** Whole seconds to wait, at least one, from a wait in milliseconds. */
export const retrySeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000))

/** "in 45 seconds", "dentro de 2 minutos": a wait in `language`, in seconds under a minute and a half, else minutes. */
export function retryIn(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' })
  return seconds < 90 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute')
}

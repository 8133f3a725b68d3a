/** "at 14:32", or "on Sat, Oct 12 at 14:32" when saved on another day, in the visitor's clock. */
export function savedLabel(iso: string | null): string {
  const when = new Date(iso ?? '')
  if (Number.isNaN(when.getTime())) return 'earlier'
  const time = when.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
  if (when.toDateString() === new Date().toDateString()) return `at ${time}`
  return `on ${when.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })} at ${time}`
}

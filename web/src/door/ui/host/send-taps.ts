import { MAX_REPORTS_PER_REQUEST } from '@/door/hosts/report-body'
import type { TapOutcome } from '@/door/hosts/record'
import { settle, whileSending, type Tap } from './tap-queue'

// Sends the queued taps of one site in chunks and settles those the server answered for. What it
// returns tells the tool what to say: sent (with each tap's outcome), offline (nothing reached the
// server: try again later), or a refusal the host must act on (signed out, no longer a host).

export type SendResult =
  { kind: 'sent'; outcomes: TapOutcome[] } | { kind: 'offline' } | { kind: 'later'; message: string } | { kind: 'stopped'; message: string }

export async function sendTaps(taps: Tap[]): Promise<SendResult> {
  const outcomes: TapOutcome[] = []
  for (let i = 0; i < taps.length; i += MAX_REPORTS_PER_REQUEST) {
    const chunk = taps.slice(i, i + MAX_REPORTS_PER_REQUEST)
    let response: Response
    try {
      response = await whileSending(chunk, () =>
        fetch('/api/host/reports', {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ reports: chunk }),
        }),
      )
    } catch {
      return outcomes.length ? { kind: 'sent', outcomes } : { kind: 'offline' }
    }
    const body = (await response.json().catch(() => ({}))) as { data?: { results?: TapOutcome[] }; error?: { message?: string } }
    if (response.status === 401)
      return { kind: 'stopped', message: 'Your sign-in has ended: sign in again to send the taps kept on this phone.' }
    if (response.status === 403) return { kind: 'stopped', message: body.error?.message ?? 'You are not a host of this site.' }
    if (!response.ok || !body.data?.results) {
      return {
        kind: 'later',
        message: body.error?.message ?? 'The server did not take the taps just now; they are kept and sent again shortly.',
      }
    }
    settle(new Set(body.data.results.map((r) => r.id)))
    outcomes.push(...body.data.results)
  }
  return { kind: 'sent', outcomes }
}

import { MAX_REPORTS_PER_REQUEST } from '@/door/hosts/report-body'
import type { TapOutcome } from '@/door/hosts/record'
import { sendRefusal, type HostWords } from '@/door/hosts/tap-words'
import { ApiError, callApi } from '@/ui/runtime/api.client'
import { settle, whileSending, type Tap } from './tap-queue'

// Sends the queued taps of one site in chunks, through the one API client, and settles those the
// server answered for. What it returns tells the tool what to say: sent (with each tap's outcome),
// offline (nothing reached the server: try again later), or a refusal the host must act on (signed
// out, no longer a host); the words are door/hosts/tap-words.ts's.

export type SendResult =
  { kind: 'sent'; outcomes: TapOutcome[] } | { kind: 'offline' } | { kind: 'later'; message: string } | { kind: 'stopped'; message: string }

export async function sendTaps(taps: Tap[], t: HostWords, language: string): Promise<SendResult> {
  const outcomes: TapOutcome[] = []
  for (let i = 0; i < taps.length; i += MAX_REPORTS_PER_REQUEST) {
    const chunk = taps.slice(i, i + MAX_REPORTS_PER_REQUEST)
    try {
      const answer = await whileSending(chunk, () =>
        callApi<{ results?: TapOutcome[] }>('/api/host/reports', { method: 'POST', body: { reports: chunk } }),
      )
      const results = answer.data?.results
      if (!results) return { kind: 'later', message: sendRefusal(answer.status, undefined, t).message }
      settle(new Set(results.map((r) => r.id)))
      outcomes.push(...results)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) return outcomes.length ? { kind: 'sent', outcomes } : { kind: 'offline' }
      const seconds = error.error.retryAfter
      const retry = typeof seconds === 'number' ? { seconds, language } : undefined
      const refusal = sendRefusal(error.status, error.error.message === undefined ? undefined : error.message, t, retry)
      return refusal.stop ? { kind: 'stopped', message: refusal.message } : { kind: 'later', message: refusal.message }
    }
  }
  return { kind: 'sent', outcomes }
}

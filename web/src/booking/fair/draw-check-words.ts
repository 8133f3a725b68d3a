import type { BrowserDrawCheck } from '@/booking/draw/browser-check'
import { count, NOUNS } from '@/kernel/text/count'

// What "Check this draw" says once the visitor's browser has redone a draw (booking/draw/
// browser-check.ts): that it matches, part by part, or which part does not; and the entrant's
// place in the order. The island renders these (booking/ui/draw-check/check-draw.client.tsx).

export function drawCheckWords(
  check: BrowserDrawCheck,
  draw: { entries: unknown[]; winners: unknown[] },
): { ok: boolean; lines: string[] } {
  const entries = count(draw.entries.length, NOUNS.entry)
  if (check.ok) {
    return {
      ok: true,
      lines: [
        'Checked in your browser: this draw is the one its seal promised.',
        `The seed matches the seal published before the draw; redone from it, the order of all ${entries} and the ${count(draw.winners.length, NOUNS.winner)} match what was published.`,
        ...(check.position ? [`Your entry is number ${check.position} in the draw order.`] : []),
      ],
    }
  }
  return {
    ok: false,
    lines: [
      'This draw does not check out in your browser.',
      ...(check.hashMatches ? [] : ['The revealed seed does not hash to the seal published before the draw.']),
      ...(check.orderMatches ? [] : ['The published order is not the one the seed gives.']),
      ...(check.winnersMatch ? [] : ['The published winners are not the ones that order and the places give.']),
      'Please tell the centre: the published data is at the link beside this.',
    ],
  }
}

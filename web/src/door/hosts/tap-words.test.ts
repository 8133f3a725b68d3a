import { describe, expect, it } from 'vitest'
import { wordsOf } from '@/platform/i18n/catalogues'
import { lastReportText, outcomesMessage, sendRefusal } from './tap-words'
import { NOT_COUNTED_MESSAGES, type NotCountedReason } from './report-body'

const ZONE = 'America/Chicago'
const at = '2026-10-17T19:15:00Z'
const t = wordsOf('en', 'host')
const es = wordsOf('es', 'host')

describe('the host tool’s words', () => {
  it('says the last line or status with its time in the festival’s zone', () => {
    expect(lastReportText({ kind: 'line', at, minutes: 30 }, ZONE, t)).toBe('Line: 30 min at 2:15 PM')
    expect(lastReportText({ kind: 'line', at, minutes: 0 }, ZONE, t)).toBe('Line: no line at 2:15 PM')
    expect(lastReportText({ kind: 'status', at, status: 'closed-early' }, ZONE, t)).toBe('Closed early at 2:15 PM')
    expect(lastReportText({ kind: 'status', at, status: 'last-entry', lastEntry: '16:30' }, ZONE, t)).toBe('Last entry at 16:30 at 2:15 PM')
    expect(lastReportText({ kind: 'count', at, delta: 1 }, ZONE, t)).toBeUndefined()
    expect(lastReportText(undefined, ZONE, t)).toBeUndefined()
  })

  it('says them in Spanish, with the time as Spanish writes it', () => {
    expect(lastReportText({ kind: 'line', at, minutes: 30 }, ZONE, es, 'es')).toBe('Fila: 30 min a las 14:15')
    expect(lastReportText({ kind: 'line', at, minutes: 0 }, ZONE, es, 'es')).toBe('Fila: sin fila a las 14:15')
    expect(lastReportText({ kind: 'status', at, status: 'closed-early' }, ZONE, es, 'es')).toBe('Cerrado antes de hora a las 14:15')
    expect(sendRefusal(401, undefined, es).message).toBe(
      'Tu sesión ha terminado: vuelve a iniciar sesión para enviar los toques guardados en este teléfono.',
    )
    // A limit says when to try again, in the host's language, and the taps stay on the phone.
    expect(sendRefusal(429, 'Too many sends from this phone.', es, { seconds: 120, language: 'es' })).toEqual({
      stop: false,
      message: 'Demasiados envíos desde este teléfono: los toques se quedan guardados en él. Vuelve a intentarlo dentro de 2 minutos.',
    })
    expect(sendRefusal(429, undefined, t, { seconds: 30, language: 'en' }).message).toBe(
      'Too many sends from this phone: the taps are kept on it. Try again in 30 seconds.',
    )
  })

  it('tells the host why a tap was not counted, or an undo refused', () => {
    expect(outcomesMessage([{ id: 'a', outcome: 'stored' }], t)).toBeUndefined()
    expect(outcomesMessage([{ id: 'a', outcome: 'refused' }], t)).toBe('An undo was not applied: the count cannot go below zero.')
    const late = {
      id: 'a',
      outcome: 'not-counted',
      reason: 'festival-off',
      message: 'The festival was not on at the time of this tap.',
    } as const
    expect(outcomesMessage([late], t)).toBe('The festival was not on at the time of this tap.')
    expect(outcomesMessage([late], es)).toBe('El festival no estaba abierto a la hora de este toque.')
    // In English the words are the API's own sentences, reason by reason.
    for (const [reason, message] of Object.entries(NOT_COUNTED_MESSAGES)) {
      expect(outcomesMessage([{ id: 'b', outcome: 'not-counted', reason: reason as NotCountedReason, message }], t)).toBe(message)
    }
  })

  it('stops sending for a sign-in that ended or a host no longer on the door, and retries anything else', () => {
    expect(sendRefusal(401, undefined, t)).toEqual({
      stop: true,
      message: 'Your sign-in has ended: sign in again to send the taps kept on this phone.',
    })
    expect(sendRefusal(403, 'You are not a host of this site.', t).stop).toBe(true)
    expect(sendRefusal(503, undefined, t)).toEqual({
      stop: false,
      message: 'The server did not take the taps just now; they are kept and sent again shortly.',
    })
  })
})

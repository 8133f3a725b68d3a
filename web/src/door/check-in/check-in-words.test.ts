import { describe, expect, it } from 'vitest'
import { wordsOf } from '@/platform/i18n/catalogues'
import { refusalHeadline, refusalSentence } from './check-in-words'

// A refused ticket as the host reads it: the server's sentence in English, and in another language
// the reason said from the refusal's code and details, never the English sentence.

const ZONE = 'America/Chicago'
const en = wordsOf('en', 'host')
const es = wordsOf('es', 'host')
const SERVER = 'Wrong building: this ticket is for “Loop walk” at Rookery, not Abernathy Cold Storage.'

describe('a refused ticket’s words', () => {
  it('keeps the server’s sentence in English', () => {
    expect(refusalSentence({ code: 'wrong_site', title: 'Loop walk', siteName: 'Rookery' }, SERVER, ZONE, en, 'en')).toBe(SERVER)
  })

  it('says every reason in Spanish from its code and details', () => {
    const say = (refusal: Parameters<typeof refusalSentence>[0]) => refusalSentence(refusal, SERVER, ZONE, es, 'es')
    expect(say({ code: 'wrong_site', title: 'Loop walk', siteName: 'Rookery' })).toBe('Esta entrada es para «Loop walk» en Rookery.')
    expect(say({ code: 'wrong_site', title: 'Loop walk' })).toBe('Esta entrada es para «Loop walk», que no se celebra aquí.')
    expect(say({ code: 'not_now', opensAt: '2026-10-18T14:30:00Z', closesAt: '2026-10-18T16:00:00Z' })).toMatch(
      /^Esta entrada se valida de dom, 18 oct, 9:30 a dom, 18 oct, 11:00\.$/,
    )
    expect(say({ code: 'released', releasedAt: '2026-10-17T15:10:00Z' })).toBe(
      'Su plaza pasó a quien esperaba en la puerta a las 10:10, diez minutos después del inicio.',
    )
    for (const code of ['forbidden', 'not_a_ticket', 'bad_request', 'not_found', 'rate_limited', 'already_checked_in'] as const) {
      const sentence = say({ code })
      expect(sentence).not.toBe(SERVER)
      expect(sentence).not.toMatch(/ticket|code/i)
    }
    expect(say({ code: 'rate_limited', retryAfter: 42 })).toBe(
      'Demasiados códigos escritos en este teléfono en un minuto. Vuelve a intentarlo dentro de 42 segundos.',
    )
    expect(refusalHeadline('not_a_ticket', undefined, ZONE, es, 'es')).toBe('No es una entrada')
    expect(refusalHeadline('already_checked_in', '2026-10-17T19:15:00Z', ZONE, es, 'es')).toBe('Ya validada a las 14:15')
  })
})

import { describe, expect, it } from 'vitest'
import { confirmationMessage } from '@/booking/reservations/confirmation-email'
import type { CatalogueLanguage } from '@/platform/i18n/catalogues'
import { entryMessage } from './entry-email'
import { offerMessage } from './offer-email'
import { reminderMessage } from './reminder-email'
import { resultMessage } from './result-email'
import { TEST_IDENTITY } from './test-places'

// Every email about places, in each language: the words of the reader's language in the subject,
// the HTML (marked with its lang) and the plain text, the festival's times in that language, and
// the links and the centre's name in both parts.

const base = (language: CatalogueLanguage) => ({
  from: TEST_IDENTITY,
  language,
  to: 'ana@example.org',
  title: 'The Rookery',
  start: '2026-10-17T15:00:00.000Z',
  seats: 2,
  pageUrl: 'https://ohc.example.org/tours/the-rookery',
  manageUrl: 'https://ohc.example.org/my-ohc/places',
  timeZone: 'America/Chicago',
})

const EMAILS = {
  booked: (l: CatalogueLanguage) => confirmationMessage(base(l)),
  entry: (l: CatalogueLanguage) =>
    entryMessage({ ...base(l), drawAt: '2026-09-21T14:00:00.000Z', confirmBy: '2026-09-28T14:00:00.000Z', seedHash: 'a1b2c3' }),
  won: (l: CatalogueLanguage) => resultMessage({ ...base(l), result: { won: true, confirmBy: '2026-09-28T14:00:00.000Z' } }),
  waitlisted: (l: CatalogueLanguage) => resultMessage({ ...base(l), result: { won: false, inLine: 4 } }),
  offer: (l: CatalogueLanguage) => offerMessage({ ...base(l), expiresAt: '2026-10-10T14:00:00.000Z' }),
  reminder: (l: CatalogueLanguage) => reminderMessage(base(l)),
}

/** What each email says in each language: its subject, and a sentence of its text. */
const SAYS: Record<keyof typeof EMAILS, Record<CatalogueLanguage, [subject: string, text: string]>> = {
  booked: {
    en: ["You're booked: The Rookery", 'You have 2 places for The Rookery, on Saturday, October 17 at 10:00 AM CDT.'],
    es: ['Reserva hecha: The Rookery', 'Tienes 2 plazas para The Rookery, el sábado, 17 de octubre, 10:00 GMT-5.'],
  },
  entry: {
    en: ["You're in the ballot: The Rookery", 'The draw is on Monday, September 21 at 9:00 AM CDT'],
    es: ['Estás en el sorteo: The Rookery', 'El sorteo es el lunes, 21 de septiembre, 9:00 GMT-5'],
  },
  won: {
    en: ['You won a place: The Rookery', 'gave your entry 2 places.'],
    es: ['Has ganado plaza: The Rookery', 'ha dado a tu inscripción 2 plazas.'],
  },
  waitlisted: {
    en: ["The draw for The Rookery: you're on the waitlist", 'You are number 4 on the waitlist'],
    es: ['El sorteo de The Rookery: estás en la lista de espera', 'Eres el número 4 de la lista de espera'],
  },
  offer: {
    en: ['A place is free for you: The Rookery', 'Confirm in My OHC by Saturday, October 10 at 9:00 AM CDT.'],
    es: ['Hay una plaza libre para ti: The Rookery', 'Confirma en My OHC antes del sábado, 10 de octubre, 9:00 GMT-5.'],
  },
  reminder: {
    en: ['Tomorrow: The Rookery', 'A reminder: you have 2 places for The Rookery, tomorrow'],
    es: ['Mañana: The Rookery', 'Un recordatorio: tienes 2 plazas para The Rookery, mañana'],
  },
}

/** Text with Intl's no-break and narrow spaces made plain, to compare with the sentences above. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(Object.keys(EMAILS) as (keyof typeof EMAILS)[])('the %s email', (name) => {
  it.each(['en', 'es'] as const)('in %s', async (language) => {
    const m = await EMAILS[name](language)
    const [subject, sentence] = SAYS[name][language]
    expect(m.subject).toBe(subject)
    expect(m.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`))
    expect(plain(m.text)).toContain(sentence)
    expect(m.text).toContain('https://ohc.example.org/my-ohc/places')
    expect(m.text.trimEnd().endsWith(TEST_IDENTITY.centre)).toBe(true)
    expect(m.html).toContain(TEST_IDENTITY.title)
    // Nothing of the other language.
    const other = SAYS[name][language === 'en' ? 'es' : 'en']
    expect(m.text).not.toContain(other[0])
  })
})

it('the entry email carries the draw’s seal in either language', async () => {
  for (const language of ['en', 'es'] as const) expect((await EMAILS.entry(language)).text).toContain('a1b2c3')
})

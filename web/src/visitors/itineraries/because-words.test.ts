import { describe, expect, it } from 'vitest'
import { zonedDateTime } from '@/kernel/time'
import { CATALOGUES } from '@/platform/i18n/catalogues'
import type { Because } from '@/visitors/planner'
import { sayBecause } from './because-words'

// Why a stop is left out, in the words a visitor reads: every reason the planner gives, in English
// and in Spanish, with the festival's clock and the language's own lists.

const CHICAGO = 'America/Chicago'
const at = (time: string) => zonedDateTime('2026-10-17', time, CHICAGO).getTime()
const tour = { at: at('15:00'), kind: 'tour' as const }

const REASONS: [Because, string, string][] = [
  [{ key: 'closedOn', days: ['2026-10-17', '2026-10-18'] }, 'Closed on Saturday and Sunday', 'Cerrado el sábado y domingo'],
  [{ key: 'notThatDay', on: '2026-10-19', not: ['2026-10-17'] }, 'On Monday, not Saturday', 'Es el lunes, no el sábado'],
  [{ key: 'notOnPlanDay' }, 'Not on a day of your plan', 'No es un día de tu plan'],
  [
    { key: 'endsAfterDay', at: at('17:30') },
    'Ends at 5:30 PM, after the end of your day',
    'Termina a las 17:30, después del final de tu día',
  ],
  [
    { key: 'startsBeforeDay', at: at('09:00'), dayStart: at('10:00') },
    'Starts at 9:00 AM, before your day starts at 10:00 AM',
    'Empieza a las 9:00, antes de que empiece tu día a las 10:00',
  ],
  [
    { key: 'startsTooSoon', at: at('10:05') },
    'Starts at 10:05 AM, too soon to walk there from where you start',
    'Empieza a las 10:05, demasiado pronto para llegar a pie desde donde sales',
  ],
  [{ key: 'overlaps', booking: tour }, 'Overlaps your 3:00 PM tour', 'Coincide con tu recorrido de las 15:00'],
  [
    { key: 'tooLittleWalk', booking: { title: 'Rookery' } },
    'Too little time to walk between it and Rookery',
    'No da tiempo a ir a pie entre este lugar y Rookery',
  ],
  [
    { key: 'openTooShort', open: 30, visit: 45, line: false },
    'Open only 30 min that day, less than the 45 min visit',
    'Abre solo 30 min ese día, menos que la visita de 45 min',
  ],
  [
    { key: 'openTooShort', open: 60, visit: 45, line: true },
    'Open only 1 h that day, less than the line and the 45 min visit',
    'Abre solo 1 h ese día, menos que la fila y la visita de 45 min',
  ],
  [{ key: 'noTimeBeforeEnd' }, 'Not enough time before the end of the day', 'No da tiempo antes del final del día'],
  [
    { key: 'closesFirst', closes: at('11:00') },
    'Closes at 11:00 AM, before you could get there',
    'Cierra a las 11:00, antes de que puedas llegar',
  ],
  [
    { key: 'closesFirst', closes: at('16:00'), after: tour },
    'Closes at 4:00 PM, before you could get there after your 3:00 PM tour',
    'Cierra a las 16:00, antes de que puedas llegar después de tu recorrido de las 15:00',
  ],
  [
    { key: 'noTimeAround', booking: { at: at('10:30'), kind: 'event' } },
    'No time for it around your 10:30 AM event before the end of the day',
    'No da tiempo alrededor de tu actividad de las 10:30 antes del final del día',
  ],
  [
    { key: 'noRoomBeforeClose', closes: at('11:30') },
    'Not enough time with your other stops before it closes at 11:30 AM',
    'No da tiempo con tus otras paradas antes de que cierre a las 11:30',
  ],
]

const plain = (words: string) => words.replace(/\s/g, ' ')

describe('why a stop is left out, in words', () => {
  it.each(REASONS)('%o', (because, english, spanish) => {
    expect(plain(sayBecause(because, { words: CATALOGUES.en.planner, language: 'en', timeZone: CHICAGO }))).toBe(english)
    expect(plain(sayBecause(because, { words: CATALOGUES.es.planner, language: 'es', timeZone: CHICAGO }))).toBe(spanish)
  })

  it('says every reason the planner gives', () => {
    const keys = new Set(REASONS.map(([because]) => because.key))
    expect(keys.size).toBe(13)
  })
})

import { describe, expect, it } from 'vitest'
import { capacitySummary, describeDays, sessionsByDay } from './tour-schedule'

describe('tour timetables in words', () => {
  it('names days as a visitor would say them', () => {
    expect(describeDays(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])).toBe('Daily')
    expect(describeDays(['sunday', 'saturday'])).toBe('Saturday and Sunday')
    expect(describeDays(['sunday', 'thursday', 'friday', 'saturday'])).toBe('Thursday to Sunday')
    expect(describeDays(['wednesday', 'friday', 'saturday'])).toBe('Wednesday, Friday and Saturday')
    expect(describeDays(['sunday'])).toBe('Sunday')
  })

  it('names them in Spanish on a Spanish page, as a phrase starts', () => {
    expect(describeDays(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], 'es')).toBe('Todos los días')
    expect(describeDays(['sunday', 'saturday'], 'es')).toBe('Sábado y domingo')
    expect(describeDays(['sunday', 'thursday', 'friday', 'saturday'], 'es')).toBe('De jueves a domingo')
    expect(describeDays(['wednesday', 'friday', 'saturday'], 'es')).toBe('Miércoles, viernes y sábado')
  })

  it('groups sessions by their local day in time order and sums up places', () => {
    const s = (id: string, start: string, capacity: number) => ({ id, start, capacity, membersOnly: false })
    const sessions = [
      s('c', '2026-10-18T10:30:00-05:00', 12),
      s('a', '2026-10-17T11:30:00-05:00', 12),
      s('b', '2026-10-17T23:30:00-05:00', 25),
    ]
    const days = sessionsByDay(sessions, 'America/Chicago')
    expect(days.map((d) => [d.day, d.sessions.map((x) => x.id)])).toEqual([
      ['2026-10-17', ['a', 'b']],
      ['2026-10-18', ['c']],
    ])
    expect(days[0]?.label).toBe('Saturday, October 17')
    expect(capacitySummary(sessions)).toBe('12–25 places per session')
    expect(capacitySummary([sessions[0]!, sessions[1]!])).toBe('12 places per session')
    expect(sessionsByDay(sessions, 'America/Chicago', 'es')[0]?.label).toBe('sábado, 17 de octubre')
    expect(capacitySummary(sessions, 'es')).toBe('12–25 plazas por sesión')
    expect(capacitySummary([sessions[0]!], 'es')).toBe('12 plazas por sesión')
  })
})

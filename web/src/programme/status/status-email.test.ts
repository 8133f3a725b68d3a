import { describe, expect, it } from 'vitest'
import type { PlaceNotice } from '@/content/status'
import { statusMessage } from './status-email'

// The live-status email in the member's language: the kind of notice in its words, the editor's
// own message as written, the place's page and My OHC.

const from = { title: 'Open House Testville', centre: 'Testville Architecture Centre', languages: { default: 'en', others: ['es'] } }
const notice = {
  kind: 'closed-early',
  message: 'Closed from 2 pm',
  postedAt: '2026-10-17T17:00:00.000Z',
  source: 'editor',
  place: { type: 'site', id: 's1', name: 'The Rookery', href: '/sites/the-rookery' },
} as PlaceNotice
const details = { from, to: 'ana@example.org', notice, siteUrl: 'https://ohc.example.org', timeZone: 'America/Chicago' }

describe('the live-status email', () => {
  it('in English', async () => {
    const m = await statusMessage({ ...details, language: 'en' })
    expect(m.subject).toBe('Closed early: The Rookery')
    expect(m.text).toContain('The Rookery, in your plans for the festival: closed early. Closed from 2 pm.')
    expect(m.text).toContain('https://ohc.example.org/sites/the-rookery')
  })

  it('in Spanish, the editor’s message as written', async () => {
    const m = await statusMessage({ ...details, language: 'es' })
    expect(m.subject).toBe('Cerrado antes de hora: The Rookery')
    expect(m.html).toMatch(/<html[^>]* lang="es"/)
    expect(m.text).toContain('The Rookery, en tus planes para el festival: cerrado antes de hora. Closed from 2 pm.')
    expect(m.text).toContain('Tus planes en My OHC')
  })
})

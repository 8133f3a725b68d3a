import { describe, expect, it } from 'vitest'
import { magicLinkMessage } from './magic-link'

const from = { title: 'Open House Testville', centre: 'Testville Architecture Centre', languages: { default: 'en', others: ['es'] } }
const link = 'https://ohc.example.org/api/auth/magic-link/verify?token=abc&callbackURL=%2Fmy-ohc'

describe('the sign-in email', () => {
  it('speaks English, in its HTML and its plain text, with the link and the centre’s name', async () => {
    const m = await magicLinkMessage({ from, language: 'en', to: 'a@example.org', link, minutes: 15 })
    expect(m.subject).toBe('Your sign-in link for Open House Testville')
    expect(m.html).toMatch(/<html[^>]* lang="en"/)
    expect(m.text).toContain('Here is your link to sign in to Open House Testville.')
    expect(m.text).toContain('for the next 15 minutes')
    expect(m.text).toContain(link)
    expect(m.text.trimEnd().endsWith('Testville Architecture Centre')).toBe(true)
    expect(m.link).toBe(link)
  })

  it('speaks Spanish to a Spanish reader', async () => {
    const m = await magicLinkMessage({ from, language: 'es', to: 'a@example.org', link, minutes: 15 })
    expect(m.subject).toBe('Tu enlace para entrar en Open House Testville')
    expect(m.html).toMatch(/<html[^>]* lang="es"/)
    expect(m.text).toContain('Aquí tienes tu enlace para entrar en Open House Testville.')
    expect(m.text).toContain('durante los próximos 15 minutos')
    expect(m.text).not.toContain('Here is your link')
    expect(m.text).toContain(link)
  })

  it('escapes what it is given', async () => {
    const m = await magicLinkMessage({
      from: { ...from, title: 'A <b>site</b>', centre: 'C & co' },
      language: 'en',
      to: 'a@example.org',
      link,
      minutes: 5,
    })
    expect(m.html).not.toContain('<b>site</b>')
    expect(m.html).toContain('C &amp; co')
  })
})

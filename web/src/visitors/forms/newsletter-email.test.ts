import { describe, expect, it } from 'vitest'
import { alreadySubscribedMessage, confirmationMessage } from './newsletter-email'

const from = { title: 'Open House Testville', centre: 'Testville Architecture Centre', languages: { default: 'es', others: ['en'] } }
const link = 'https://ohc.example.org/newsletter/confirm?token=t0k3n'

describe('the newsletter emails', () => {
  it('ask to confirm, in the language given, with the link', async () => {
    const es = await confirmationMessage({ from, language: 'es', to: 'a@example.org' }, 'Ana', link, 7)
    expect(es.subject).toBe('Confirma tu suscripción al boletín de Open House Testville')
    expect(es.text).toContain('Hola, Ana:')
    expect(es.text).toContain('durante 7 días')
    expect(es.text).toContain(link)
    const en = await confirmationMessage({ from, language: 'en', to: 'a@example.org' }, '', link, 7)
    expect(en.subject).toBe('Confirm your Open House Testville newsletter sign-up')
    expect(en.text).toContain('Hello,')
  })

  it('say an address is on the list already', async () => {
    const m = await alreadySubscribedMessage({ from, language: 'es', to: 'a@example.org' })
    expect(m.subject).toBe('Ya estás en la lista del boletín de Open House Testville')
    expect(m.text.trimEnd().endsWith('Testville Architecture Centre')).toBe(true)
  })
})

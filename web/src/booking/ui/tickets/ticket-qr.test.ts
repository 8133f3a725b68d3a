import jsQR from 'jsqr'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { newTicketId, ticketCode } from '@/booking/tickets/ticket-code'
import { modulesOfPath, pixelsOfModules } from '../../../../test/qr-pixels'
import { TicketQr } from './ticket-qr'

// The QR code on the ticket must really carry its code: the SVG the component renders is painted
// back to pixels from its own path, and read by another library's decoder (jsQR).

const code = ticketCode(newTicketId(), 'a-ticket-secret-of-the-site-for-these-tests')
const markup = renderToStaticMarkup(createElement(TicketQr, { code }))

const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(markup)?.[1]

describe('the ticket’s QR code', () => {
  it('is an image named by its code for screen readers', () => {
    expect(markup).toMatch(/^<svg /)
    expect(attribute('role')).toBe('img')
    expect(attribute('aria-label')).toBe(`QR code of ticket ${code}`)
  })

  it('reads back as the ticket’s code', () => {
    const side = Number(attribute('viewBox')?.split(' ')[2])
    const path = / d="([^"]+)"/.exec(markup)?.[1] ?? ''
    const picture = pixelsOfModules(modulesOfPath(path, side), { scale: 4 })
    expect(jsQR(picture.data, picture.width, picture.height)?.data).toBe(code)
  })

  it('draws different codes for different tickets', () => {
    const other = renderToStaticMarkup(
      createElement(TicketQr, { code: ticketCode(newTicketId(), 'another-secret-another-secret-another') }),
    )
    expect(other).not.toBe(markup)
  })
})

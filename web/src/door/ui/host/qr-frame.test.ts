import { describe, expect, it } from 'vitest'
import { newTicketId, ticketCode } from '@/booking/tickets/ticket-code'
import { pixelsOfModules } from '../../../../test/qr-pixels'
import { qrModules } from '@/booking/ui/tickets/qr-modules'
import { codeInFrame } from './qr-frame'

// What the scanner does with each camera frame where the browser has no Barcode Detection API: a
// frame with a ticket's QR code somewhere in it, on a grey background, not quite black on white.

const code = ticketCode(newTicketId(), 'a-ticket-secret-of-the-site-for-these-tests')
const modules = qrModules(code)

describe('reading a camera frame', () => {
  it('finds the ticket’s code off-centre in a 640×480 frame', () => {
    const frame = pixelsOfModules(modules, { scale: 5, width: 640, height: 480, left: 230, top: 90, background: 120, light: 235, dark: 30 })
    expect(codeInFrame(frame)).toBe(code)
  })

  it('finds a small code, as held at arm’s length', () => {
    const frame = pixelsOfModules(modules, { scale: 3, width: 640, height: 480, left: 40, top: 300, background: 160, light: 220, dark: 45 })
    expect(codeInFrame(frame)).toBe(code)
  })

  it('finds nothing in a frame without a code, or with half of one', () => {
    expect(codeInFrame(pixelsOfModules([], { width: 320, height: 240, background: 128 }))).toBeUndefined()
    const cut = pixelsOfModules(modules, { scale: 5, width: 640, height: 480, left: 560, top: 90, background: 120 })
    expect(codeInFrame(cut)).toBeUndefined()
  })
})

import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { tagManagerSnippet, validTagManagerId } from './tag-manager-id'

// The snippet runs in a small stand-in for window and document that records what it does.
function browser(readyState: 'loading' | 'complete') {
  const appended: { src: string; async: boolean }[] = []
  const listeners: Record<string, () => void> = {}
  const idle: (() => void)[] = []
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  }
  const document = {
    readyState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  }
  return { appended, listeners, idle, window, document }
}

describe('the tag manager', () => {
  it('takes only GTM container ids', () => {
    expect(validTagManagerId(' gtm-ab12cd ')).toBe('GTM-AB12CD')
    expect(validTagManagerId('GTM-1')).toBeUndefined()
    expect(validTagManagerId("GTM-ABCD');alert(1)//")).toBeUndefined()
    expect(validTagManagerId(42)).toBeUndefined()
  })

  it('loads gtm.js only after the load event and an idle moment', () => {
    const b = browser('loading')
    runInNewContext(tagManagerSnippet('GTM-AB12CD'), { window: b.window, document: b.document, encodeURIComponent, Date })
    expect(b.appended).toHaveLength(0)
    b.listeners.load?.()
    expect(b.appended).toHaveLength(0)
    b.idle.shift()?.()
    expect(b.appended).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', async: true }])
    expect(b.window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })])
  })

  it('waits only for idle when the page has already loaded', () => {
    const b = browser('complete')
    runInNewContext(tagManagerSnippet('GTM-AB12CD'), { window: b.window, document: b.document, encodeURIComponent, Date })
    expect(b.listeners.load).toBeUndefined()
    b.idle.shift()?.()
    expect(b.appended).toHaveLength(1)
  })
})

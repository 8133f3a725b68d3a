import { describe, expect, it } from 'vitest'
import { parentOrigin, postToParent, type FrameMessage } from './frame-messages'

const locationWith = (ancestors: string[] | undefined): Location => {
  const list = ancestors
    ? Object.assign([...ancestors], { contains: (s: string) => ancestors.includes(s), item: (i: number) => ancestors[i] ?? null })
    : undefined
  return Object.create(null, { ancestorOrigins: { value: list } })
}

describe('parentOrigin', () => {
  it('takes the nearest ancestor origin when the browser reports them', () => {
    expect(parentOrigin(locationWith(['https://embedder.example', 'https://top.example']), 'https://other.example/page')).toBe(
      'https://embedder.example',
    )
  })
  it('falls back to the referrer’s origin (Firefox has no ancestorOrigins)', () => {
    expect(parentOrigin(locationWith(undefined), 'https://embedder.example/some/page?x=1')).toBe('https://embedder.example')
  })
  it('is unknown without either', () => {
    expect(parentOrigin(locationWith([]), '')).toBeUndefined()
  })
})

describe('postToParent', () => {
  it('posts the message once per target origin, with that origin as targetOrigin', () => {
    const sent: [FrameMessage, string][] = []
    const parent = { postMessage: (m: FrameMessage, o: string) => void sent.push([m, o]) }
    postToParent(parent, ['https://embedder.example'], { type: 'frameResize', height: 812 })
    postToParent(parent, [], { type: 'frameReady', path: '/iframe/sites' })
    expect(sent).toEqual([[{ type: 'frameResize', height: 812 }, 'https://embedder.example']])
  })
})

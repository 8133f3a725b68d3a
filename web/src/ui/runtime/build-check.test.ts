import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkBuild } from './build-check'

afterEach(() => vi.restoreAllMocks())

const answer = (status: number, body?: unknown) => async () => new Response(body === undefined ? null : JSON.stringify(body), { status })

describe('checkBuild', () => {
  it('asks with a timestamp and no cache', async () => {
    const seen: [string, RequestInit][] = []
    await checkBuild('a', async (url, init) => (seen.push([url, init]), new Response('{"id":"a"}')), 1234)
    expect(seen).toEqual([['/builds/latest.json?t=1234', { cache: 'no-store', credentials: 'omit' }]])
  })
  it('says new only when the server names another build', async () => {
    expect(await checkBuild('a', answer(200, { id: 'a', timestamp: 1 }))).toBe('same')
    expect(await checkBuild('a', answer(200, { id: 'b', timestamp: 2 }))).toBe('new')
    expect(await checkBuild('a', answer(200, { nope: true }))).toBe('unknown')
  })
  it('tolerates 404 and 403 with a log line, and any other failure', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await checkBuild('a', answer(404))).toBe('unknown')
    expect(await checkBuild('a', answer(403))).toBe('unknown')
    expect(info).toHaveBeenCalledTimes(2)
    expect(await checkBuild('a', answer(502))).toBe('unknown')
    expect(
      await checkBuild('a', async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toBe('unknown')
    expect(await checkBuild('a', async () => new Response('<html>'))).toBe('unknown')
    expect(error).toHaveBeenCalledTimes(3)
  })
})

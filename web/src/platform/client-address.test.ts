import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

describe('clientAddress', () => {
  it('with no trusted proxy, is the connection’s address whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', 0)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', undefined, 0)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', '10.0.0.1, 10.0.0.2', 0)).toBe('203.0.113.9')
    expect(clientAddress('::1', '10.0.0.1', 0)).toBe('::1')
  })

  it('with one proxy, is the header’s last entry (what the proxy saw), not the client’s own entries left of it', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.1', 1)).toBe('10.0.0.1')
    expect(clientAddress('127.0.0.1', '6.6.6.6, 7.7.7.7, 198.51.100.4', 1)).toBe('198.51.100.4')
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.4'], 1)).toBe('198.51.100.4')
  })

  it('with two proxies, is the second entry from the right', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.2', 2)).toBe('198.51.100.4')
  })

  it('with fewer entries than hops, is the farthest one there is', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.4', 3)).toBe('198.51.100.4')
    expect(clientAddress('127.0.0.1', undefined, 2)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', ' , ', 1)).toBe('127.0.0.1')
  })

  it('stops at an entry that is not an address', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.4, not-an-ip', 2)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', 'junk, 198.51.100.4', 2)).toBe('198.51.100.4')
  })

  it('says unknown when there is no connection address and nothing trusted', () => {
    expect(clientAddress(undefined, '10.0.0.1', 0)).toBe('unknown')
  })
})

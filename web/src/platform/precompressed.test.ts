import { describe, expect, it } from 'vitest'
import { acceptsGzip, GZIP_ACCEPTED, precompressedHeaderRules } from './precompressed'

// The route gzips exactly when next.config's rule sets Content-Encoding: gzip, so both must test
// the header alike; and the rule must never fire for a client that refuses gzip.

describe('acceptsGzip', () => {
  it.each(['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8, *;q=0.1', 'deflate,gzip', 'gzip;q=0.001', ' gzip ', 'identity, gzip;q=1'])(
    'accepts %j',
    (header) => expect(acceptsGzip(header)).toBe(true),
  )

  it.each(['', 'br', 'deflate', 'gzip;q=0', 'gzip; q=0.000', 'gzip;q=0, br', 'x-gzip', 'gzip2', '*', 'identity'])('refuses %j', (header) =>
    expect(acceptsGzip(header)).toBe(false),
  )

  it('refuses a request without the header', () => expect(acceptsGzip(null)).toBe(false))

  it('is the test next.config’s rule makes (`^…$`, no flags) on the same value', () => {
    const [rule] = precompressedHeaderRules()
    expect(rule?.has).toEqual([{ type: 'header', key: 'accept-encoding', value: GZIP_ACCEPTED }])
    expect(rule?.headers).toEqual([{ key: 'Content-Encoding', value: 'gzip' }])
    const asNext = new RegExp(`^${rule?.has[0]?.value ?? ''}$`)
    for (const header of ['gzip, br', 'gzip;q=0', 'br', 'x-gzip, deflate']) expect(asNext.test(header)).toBe(acceptsGzip(header))
  })
})

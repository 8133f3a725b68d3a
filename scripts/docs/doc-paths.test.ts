import { describe, expect, it } from 'vitest'
import { docFiles, exists, looksLikePath, missingCommentPaths, missingPaths, pathsIn } from './doc-paths.mjs'

describe('the paths the docs name', () => {
  it('reads the README, docs/ and the rooms’ READMEs', () => {
    const docs = docFiles()
    expect(docs).toContain('README.md')
    expect(docs).toContain('docs/architecture.md')
    expect(docs).toContain('docs/glossary.md')
    expect(docs).toContain('web/src/booking/README.md')
  })

  it('each exists', () => {
    expect(missingPaths()).toEqual([])
  })

  it('each a code comment names exists too', () => {
    expect(missingCommentPaths()).toEqual([])
  })

  it('takes code spans that read as paths, and leaves URLs, MIME types and patterns alone', () => {
    expect(looksLikePath('booking/draw/order.ts')).toBe(true)
    expect(looksLikePath('door/ui/')).toBe(true)
    expect(looksLikePath('app/(site)/sites/[...site]/page.tsx')).toBe(true)
    expect(looksLikePath('/api/sites')).toBe(false)
    expect(looksLikePath('text/calendar')).toBe(false)
    expect(looksLikePath('https://example.org/a.ts')).toBe(false)
    expect(looksLikePath('web/src/**/*.test.ts')).toBe(false)
    expect(looksLikePath('planDay')).toBe(false)
  })

  it('would notice a path that is gone', () => {
    const found = pathsIn('The draw is in `booking/draw/order.ts`, once in `places/run-draw.ts`; see [the guide](fair-booking.md).')
    expect(found.map((f) => f.path)).toEqual(['booking/draw/order.ts', 'places/run-draw.ts', 'fair-booking.md'])
    expect(exists('docs/architecture.md', 'booking/draw/order.ts', false)).toBe(true)
    expect(exists('docs/architecture.md', 'places/run-draw.ts', false)).toBe(false)
    expect(exists('docs/architecture.md', 'fair-booking.md', true)).toBe(true)
    expect(exists('docs/architecture.md', 'no-such-guide.md', true)).toBe(false)
    // A folder named earlier on the line is where a short name is looked for.
    expect(exists('docs/architecture.md', 'my-places/', false, ['booking/ui/'])).toBe(true)
    expect(exists('docs/architecture.md', 'my-places/', false)).toBe(false)
  })
})

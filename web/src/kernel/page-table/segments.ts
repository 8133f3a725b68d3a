// Catch-all segments joined back into the slug or path they spell (`a/b` stays one free-text
// value). Next hands segments over still percent-encoded in some cases and decoded in others
// (`/%25zz` arrives as `%zz`), so a segment that cannot be decoded again is taken as it is: it
// names no content, and the page answers 404 instead of failing.
export function slugOf(segments: string[]): string {
  return segments
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}

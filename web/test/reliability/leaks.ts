// What an answer must never show a visitor, whatever they asked: a stack trace, a path inside
// the server, or the framework's own error text. The site's own pages legitimately carry
// Next's not-found marker (digest "NEXT_HTTP_ERROR_FALLBACK;404") in their payload, and a real
// 500 page a numeric digest (an opaque id of a logged error): only the latter is a leak here,
// on an answer that claims not to be an error.

const LEAKS: { name: string; pattern: RegExp }[] = [
  // "    at fn (/path/file.js:1:2)", also inside the JSON-escaped RSC payload ("\n    at ").
  { name: 'stack frame', pattern: /(^|\n|\\n)\s{2,}at (async )?[\w$.<>[\] ]*\(?[^\s()]+:\d+:\d+\)?/ },
  { name: 'error with stack', pattern: /\b[A-Z]\w*Error: [^\n]{0,200}(\n|\\n)\s+at / },
  { name: 'internal path', pattern: /\/work\/|node_modules|\.next\/server|webpack-internal|file:\/\// },
  { name: 'framework 500 text', pattern: /^\s*Internal Server Error/ },
  { name: 'framework error page', pattern: /Application error: a (server|client)-side exception/ },
  { name: 'old not-found marker', pattern: /NEXT_NOT_FOUND/ },
  { name: 'error digest on a non-error page', pattern: /digest\\?"\s*:\s*\\?"\d+/ },
  {
    name: 'database error',
    pattern: /SQLITE_[A-Z]+|syntax error at or near|violates (unique|foreign key|not-null) constraint|invalid byte sequence for encoding/,
  },
]

/** The first leak in a body, with a short excerpt around it; undefined when clean. */
export function leakIn(body: string, status: number): { name: string; excerpt: string } | undefined {
  for (const { name, pattern } of LEAKS) {
    if (status >= 500 && name === 'error digest on a non-error page') continue
    const match = pattern.exec(body)
    if (match) {
      const at = match.index
      return { name, excerpt: body.slice(Math.max(0, at - 60), at + 140).replace(/\s+/g, ' ') }
    }
  }
  return undefined
}

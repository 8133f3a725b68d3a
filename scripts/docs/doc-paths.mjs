// The paths the project's docs and code comments name, and whether each exists: a doc or a
// comment that names a file which moved or was deleted sends a newcomer nowhere. Plain JavaScript, read by its test
// (doc-paths.test.ts) and runnable on its own: `node scripts/docs/doc-paths.mjs` lists the misses.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** Where a path written in a doc may start: the repository, the web app's source, a package. */
const BASES = ['', 'web/src', 'web', 'scripts', 'studio', 'schemas', 'bench', 'web/node_modules']

/** Written by the commands, never committed: named in the docs as what a run leaves behind. */
const GENERATED =
  /^(data\/|\.tools\/|node_modules\/|web\/\.next|\.next|test-results\/|web\/test-results\/|playwright-report\/|coverage\/|dist\/|\.sanity\/|\/tmp\/)/

/** The docs a newcomer reads: the README, docs/ and every README in the packages' source. */
export function docFiles() {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n')
  return tracked.filter(
    (f) => f === 'README.md' || /^docs\/.*\.md$/.test(f) || /^(web|scripts|studio|schemas|bench)\/.*README\.md$/.test(f),
  )
}

/** A code span that reads as a path of this repository (not a URL, a MIME type, a package or a pattern). */
export function looksLikePath(span) {
  if (/\s|[{}*…<>|=$`'"]/.test(span)) return false
  if (/^(https?:|mailto:|webcal:|\/|@|~|#|-)/.test(span)) return false
  if (/^(text|application|image|multipart|audio|video|font)\/[\w.+-]+$/.test(span)) return false
  if (/^[\w.-]+\/[\w.-]+@/.test(span)) return false
  const ext = /\.(tsx?|mts|mjs|js|md|json|css|conf|ya?ml|ndjson|csv)$/.test(span)
  const dir = /^[\w.()[\]-]+\/([\w.()[\]-]+\/)*$/.test(span)
  const file = ext && /^[\w.()[\]-]+(\/[\w.()[\]-]+)+$/.test(span)
  return dir || file
}

/** Each path a doc names in a code span or a relative link, with its line. */
export function pathsIn(text) {
  const found = []
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/`([^`\n]+)`/g)) if (looksLikePath(m[1])) found.push({ path: m[1], line: i + 1, link: false })
    for (const m of line.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g))
      if (!/^(https?:|mailto:|\/)/.test(m[1])) found.push({ path: m[1], line: i + 1, link: true })
  })
  return found
}

/**
 * Whether `p`, named in `doc`, exists: from the repository, a package or the doc's folder, or
 * inside a folder named earlier on the same line (a table row of `booking/ui/` may name
 * `my-places/` within it).
 */
export function exists(doc, p, link, folders = []) {
  if (link) return existsSync(path.resolve(ROOT, path.dirname(doc), p))
  if (GENERATED.test(p)) return true
  const bare = p.replace(/\/$/, '')
  const bases = [path.dirname(doc), ...BASES].flatMap((base) => [base, ...folders.map((f) => path.join(base, f))])
  return bases.some((base) => existsSync(path.join(ROOT, base, bare)))
}

export function missingPaths() {
  return docFiles().flatMap((doc) => {
    const found = pathsIn(readFileSync(path.join(ROOT, doc), 'utf8'))
    return found
      .filter(({ path: p, line, link }) => {
        const folders = found.filter((f) => f.line === line && f.path.endsWith('/') && f.path !== p).map((f) => f.path)
        return !exists(doc, p, link, folders)
      })
      .map(({ path: p, line }) => `${doc}:${line}: ${p}`)
  })
}

/** Paths a comment names that are not this repository's, each with its reason. */
const NOT_OURS = new Set([
  'api/sites.json', // the file name the front bench gives /api/sites's bytes
  'docs/throttling.md', // Lighthouse's own guide
])

/** Each path a code comment names (`// …`, `/* … *\/`, ` * …`) that does not exist, as `file:line: path`. */
export function missingCommentPaths() {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n')
  const code = tracked.filter((f) => /\.(tsx?|mts|mjs)$/.test(f) && !f.endsWith('sanity/types.ts'))
  const missing = []
  for (const file of code) {
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const t = line.trimStart()
        const at = line.indexOf(' // ')
        const comment = t.startsWith('//') || t.startsWith('*') || t.startsWith('/*') ? t : at >= 0 ? line.slice(at) : ''
        for (const m of comment.matchAll(
          /(?<![\w@/.(-])(\(?[\w][\w.()[\]-]*\/(?:[\w.()[\]-]+\/)*[\w.[\]-]+\.(?:tsx?|mjs|mts|css|json|md))\b/g,
        )) {
          // A leading parenthesis is the prose's, unless it opens a route group such as (site)/.
          const p = m[1].startsWith('(') && !/^\([\w-]+\)\//.test(m[1]) ? m[1].slice(1) : m[1]
          if (NOT_OURS.has(p)) continue
          const bases = [path.dirname(file), ...BASES, 'node_modules', 'web/src/app']
          if (!bases.some((base) => existsSync(path.join(ROOT, base, p)))) missing.push(`${file}:${i + 1}: ${p}`)
        }
      })
  }
  return missing
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = [...missingPaths(), ...missingCommentPaths()]
  console.log(missing.join('\n') || 'Every path the docs name exists.')
  process.exit(missing.length ? 1 : 0)
}

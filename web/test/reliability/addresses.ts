import type { AppRoute, Segment } from './app-routes'
import { oddBody } from './bodies'
import type { Random } from './random'
import { wireBytes, type RawRequest } from './raw-http'

// Generated requests over the site's addresses: a route of the app folder, its parameters filled
// with real values from the live site (so the valid prefix reaches the page or handler) or with
// junk, then broken in one or two ways — malformed or overlong percent-encoding, NUL, unicode and
// right-to-left marks, dot segments, encoded slashes, overlong segments and paths — sent with an
// odd method, query string, body or header now and then.

/** Real values for the routes' parameters, read from the live site (see liveValues in the test). */
export interface LiveValues {
  /** Slugs and paths per kind of parameter: site, event, tour, neighborhood, stop, path (centre pages), year. */
  slugs: Record<string, string[]>
  /** Document ids the API knows (site.…, event.…). */
  ids: string[]
  /** File names under /media/images. */
  images: string[]
  /** The build id (/builds/meta/{id}.json). */
  buildId: string
}

export interface GeneratedRequest extends RawRequest {
  /** The route it was made from and what was done to it, for the report. */
  label: string
}

/** Pieces that break a segment: each is already in wire form (escapes as text, raw bytes as latin1). */
export const JUNK: readonly string[] = [
  '%',
  '%f',
  '%zz',
  '%ff',
  '%c0%af',
  '%ed%a0%80',
  '%e0%80%af',
  '%f4%90%80%80',
  '%e9',
  '%%',
  '%2',
  '%u002e',
  '%00',
  'a%00b',
  '%0d%0a',
  '%0a',
  '%09',
  '%20',
  '%E2%80%AE',
  wireBytes('\u202egnp.exe'),
  wireBytes('\u200f\u200e'),
  '%F0%9F%8F%9B%EF%B8%8F',
  wireBytes('🏛️🔥'),
  wireBytes('é'),
  'e%CC%81',
  '%EF%BB%BF',
  '%EF%BC%8F',
  wireBytes('日本語'),
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '..%2f',
  '..%5c',
  '%2f',
  '%5c',
  '\\',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows',
  ';',
  ';jsessionid=1',
  ':',
  '@',
  '!',
  '$',
  "'",
  '"',
  '<script>',
  '%3Cscript%3E',
  '{{7*7}}',
  '${7*7}',
  '#frag',
  '+',
  '*',
  '~',
  '__proto__',
  'constructor',
  '_next',
  '_rsc',
  'index',
  'page',
  'route',
  '.json',
  '.rsc',
  '.html',
  '.txt',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
]

const UNKNOWN_METHODS = ['FOO', 'PROPFIND', 'BREW', 'M-SEARCH', 'TRACE', 'PURGE', 'get']

export function junk(random: Random): string {
  return random.pick(JUNK)
}

/** A segment of about `size` characters made of junk pieces and letters. */
export function longSegment(random: Random, size: number): string {
  let text = ''
  while (text.length < size) text += random.chance(0.5) ? junk(random).replace(/[/?#]/g, '') : 'a'.repeat(random.int(1, 64))
  return text
}

function realValue(segment: Segment, route: AppRoute, live: LiveValues, random: Random): string[] {
  if (segment.kind === 'static') return [segment.value]
  const name = segment.name
  const encode = (value: string) => value.split('/').map(encodeURIComponent)
  if (name === 'year') return [String(random.pick(live.slugs.year ?? ['2024']))]
  if (name === 'id') {
    const real = route.pattern.startsWith('/api/events') ? live.ids.filter((id) => id.startsWith('event.')) : live.ids
    return [encodeURIComponent(random.chance(0.8) ? random.pick(real.length ? real : ['x']) : randomToken(random, 36))]
  }
  if (name === 'itemId' || name === 'token') return [random.chance(0.5) ? randomToken(random, 43) : String(random.int(0, 1e6))]
  if (name === 'file') {
    if (route.pattern.startsWith('/builds')) return [`${live.buildId}.json`]
    return [random.pick(live.images.length ? live.images : ['none.svg'])]
  }
  if (name === 'all')
    return random.pick([['get-session'], ['sign-in', 'magic-link'], ['magic-link', 'verify'], ['sign-out'], ['ok'], ['error']])
  if (name === 'tool') return random.pick([[], ['structure'], ['presentation'], ['vision']])
  const slugs = live.slugs[name] ?? live.slugs.path ?? []
  return slugs.length ? encode(random.pick(slugs)) : ['x']
}

function randomToken(random: Random, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('')
}

const filled = (route: AppRoute, live: LiveValues, random: Random) => route.segments.flatMap((s) => realValue(s, route, live, random))
const paramIndexes = (route: AppRoute) => route.segments.flatMap((s, i) => (s.kind === 'static' ? [] : [i]))

type PathMutation = (segments: string[], route: AppRoute, random: Random) => string[]

/** Ways to break a valid path, by name (the name goes into the request's label). */
export const PATH_MUTATIONS: Record<string, PathMutation> = {
  none: (s) => s,
  'broken tail': (s, _r, random) => [...s, ...Array.from({ length: random.int(1, 3) }, () => junk(random))],
  'junk parameter': (s, route, random) => {
    const params = paramIndexes(route)
    if (!params.length) return [...s, junk(random)]
    const copy = [...s]
    copy[random.pick(params)] = junk(random)
    return copy
  },
  'junk inside a segment': (s, _r, random) => {
    if (!s.length) return [junk(random)]
    const copy = [...s]
    const i = random.int(0, copy.length - 1)
    const segment = copy[i] ?? ''
    const at = random.int(0, segment.length)
    copy[i] = segment.slice(0, at) + junk(random) + segment.slice(at)
    return copy
  },
  'dot segments': (s, _r, random) => {
    const copy = [...s]
    const dots = random.pick(['..', '.', '%2e%2e', '%2E%2E', '.%2e', '..%2f', '%2e%2e%2f%2e%2e'])
    copy.splice(random.int(0, copy.length), 0, ...Array.from({ length: random.int(1, 4) }, () => dots))
    return copy
  },
  'encoded slashes': (s, _r, random) => [s.join(random.pick(['%2f', '%2F', '%5c', '%5C', '\\', '%252f']))],
  '2 KB segment': (s, _r, random) => {
    const copy = [...s]
    copy.splice(random.int(0, copy.length), 0, longSegment(random, 2048))
    return copy
  },
  '8 KB path': (s, _r, random) => [...s, ...Array.from({ length: 8 }, () => longSegment(random, 1024))],
  'empty segments': (s, _r, random) => ['', ...s, ...(random.chance(0.5) ? [''] : [])],
  'trailing slash': (s) => [...s, ''],
  'upper case': (s) => s.map((segment) => segment.toUpperCase()),
}

const QUERY_NAMES = ['kind', 'targetId', 'page', 'key', 'title', 'to', 'callbackURL', 'token', 'year', 'id', 'q', 'a', '_rsc']

/** Odd query strings, by name: the text after the path, with its "?". */
export function oddQuery(random: Random): { name: string; query: string } {
  const name = random.pick(QUERY_NAMES)
  const choices: [string, () => string][] = [
    ['none', () => ''],
    ['? alone', () => '?'],
    ['&&&', () => '?&&&'],
    ['repeated keys', () => `?${name}=1&${name}=2&${name}=`],
    ['array keys', () => `?${name}[]=1&${name}[]=2`],
    ['nested key', () => `?${name}[b]=&${name}[c][d]=1`],
    ['2 KB value', () => `?${name}=${'v'.repeat(2048)}`],
    ['malformed escape', () => `?${name}=${random.pick(['%', '%zz', '%ff', '%ed%a0%80', '%c0%af', '%00'])}`],
    ['malformed key', () => `?${random.pick(['%', '%zz', '%ff'])}=1`],
    ['prototype keys', () => `?__proto__[polluted]=1&constructor[prototype][x]=1`],
    ['junk value', () => `?${name}=${junk(random).replace(/#/g, '%23')}`],
    ['bare =', () => `?=&==&${name}==x`],
    ['unicode', () => `?${name}=${wireBytes('\u202e🏛️')}%00`],
  ]
  const [label, make] = random.pick(choices)
  return { name: label, query: make() }
}

function oddMethod(route: AppRoute, random: Random): string {
  const roll = random.next()
  if (roll < 0.45) return 'GET'
  if (roll < 0.55) return 'HEAD'
  if (roll < 0.62) return 'OPTIONS'
  if (roll < 0.66) return random.pick(UNKNOWN_METHODS)
  // The writes a route handler exports get more than their share: they read bodies.
  const writes = route.methods.filter((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))
  if (writes.length && random.chance(0.5)) return random.pick(writes)
  return random.pick(['POST', 'PUT', 'DELETE', 'PATCH'])
}

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** One generated request over `route` (already placed under /iframe when its twin is meant). */
/**
 * The real address of a route, untouched, as a crawler asks for it: every route gets one, so the
 * paths a crawler's request takes (the proxy asks the server itself, then passes the answer on)
 * are walked for every page, redirects included.
 */
export function crawlerRequest(route: AppRoute, live: LiveValues, random: Random): GeneratedRequest {
  const path = `/${filled(route, live, random).join('/')}`
  return {
    method: random.chance(0.8) ? 'GET' : 'HEAD',
    path,
    headers: { 'user-agent': CRAWLER, 'x-forwarded-for': `10.${random.int(1, 250)}.${random.int(1, 250)}.${random.int(1, 250)}` },
    label: `${route.pattern} [none; query: none; crawler]`,
  }
}

export function generateRequest(route: AppRoute, live: LiveValues, random: Random, origin: string): GeneratedRequest {
  const mutations = Object.keys(PATH_MUTATIONS)
  // Mostly one mutation, sometimes two; "none" keeps a valid address for the odd method or query.
  const chosen = random.chance(0.15)
    ? ['none']
    : random.chance(0.75)
      ? [random.pick(mutations)]
      : [random.pick(mutations), random.pick(mutations)]
  let segments = filled(route, live, random)
  for (const name of chosen) segments = (PATH_MUTATIONS[name] ?? PATH_MUTATIONS.none!)(segments, route, random)
  const query = random.chance(0.4) ? oddQuery(random) : { name: 'none', query: '' }
  const method = oddMethod(route, random)
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${random.int(1, 250)}.${random.int(1, 250)}.${random.int(1, 250)}` }
  const extras: string[] = []
  if (random.chance(0.06)) {
    headers['user-agent'] = CRAWLER
    extras.push('crawler')
  }
  if (random.chance(0.05)) {
    headers.rsc = '1'
    extras.push('rsc')
  }
  if (random.chance(0.3)) headers.origin = origin
  let body: string | Buffer | undefined
  if (['POST', 'PUT', 'PATCH'].includes(method) || (method === 'DELETE' && random.chance(0.2))) {
    const odd = oddBody(random)
    body = odd.body
    if (odd.contentType) headers['content-type'] = odd.contentType
    extras.push(`body: ${odd.name}`)
    if (method === 'POST' && random.chance(0.08)) {
      headers['next-action'] = randomToken(random, 42).toLowerCase()
      extras.push('unknown server action')
    }
  }
  const path = `/${segments.join('/')}${query.query}`
  return {
    method,
    path,
    headers,
    body,
    label: `${route.pattern} [${chosen.join(' + ')}; query: ${query.name}${extras.length ? `; ${extras.join(', ')}` : ''}]`,
  }
}

const decodes = (text: string) => {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/**
 * Why a request is special, for grouping failures: a percent-escape that decodes to no text
 * (`%zz`, `%ff`, `%c0%af`) in the path or in the query; or a path that decodes once but not twice
 * (`%25zz`), for code that decodes what Next already decoded.
 */
export function escapeTrouble(path: string): 'path' | 'query' | 'path decoded twice' | undefined {
  const at = path.indexOf('?')
  const pathname = at < 0 ? path : path.slice(0, at)
  if (!decodes(pathname)) return 'path'
  if (at >= 0 && !decodes(path.slice(at + 1).replace(/\+/g, ' '))) return 'query'
  if (!decodes(decodeURIComponent(pathname))) return 'path decoded twice'
  return undefined
}

import type { Random } from './random'

// Request bodies that should be refused: the odd bodies the address fuzz sends anywhere, and for
// each JSON input the site reads, variants of a valid body broken one field at a time (missing,
// wrong type, empty, too long, bad format, NUL and unicode) or as a whole (not JSON, not an
// object, wrong content type, deeply nested, prototype keys).

export interface BodyVariant {
  /** What was done, for the report. */
  name: string
  body: string | Buffer | undefined
  contentType?: string
  /**
   * 'invalid': the input breaks a documented rule, so it must be refused (4xx) and change nothing.
   * 'edge': unusual but not against any rule (unicode in a name, an unknown extra field): it may be
   * accepted, but never with a 5xx.
   */
  expect: 'invalid' | 'edge'
}

const JSON_TYPE = 'application/json'

/** Deeply nested arrays: `depth` brackets, as text (never built as an object here). */
export const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** Bytes that are no text encoding at all: NUL, invalid UTF-8, control characters. */
export function binaryJunk(random: Random, size: number): Buffer {
  const bytes = Buffer.alloc(size)
  for (let i = 0; i < size; i++) bytes[i] = random.int(0, 255)
  bytes[0] = 0xff // never valid UTF-8 at the start
  return bytes
}

/** A body for the address fuzz: anything a confused or hostile client might send with a write. */
export function oddBody(random: Random): { name: string; body: string | Buffer | undefined; contentType?: string } {
  const choices: [string, () => { body: string | Buffer | undefined; contentType?: string }][] = [
    ['none', () => ({ body: undefined })],
    ['empty JSON', () => ({ body: '', contentType: JSON_TYPE })],
    ['invalid JSON', () => ({ body: random.pick(['{', '{"a":', "{'a':1}", '{"a":1,}', 'NaN', '{"a":01}']), contentType: JSON_TYPE })],
    ['JSON as text/plain', () => ({ body: '{"name":"x","email":"a@b.c"}', contentType: 'text/plain' })],
    ['JSON array', () => ({ body: '[1,2,3]', contentType: JSON_TYPE })],
    ['JSON null', () => ({ body: 'null', contentType: JSON_TYPE })],
    ['form with JSON type', () => ({ body: 'a=1&b=%zz&c[]=2', contentType: JSON_TYPE })],
    ['urlencoded junk', () => ({ body: 'a=%&b=%ff&&=&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' })],
    [
      'multipart without boundary',
      () => ({ body: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data' }),
    ],
    ['multipart wrong boundary', () => ({ body: '--zz\r\n\r\njunk', contentType: 'multipart/form-data; boundary=other' })],
    [
      'binary',
      () => ({ body: binaryJunk(random, random.int(1, 4096)), contentType: random.pick(['application/octet-stream', JSON_TYPE]) }),
    ],
    ['nested 10k', () => ({ body: nested(10_000), contentType: JSON_TYPE })],
    ['64 KB string', () => ({ body: JSON.stringify({ name: 'n'.repeat(64 * 1024) }), contentType: JSON_TYPE })],
    [
      'XML',
      () => ({
        body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
        contentType: 'application/xml',
      }),
    ],
  ]
  const [name, make] = random.pick(choices)
  return { name, ...make() }
}

export type FieldKind = 'text' | 'id' | 'enum' | 'day' | 'int' | 'email' | 'idList' | 'token' | 'url'

export interface FieldSpec {
  name: string
  kind: FieldKind
  required: boolean
  /** null is a value the field accepts (clears it). */
  nullable?: boolean
  /** Text fields: an empty string is refused. */
  nonEmpty?: boolean
  /** The longest text the field takes (characters). */
  max?: number
  /** int fields: the allowed range. */
  range?: [number, number]
  /** enum fields: the allowed values. */
  values?: readonly string[]
}

const KB = 1024
const NUL_AND_FRIENDS = [
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '🏛️🔥',
  '\ud800',
  '\u200b',
  'e\u0301',
  '\r\n\t',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
]

/** Values of the wrong type for a field of this kind. */
function wrongTypes(field: FieldSpec): [string, string][] {
  const all: [string, string][] = [
    ['number', '42'],
    ['boolean', 'true'],
    ['array', '["x"]'],
    ['object', '{"x":"y"}'],
    ['empty array', '[]'],
    ['nested 1000', nested(1000)],
  ]
  if (field.kind === 'int') return [...all.filter(([n]) => n !== 'number'), ['numeric string', '"2"']]
  if (field.kind === 'idList') return [...all.filter(([n]) => n !== 'array'), ['list of numbers', '[1,2]'], ['string', '"a,b"']]
  return all
}

/** Text values that break the field's format (each surely refused). */
function badFormats(field: FieldSpec): string[] {
  switch (field.kind) {
    case 'id':
    case 'token':
      return [
        '../../etc/passwd',
        'a b',
        '.leading-dot',
        '-leading-dash',
        'a/b',
        'a%00b',
        '\u0000',
        '\u202eabc',
        '🏛️',
        'x'.repeat(201),
        "x' OR '1'='1",
      ]
    case 'day':
      return [
        '2026-02-30',
        '2026-13-01',
        '2026-1-1',
        '20261017',
        '2026-10-17T00:00:00Z',
        '0000-00-00',
        '+275760-09-13',
        'tomorrow',
        '17/10/2026',
      ]
    case 'email':
      return ['x', 'a@', '@b.org', 'a@b', 'a b@c.org', 'a@b.org\u0000', 'a@@b.org', `${'x'.repeat(300)}@example.org`, '\u202ea@b.org']
    case 'url':
      // Addresses off the site, however spelled: never a place to send a visitor back to.
      return [
        'https://evil.example/',
        '//evil.example/',
        '/\\evil.example/',
        '/\t/evil.example/',
        'javascript:alert(1)',
        'http://127.0.0.1.evil.example/',
      ]
    case 'enum':
      return [...(field.values ?? []).map((v) => v.toUpperCase()), ...(field.values ?? []).map((v) => `${v} `), 'unknown', '__proto__']
    default:
      return []
  }
}

function jsonWith(valid: Record<string, unknown>, name: string, rawValue: string | undefined): string {
  const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name))
  const inner = JSON.stringify(rest).slice(1, -1)
  if (rawValue === undefined) return `{${inner}}`
  return `{${inner}${inner ? ',' : ''}${JSON.stringify(name)}:${rawValue}}`
}

/**
 * Variants of one valid JSON body. `form`: the endpoint also takes form posts (then a JSON text
 * sent as a form is no JSON at all to it). `requireSome`: an object without any of the fields is
 * refused. `huge`: include the 1 MB strings.
 */
export function jsonBodyVariants(
  valid: Record<string, unknown>,
  fields: FieldSpec[],
  { form = false, requireSome = false, huge = true } = {},
): BodyVariant[] {
  const text = JSON.stringify(valid)
  const variants: BodyVariant[] = [
    { name: 'no body', body: undefined, contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'empty body', body: '', contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'whitespace', body: ' \n\t ', contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'null', body: 'null', contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'true', body: 'true', contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'number', body: '123', contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'string', body: JSON.stringify(text), contentType: JSON_TYPE, expect: 'invalid' },
    {
      name: 'empty object',
      body: '{}',
      contentType: JSON_TYPE,
      expect: requireSome || fields.some((f) => f.required) ? 'invalid' : 'edge',
    },
    { name: 'array for object', body: `[${text}]`, contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'truncated JSON', body: text.slice(0, Math.max(1, text.length - 2)), contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'single quotes', body: text.replace(/"/g, "'"), contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'trailing comma', body: `${text.slice(0, -1)},}`, contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'NaN', body: 'NaN', contentType: JSON_TYPE, expect: 'invalid' },
    { name: 'nested 100k', body: nested(100_000), contentType: JSON_TYPE, expect: 'invalid' },
    {
      name: 'binary junk',
      body: Buffer.concat([Buffer.from([0xff, 0xfe, 0x00]), Buffer.from(text)]),
      contentType: JSON_TYPE,
      expect: 'invalid',
    },
    { name: 'multipart, broken', body: '--zz\r\n\r\njunk', contentType: 'multipart/form-data; boundary=other', expect: 'invalid' },
    { name: 'XML', body: `<a>${text}</a>`, contentType: 'application/xml', expect: 'invalid' },
    { name: 'urlencoded junk', body: 'a=%&b=%ff&&=', contentType: 'application/x-www-form-urlencoded', expect: 'invalid' },
    // A JSON reader that ignores the content type takes these as they are; a form reader finds no fields.
    { name: 'valid JSON as text/plain', body: text, contentType: 'text/plain', expect: 'edge' },
    { name: 'valid JSON without content type', body: text, expect: form ? 'invalid' : 'edge' },
    { name: 'valid JSON as a form post', body: text, contentType: 'application/x-www-form-urlencoded', expect: form ? 'invalid' : 'edge' },
    // Prototype keys: JSON.parse makes them own properties; a reader that walks the prototype
    // chain (or merges them into an object) would find the required fields there.
    ...fields
      .filter((f) => f.required)
      .flatMap((f): BodyVariant[] => [
        {
          name: `${f.name} only in __proto__`,
          body: jsonWith(valid, f.name, undefined).replace(
            /^\{/,
            `{"__proto__":${JSON.stringify({ [f.name]: valid[f.name] })}${Object.keys(valid).length > 1 ? ',' : ''}`,
          ),
          contentType: JSON_TYPE,
          expect: 'invalid',
        },
        {
          name: `${f.name} only in constructor.prototype`,
          body: jsonWith(valid, f.name, undefined).replace(
            /^\{/,
            `{"constructor":{"prototype":${JSON.stringify({ [f.name]: valid[f.name] })}}${Object.keys(valid).length > 1 ? ',' : ''}`,
          ),
          contentType: JSON_TYPE,
          expect: 'invalid',
        },
      ]),
    {
      name: 'extra __proto__ key',
      body: `{"__proto__":{"admin":true,"polluted":1},${text.slice(1)}`,
      contentType: JSON_TYPE,
      expect: 'edge',
    },
    {
      name: 'extra unknown fields',
      body: `{"role":"admin","userId":"someone-else","id":"x",${text.slice(1)}`,
      contentType: JSON_TYPE,
      expect: 'edge',
    },
    {
      name: 'extra 100 KB field',
      body: `{"padding":${JSON.stringify('p'.repeat(100 * KB))},${text.slice(1)}`,
      contentType: JSON_TYPE,
      expect: 'edge',
    },
  ]
  for (const field of fields) {
    const f = field.name
    const json = (value: string) => jsonWith(valid, f, value)
    if (field.required)
      variants.push({ name: `${f} missing`, body: jsonWith(valid, f, undefined), contentType: JSON_TYPE, expect: 'invalid' })
    variants.push({ name: `${f} null`, body: json('null'), contentType: JSON_TYPE, expect: field.nullable ? 'edge' : 'invalid' })
    for (const [name, raw] of wrongTypes(field))
      variants.push({ name: `${f} as ${name}`, body: json(raw), contentType: JSON_TYPE, expect: 'invalid' })
    if (field.kind === 'int') {
      const [min, max] = field.range ?? [0, 0]
      for (const raw of [String(min - 1), String(max + 1), '-1', '0', '1.5', '-0.5', '1e309', '-1e309', String(2 ** 53 + 1), '1e3']) {
        const value = Number(raw)
        const ok = Number.isInteger(value) && value >= min && value <= max
        variants.push({ name: `${f} = ${raw}`, body: json(raw), contentType: JSON_TYPE, expect: ok ? 'edge' : 'invalid' })
      }
      continue
    }
    if (field.kind === 'idList') {
      variants.push({
        name: `${f} with junk ids`,
        body: json(JSON.stringify(['../x', '\u0000', '', 'x'.repeat(10 * KB)])),
        contentType: JSON_TYPE,
        expect: 'invalid',
      })
      variants.push({
        name: `${f} of 1001 ids`,
        body: json(JSON.stringify(Array.from({ length: 1001 }, (_, i) => `id-${i}`))),
        contentType: JSON_TYPE,
        expect: 'invalid',
      })
      variants.push({
        name: `${f} of 100k ids`,
        body: json(JSON.stringify(Array.from({ length: 100_000 }, () => 'x'))),
        contentType: JSON_TYPE,
        expect: 'invalid',
      })
      continue
    }
    const emptyRefused = field.nonEmpty || ['id', 'token', 'enum', 'day', 'email'].includes(field.kind)
    // A relative address of any length is still the site's own.
    const lengthLimited = field.max !== undefined || !['text', 'url'].includes(field.kind)
    variants.push({ name: `${f} empty`, body: json('""'), contentType: JSON_TYPE, expect: emptyRefused ? 'invalid' : 'edge' })
    variants.push({ name: `${f} blank`, body: json('"   "'), contentType: JSON_TYPE, expect: emptyRefused ? 'invalid' : 'edge' })
    if (field.max !== undefined)
      variants.push({
        name: `${f} one too long`,
        body: json(JSON.stringify('x'.repeat(field.max + 1))),
        contentType: JSON_TYPE,
        expect: 'invalid',
      })
    const long = lengthLimited ? 'invalid' : 'edge'
    variants.push({ name: `${f} 100 KB`, body: json(JSON.stringify('x'.repeat(100 * KB))), contentType: JSON_TYPE, expect: long })
    if (huge) variants.push({ name: `${f} 1 MB`, body: json(JSON.stringify('x'.repeat(1024 * KB))), contentType: JSON_TYPE, expect: long })
    for (const value of badFormats(field)) {
      variants.push({
        name: `${f} = ${JSON.stringify(value).slice(0, 40)}`,
        body: json(JSON.stringify(value)),
        contentType: JSON_TYPE,
        expect: 'invalid',
      })
    }
    if (field.kind === 'text') {
      for (const value of NUL_AND_FRIENDS)
        variants.push({
          name: `${f} = ${JSON.stringify(value)}`,
          body: json(JSON.stringify(value)),
          contentType: JSON_TYPE,
          expect: 'edge',
        })
    }
  }
  return variants
}

/** The same variants sent as form posts, for the endpoints that take them (the forms' routes). */
export function formBodyVariants(valid: Record<string, string>, fields: FieldSpec[]): BodyVariant[] {
  const encode = (values: Record<string, string>) => new URLSearchParams(values).toString()
  const variants: BodyVariant[] = [
    { name: 'form: empty', body: '', contentType: 'application/x-www-form-urlencoded', expect: 'invalid' },
    { name: 'form: malformed escapes', body: 'email=%&name=%ff%zz', contentType: 'application/x-www-form-urlencoded', expect: 'invalid' },
    {
      name: 'form: repeated keys all bad',
      body: 'email=x&email=y&email=',
      contentType: 'application/x-www-form-urlencoded',
      expect: 'invalid',
    },
  ]
  for (const field of fields.filter((f) => f.required)) {
    const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field.name))
    variants.push({
      name: `form: ${field.name} missing`,
      body: encode(rest),
      contentType: 'application/x-www-form-urlencoded',
      expect: 'invalid',
    })
    variants.push({
      name: `form: ${field.name} as array key`,
      body: `${encode(rest)}&${field.name}[]=${encodeURIComponent(valid[field.name] ?? '')}`,
      contentType: 'application/x-www-form-urlencoded',
      expect: 'invalid',
    })
    const multipart = multipartOf({ ...rest, [field.name]: '' })
    variants.push({ name: `multipart: ${field.name} empty`, body: multipart.body, contentType: multipart.contentType, expect: 'invalid' })
  }
  return variants
}

/** A multipart/form-data body of text fields. */
export function multipartOf(values: Record<string, string>, boundary = 'ohc-fuzz-boundary'): { body: string; contentType: string } {
  const parts = Object.entries(values).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` }
}

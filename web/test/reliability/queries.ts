import type { FieldSpec } from './bodies'

// Query strings that should be refused, from a valid one: parameters missing, empty, repeated,
// array- or object-style, too long, malformed escapes, bad formats, NUL and unicode.

export interface QueryVariant {
  name: string
  /** Starts with "?" (or is empty). */
  query: string
  expect: 'invalid' | 'edge'
}

// Decoded values; encoded when put in the query.
const BAD_TEXT: Record<string, string[]> = {
  id: ['../../etc/passwd', 'a b', '.x', 'a/b', '\u0000', '\u202e', '🏛', "x' OR '1'='1", 'x'.repeat(201)],
  enum: ['unknown', '__proto__', 'constructor', '\u0000'],
  url: ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'],
  text: [],
}

export function queryVariants(valid: Record<string, string>, fields: FieldSpec[]): QueryVariant[] {
  const encode = (values: [string, string][]) => `?${values.map(([k, v]) => `${k}=${v}`).join('&')}`
  const entries = Object.entries(valid).map(([k, v]): [string, string] => [k, encodeURIComponent(v)])
  const without = (name: string) => entries.filter(([k]) => k !== name)
  const withValue = (name: string, value: string): [string, string][] => [...without(name), [name, value]]
  const anyRequired = fields.some((f) => f.required)
  const variants: QueryVariant[] = [
    { name: 'no query', query: '', expect: anyRequired ? 'invalid' : 'edge' },
    { name: '? alone', query: '?', expect: anyRequired ? 'invalid' : 'edge' },
    { name: '&&&', query: '?&&&', expect: anyRequired ? 'invalid' : 'edge' },
    { name: 'bare =', query: '?=&==', expect: anyRequired ? 'invalid' : 'edge' },
    { name: 'prototype keys only', query: '?__proto__[x]=1&constructor[prototype][y]=1', expect: anyRequired ? 'invalid' : 'edge' },
    { name: 'prototype keys beside valid ones', query: `${encode(entries)}&__proto__=x&constructor=y`, expect: 'edge' },
  ]
  for (const field of fields) {
    const f = field.name
    // Free text and relative addresses take almost anything; only their format rules refuse.
    const free = field.kind === 'text' || field.kind === 'url'
    const refusesEmpty = field.required && (field.nonEmpty || !free)
    if (field.required) {
      variants.push({ name: `${f} missing`, query: encode(without(f)), expect: 'invalid' })
      variants.push({
        name: `${f} as ${f}[]`,
        query: encode([...without(f), [`${f}[]`, entries.find(([k]) => k === f)?.[1] ?? '']]),
        expect: 'invalid',
      })
      variants.push({
        name: `${f} as ${f}[b]`,
        query: encode([...without(f), [`${f}[b]`, entries.find(([k]) => k === f)?.[1] ?? '']]),
        expect: 'invalid',
      })
    }
    variants.push({ name: `${f} empty`, query: encode(withValue(f, '')), expect: refusesEmpty ? 'invalid' : 'edge' })
    // The first of repeated keys is the one read; a bad one first must be refused.
    variants.push({
      name: `${f} repeated, bad first`,
      query: `${encode(without(f))}&${f}=%00bad&${f}=${encodeURIComponent(valid[f] ?? '')}`,
      expect: free ? 'edge' : 'invalid',
    })
    variants.push({ name: `${f} repeated, bad last`, query: `${encode(entries)}&${f}=%00bad`, expect: 'edge' })
    for (const escape of ['%', '%zz', '%ff', '%c0%af', '%ed%a0%80']) {
      variants.push({ name: `${f} = ${escape}`, query: encode(withValue(f, escape)), expect: free ? 'edge' : 'invalid' })
    }
    variants.push({ name: `${f} 2 KB`, query: encode(withValue(f, 'x'.repeat(2048))), expect: free ? 'edge' : 'invalid' })
    variants.push({ name: `${f} 12 KB`, query: encode(withValue(f, 'x'.repeat(12 * 1024))), expect: free ? 'edge' : 'invalid' })
    for (const value of BAD_TEXT[field.kind] ?? BAD_TEXT.id ?? []) {
      variants.push({
        name: `${f} = ${JSON.stringify(value).slice(0, 30)}`,
        query: encode(withValue(f, encodeURIComponent(value))),
        expect: 'invalid',
      })
    }
    for (const value of ['%00', '%E2%80%AE', '%F0%9F%8F%9B%EF%B8%8F', '%0D%0A']) {
      variants.push({
        name: `${f} with ${value}`,
        query: encode(withValue(f, `${encodeURIComponent(valid[f] ?? '')}${value}`)),
        expect: free ? 'edge' : 'invalid',
      })
    }
  }
  return variants
}

import { describe, expect, it } from 'vitest'
import { createDatasetClient, isVersionOf } from './dataset-client'

const docs = [
  { _id: 'site.a', _type: 'site', slug: { _type: 'slug', current: 'a' } },
  { _id: 'drafts.site.a', _type: 'site', slug: { _type: 'slug', current: 'a' } },
  { _id: 'site.b', _type: 'site', slug: { _type: 'slug', current: 'b' } },
  { _id: 'site.b2', _type: 'site', slug: { _type: 'slug', current: 'b' } },
  { _id: 'event.2024.b', _type: 'event', slug: { _type: 'slug', current: 'b' } },
  { _id: 'festival.2024', _type: 'festival', year: 2024 },
  { _id: 'festival.2024-copy', _type: 'festival', year: 2024 },
  { _id: 'festival.2025', _type: 'festival', year: 2025 },
]

// The exact query texts Sanity's slug rule and the schema's uniqueness rules send.
const SLUG = '!defined(*[_type == $docType && !sanity::versionOf($published) && slug.current == $slug][0]._id)'
const COUNT = 'count(*[_type == $type && year == $value && !sanity::versionOf($id)])'

describe('the in-memory dataset client', () => {
  const client = createDatasetClient(docs)

  it('answers the slug-uniqueness query from its index exactly as groq-js does', async () => {
    const cases = [
      { docType: 'site', published: 'site.a', slug: 'a' },
      { docType: 'site', published: 'site.b', slug: 'b' },
      { docType: 'site', published: 'site.c', slug: 'c' },
      { docType: 'event', published: 'event.2024.b', slug: 'b' },
    ]
    const fast = await Promise.all(cases.map((params) => client.fetch(SLUG, params)))
    const groq = await Promise.all(cases.map((params) => client.evaluateWithGroq(SLUG, params)))
    expect(fast).toEqual([true, false, true, true])
    expect(fast).toEqual(groq)
  })

  it('answers the "taken elsewhere" count from its index exactly as groq-js does', async () => {
    const cases = [
      { type: 'festival', value: 2024, id: 'festival.2024' },
      { type: 'festival', value: 2025, id: 'festival.2025' },
      { type: 'festival', value: 2026, id: 'festival.2026' },
    ]
    const fast = await Promise.all(cases.map((params) => client.fetch(COUNT, params)))
    expect(fast).toEqual([1, 0, 0])
    expect(fast).toEqual(await Promise.all(cases.map((params) => client.evaluateWithGroq(COUNT, params))))
  })

  it('runs any other query on groq-js', async () => {
    expect(await client.fetch('*[_type == "festival"] | order(_id asc)._id')).toEqual([
      'festival.2024',
      'festival.2024-copy',
      'festival.2025',
    ])
  })

  it('treats drafts and release versions as the same document', () => {
    expect(isVersionOf('drafts.site.a', 'site.a')).toBe(true)
    expect(isVersionOf('versions.r1.site.a', 'site.a')).toBe(true)
    expect(isVersionOf('site.ab', 'site.a')).toBe(false)
  })
})

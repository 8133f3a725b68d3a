import { describe, expect, it } from 'vitest'
import { evaluateGroq, type LakeDocument } from '@ohc/lake'
import { sitesQuery } from '@/content/sanity/queries'

// The translated fields of the queries, run by the GROQ engine over a small dataset: each field
// in the language asked, falling back to the default language's on its own, and `untranslated`
// naming the fields that fell back.

const edition = { _key: 'e', _type: 'siteEdition', year: 2026 }
const dataset: LakeDocument[] = [
  {
    _id: 'site.whole',
    _type: 'site',
    name: 'Tower',
    slug: { current: 'tower' },
    summary: 'A tower.',
    editions: [edition],
    translations: [{ _key: 'es', language: 'es', name: 'Torre', slug: { current: 'torre' }, summary: 'Una torre.' }],
  },
  {
    _id: 'site.half',
    _type: 'site',
    name: 'Hall',
    slug: { current: 'hall' },
    summary: 'A hall.',
    style: 'Art Deco',
    editions: [edition],
    translations: [{ _key: 'es', language: 'es', style: 'Art déco' }],
  },
  {
    // An entry saved without its language (an import, a draft): read in no language at all.
    _id: 'site.unlabelled',
    _type: 'site',
    name: 'Mill',
    slug: { current: 'mill' },
    summary: 'A mill.',
    editions: [edition],
    translations: [{ _key: 'x', name: 'Molino', summary: 'Un molino.' }],
  },
]

interface Answer {
  id: string
  fields: { name: string; slug: string; summary?: string; style?: string; untranslated: string[] }
}

const read = async (lang: string | null) =>
  new Map(((await evaluateGroq(sitesQuery, { year: 2026, member: false, lang }, dataset)) as Answer[]).map((r) => [r.id, r.fields]))

describe('translated fields', () => {
  it('reads the default language’s fields when no language is asked, and names none untranslated', async () => {
    const sites = await read(null)
    expect(sites.get('site.whole')).toMatchObject({ name: 'Tower', slug: 'tower', summary: 'A tower.', untranslated: [] })
    expect(sites.get('site.unlabelled')).toMatchObject({ name: 'Mill', summary: 'A mill.', untranslated: [] })
  })

  it('reads the language asked, field by field, naming the fields that fell back', async () => {
    const sites = await read('es')
    expect(sites.get('site.whole')).toMatchObject({ name: 'Torre', slug: 'torre', summary: 'Una torre.', untranslated: [] })
    expect(sites.get('site.half')).toMatchObject({ name: 'Hall', slug: 'hall', summary: 'A hall.', style: 'Art déco' })
    expect(sites.get('site.half')?.untranslated).toEqual(['name', 'summary'])
  })

  it('never reads an entry that names no language', async () => {
    const sites = await read('es')
    expect(sites.get('site.unlabelled')).toMatchObject({ name: 'Mill', summary: 'A mill.' })
    expect(sites.get('site.unlabelled')?.untranslated).toEqual(['name', 'summary'])
  })
})

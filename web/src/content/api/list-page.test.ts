import { describe, expect, it } from 'vitest'
import { listPage, pageRequest, PAGE_LIMIT } from './list-page'
import { decodeCursor, encodeCursor } from './page-cursor'

const record = (name: string) => ({ id: `site.${name.toLowerCase()}`, fields: { name } })
const key = (r: ReturnType<typeof record>) => r.fields.name
const list = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'].map(record)
const url = (query: string) => new URL(`http://test/api/sites${query}`)

describe('pageRequest', () => {
  it('asks for the whole list when neither limit nor cursor is given', () => {
    expect(pageRequest(url(''))).toEqual({ ok: true, value: undefined })
    expect(pageRequest(url('?other=1'))).toEqual({ ok: true, value: undefined })
  })

  it('reads limit, with the default when only a cursor is given', () => {
    expect(pageRequest(url('?limit=7'))).toEqual({ ok: true, value: { limit: 7 } })
    expect(pageRequest(url('?limit=500'))).toEqual({ ok: true, value: { limit: 500 } })
    const cursor = encodeCursor({ id: 'site.bravo', key: 'Bravo' })
    expect(pageRequest(url(`?cursor=${cursor}`))).toEqual({
      ok: true,
      value: { limit: PAGE_LIMIT.default, after: { id: 'site.bravo', key: 'Bravo' } },
    })
  })

  it('refuses a limit out of 1–500 or not a whole number, a bad cursor, and either given twice', () => {
    for (const query of ['?limit=0', '?limit=501', '?limit=-1', '?limit=1.5', '?limit=', '?limit=abc', '?limit=0100', '?limit=1e2']) {
      const asked = pageRequest(url(query))
      expect(asked.ok, query).toBe(false)
      if (!asked.ok && query !== '?limit=0100') expect(asked.message).toMatch(/limit must be a whole number from 1 to 500/)
    }
    expect(pageRequest(url('?cursor=zzz')).ok).toBe(false)
    expect(pageRequest(url('?cursor=')).ok).toBe(false)
    expect(pageRequest(url('?limit=1&limit=2')).ok).toBe(false)
  })
})

describe('listPage', () => {
  it('walks the list in its order, each page with its own records in the map and the next cursor while more remain', () => {
    const seen: string[] = []
    let after
    for (let pages = 0; pages < 10; pages += 1) {
      const page = listPage(list, { limit: 3, after }, key)
      seen.push(...page.data.map((r) => r.id))
      expect(Object.keys(page.map).sort()).toEqual(page.data.map((r) => r.id).sort())
      expect(page.page.limit).toBe(3)
      if (!page.page.next) break
      const decoded = decodeCursor(page.page.next)
      if (!decoded.ok) throw new Error(decoded.message)
      after = decoded.value
    }
    expect(seen).toEqual(list.map((r) => r.id))
  })

  it('has no next cursor when the page reaches the end exactly', () => {
    expect(listPage(list, { limit: 7 }, key).page.next).toBeUndefined()
    expect(listPage(list, { limit: 6 }, key).page.next).toBeDefined()
  })

  it('goes on after the place of a record a publish removed, by its sort key', () => {
    const after = { id: 'site.charlie', key: 'Charlie' }
    const without = list.filter((r) => r.id !== 'site.charlie')
    expect(listPage(without, { limit: 2, after }, key).data.map((r) => r.fields.name)).toEqual(['Delta', 'Echo'])
    expect(listPage(without, { limit: 2, after: { id: 'site.zulu', key: 'Zulu' } }, key).data).toEqual([])
  })

  it('gives the same object for the same page of the same list, so its bytes are made once', () => {
    expect(listPage(list, { limit: 2 }, key)).toBe(listPage(list, { limit: 2 }, key))
    expect(listPage([...list], { limit: 2 }, key)).not.toBe(listPage(list, { limit: 2 }, key))
  })
})

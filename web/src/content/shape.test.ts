import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { dropNulls, shapeList } from './shape'

describe('dropNulls', () => {
  it('removes null fields and null array items at every depth', () => {
    expect(dropNulls({ a: null, b: { c: null, d: 1 }, e: [null, { f: null }] })).toEqual({ b: { d: 1 }, e: [{}] })
  })
})

describe('shapeList', () => {
  const schema = z.object({ id: z.string(), fields: z.object({ name: z.string() }) })

  it('builds the id-keyed map and strips fields the API does not promise', () => {
    const body = shapeList(schema, [{ id: 'a', fields: { name: 'A', secret: 'x' } }])
    expect(body).toEqual({ data: [{ id: 'a', fields: { name: 'A' } }], map: { a: { id: 'a', fields: { name: 'A' } } } })
  })

  it('treats a null result as an empty list', () => expect(shapeList(schema, null)).toEqual({ data: [], map: {} }))

  it('leaves out (and logs) a record that breaks the contract, keeping the others', () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args.join(' '))
    try {
      const body = shapeList(schema, [
        { id: 'a', fields: {} },
        { id: 'b', fields: { name: 'B' } },
      ])
      expect(body.data).toEqual([{ id: 'b', fields: { name: 'B' } }])
    } finally {
      console.error = original
    }
    expect(errors).toEqual([expect.stringMatching(/^Skipped record a: .*name/)])
  })
})

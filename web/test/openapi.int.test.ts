import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openApiDocument } from '@/content/api/openapi'
import { demoDocuments, demoYears } from './demo-dataset'
import { describeProblems, lintOpenApi } from './openapi-lint'
import { formatDiagnostics, typeCheck, writeTypedClient, type TypedClient } from './openapi-typegen'
import { answerProblems, readDocument, type CheckedAnswer, type DocumentShape } from './openapi-validate'

// /api/openapi.json as the real server (production build) serves it: it lints clean, and a client
// generated from it, run against the same server, gets from every operation the status, headers,
// media type and body the document promises.

const base = inject('baseURL')

interface Called extends CheckedAnswer {
  expected: number
}

let served: unknown
let document: DocumentShape
let client: TypedClient | undefined
let archivedYear: number

beforeAll(async () => {
  const response = await fetch(`${base}/api/openapi.json`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  served = await response.json()
  document = readDocument(served)
  const years = demoYears(demoDocuments())
  archivedYear = years.archived[0] ?? years.current
  client = await writeTypedClient(served)
}, 60_000)

afterAll(() => {
  if (client) rmSync(client.dir, { recursive: true, force: true })
})

describe('/api/openapi.json, served', () => {
  it('is the generated document, its server this site', () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument(new URL(base)))))
    expect(Reflect.get(Object(served), 'servers')).toEqual([{ url: base, description: expect.any(String) }])
  })

  it('passes Redocly’s recommended rules without an error', () => {
    const { errors, warnings } = lintOpenApi(served)
    if (warnings.length) console.info(`Redocly's warnings (explained in docs/api.md):\n${describeProblems(warnings)}`)
    expect(describeProblems(errors)).toBe('')
  })

  it('answers every operation as documented, to a client generated from it', async () => {
    if (!client) throw new Error('no client was generated')
    expect(formatDiagnostics(typeCheck(client.dir).get('calls.ts') ?? [])).toBe('')
    const { callEveryOperation }: { callEveryOperation: (baseURL: string, year: string) => Promise<Called[]> } = await import(
      /* @vite-ignore */ client.calls
    )
    const called = await callEveryOperation(base, String(archivedYear))
    expect(new Set(called.map((call) => call.path))).toEqual(new Set(Object.keys(document.paths)))
    expect(called.map((call) => `${call.path} ${call.status}`)).toEqual(called.map((call) => `${call.path} ${call.expected}`))
    expect(called.flatMap((call) => answerProblems(document, call))).toEqual([])
  })
})

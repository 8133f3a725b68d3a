import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLakeSite, WEBHOOK_SECRET, type LakeSite } from './lake-site'

// Publish to live, end to end in Content Lake mode: the real Next server reads through
// @sanity/client from a stand-in of the Content Lake and caches answers under tags; a document
// changes on the "lake"; the cached answer stays until the signed webhook expires its tags.

let site: LakeSite
let base: string

beforeAll(async () => {
  site = await startLakeSite()
  base = site.base
})

afterAll(async () => {
  await site?.close()
})

async function firstEventTitle(): Promise<{ id: string; title: string }> {
  const { data } = await (await fetch(`${base}/api/events`)).json()
  return { id: data[0].id, title: data[0].fields.title }
}

const renameOnTheLake = (id: string, title: string) => site.publish(id, (doc) => ({ ...doc, title }))
const webhook = (body: object, secret: string | null) => site.webhook(body, secret)

describe('/api/revalidate', () => {
  it('keeps serving the cached answer until a signed webhook expires the changed type', async () => {
    const before = await firstEventTitle()
    expect(site.standIn.requests.some((r) => r.path.includes('/data/query/production'))).toBe(true)

    await renameOnTheLake(before.id, 'A renamed event, published just now')
    await new Promise((r) => setTimeout(r, 700))
    expect((await firstEventTitle()).title).toBe(before.title)

    const rejected = await webhook({ _type: 'event', _id: before.id }, 'not-the-secret')
    expect(rejected.status).toBe(401)
    expect(await rejected.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid signature.' } })
    expect((await webhook({ _type: 'event', _id: before.id }, null)).status).toBe(401)
    expect((await firstEventTitle()).title).toBe(before.title)

    const accepted = await webhook({ _type: 'event', _id: before.id }, WEBHOOK_SECRET)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ revalidated: true, type: 'event', id: before.id, tags: ['event'] })
    expect((await firstEventTitle()).title).toBe('A renamed event, published just now')
  })

  it('answers 400 to a signed body without a document type', async () => {
    const response = await webhook({ _id: 'x' }, WEBHOOK_SECRET)
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('bad_request')
  })
})

import type { ChildProcess } from 'node:child_process'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLakeStandIn, type LakeStandIn } from '@ohc/lake/stand-in'
import { createClient } from '@sanity/client'
import { encodeSignatureHeader } from '@sanity/webhook'
import { DEMO_FILE } from './demo-dataset'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import type { OwnServer } from './own-server'

// The site in Content Lake mode, as production runs it: the real Next server reads through
// @sanity/client from a stand-in of the Content Lake (holding a copy of the demo dataset, which a
// test changes through the Lake's mutation API as the Studio would) and expires its cache when the
// signed publish webhook calls.

export const WEBHOOK_SECRET = 'test-webhook-secret'

export interface LakeSite {
  base: string
  /** The server as own-server.ts's helpers take it (signInAt, callAt, mailsTo on its outbox). */
  server: OwnServer
  standIn: LakeStandIn
  /** Publishes a change to one document through the Content Lake's mutation API, as the Studio does. */
  publish(id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>): Promise<void>
  /** Calls the publish webhook for a document, signed with `secret` (none: unsigned). */
  webhook(body: object, secret?: string | null): Promise<Response>
  close(): Promise<void>
}

/** The site on a stand-in lake; `env` adds to the server's environment (a fixed clock…). */
export async function startLakeSite(env: Record<string, string> = {}): Promise<LakeSite> {
  const datasetFile = path.join(mkdtempSync(path.join(tmpdir(), 'ohc-lake-')), 'dataset.ndjson')
  copyFileSync(DEMO_FILE, datasetFile)
  const standIn = await startLakeStandIn({ datasets: { production: { file: datasetFile, watch: true } } })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const own = authTestEnv(base)
  const editor = createClient(standIn.clientConfig())
  let next: ChildProcess | undefined
  try {
    next = await startNext(port, {
      ...own.env,
      SANITY_PROJECT_ID: 'ohcdemo1',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      // Waits for Content Lake consistency otherwise: a stand-in has none to wait for.
      OHC_REVALIDATE_NO_WAIT: '1',
      ...env,
    })
  } catch (error) {
    await standIn.close()
    own.dispose()
    throw error
  }
  const close = async () => {
    if (next) await stop(next)
    await standIn.close()
    own.dispose()
  }
  return {
    base,
    server: { baseURL: base, outboxDir: own.env.OHC_OUTBOX_DIR, dbEnv: { OHC_SQLITE_FILE: own.env.OHC_SQLITE_FILE }, stop: close },
    standIn,
    async publish(id, change) {
      const doc = await editor.getDocument(id)
      if (!doc) throw new Error(`no document ${id} on the stand-in`)
      await editor.createOrReplace(change(doc) as typeof doc)
    },
    async webhook(body, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(body)
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (secret) headers['sanity-webhook-signature'] = await encodeSignatureHeader(payload, Date.now(), secret)
      return fetch(`${base}/api/revalidate`, { method: 'POST', headers, body: payload })
    },
    close,
  }
}

// Reads a dataset through the Content Lake's export endpoint (GET /v<api>/data/export/<dataset>),
// which streams every document as NDJSON. The URL and credentials come from the client's own
// configuration; the body is read line by line, so memory holds documents, not the whole response.

import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { readNdjsonLine, type LakeDocument } from '@ohc/lake'
import type { SanityClient } from '@sanity/client'

export type ExportedDocument = LakeDocument

export async function* exportDocuments(client: SanityClient): AsyncGenerator<ExportedDocument> {
  const config = client.config()
  const url = client.getUrl(client.getDataUrl('export'))
  const headers: Record<string, string> = { Accept: 'application/x-ndjson' }
  if (config.token) headers.Authorization = `Bearer ${config.token}`
  if (!config.useProjectHostname && config.projectId) headers['X-Sanity-Project-ID'] = config.projectId
  const response = await fetch(url, { headers })
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '')
    let message = text.slice(0, 300)
    try {
      const body = JSON.parse(text) as { message?: string; error?: string | { description?: string } }
      message =
        typeof body.error === 'object' ? (body.error.description ?? message) : [body.error, body.message].filter(Boolean).join(' - ')
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`the export request to ${url} answered HTTP ${response.status}${message ? `: ${message}` : ''}`)
  }
  const lines = createInterface({ input: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), crlfDelay: Infinity })
  let number = 0
  for await (const line of lines) {
    number++
    const read = readNdjsonLine(line)
    if (read === undefined) continue
    if ('problem' in read) throw new Error(`line ${number} of the export is ${read.problem}: ${line.slice(0, 80)}`)
    yield read.document
  }
}

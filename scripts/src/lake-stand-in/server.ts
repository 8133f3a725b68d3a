// A local HTTP stand-in for the Sanity Content Lake, for tests and offline work. It answers the
// endpoints the pipeline uses, in the shapes @sanity/client expects:
//   GET|POST /v<version>/data/query/<dataset>     GROQ through groq-js (published perspective by default
//                                                 from API version 2025-02-19 on, as Sanity does)
//   GET      /v<version>/data/doc/<dataset>/<ids>
//   POST     /v<version>/data/mutate/<dataset>    transactions: all or nothing, references checked
//   GET      /v<version>/data/export/<dataset>    every document as NDJSON, drafts included
//   POST     /v<version>/assets/images/<dataset>  an upload → {document}, named by the bytes' SHA-1
//   GET      /images/<project>/<dataset>/<file>   the uploaded files (standing in for the image CDN)
// When a token is configured, writes and exports need it (401 otherwise), like a real project.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { assetDocument, imageInfo } from './imageInfo'
import { Dataset, MutationError, type Mutation, type StoredDocument } from './store'

export interface RequestRecord {
  method: string
  path: string
  kind: 'query' | 'doc' | 'mutate' | 'export' | 'upload' | 'image' | 'other'
  dataset?: string
  /** For mutations: the ids the transaction names, in order. */
  ids?: string[]
  status: number
}

export interface StandInOptions {
  projectId?: string
  /** The datasets that exist, with their starting documents. Default: one empty "production". */
  datasets?: Record<string, StoredDocument[]>
  /** Image files already "uploaded", by dataset: file name (`<sha1>-<w>x<h>.<ext>`) → bytes. */
  files?: Record<string, Map<string, Buffer>>
  token?: string
  port?: number
  /** Fault injection: called with the 1-based number of each mutate request; a status fails it. */
  failMutate?: (n: number) => number | undefined
}

export interface LakeStandIn {
  url: string
  projectId: string
  dataset(name: string): Dataset
  requests: RequestRecord[]
  close(): Promise<void>
}

const ROUTE = /^\/(v[\w-]+)\/(data\/(query|doc|mutate|export)|assets\/(images))\/([\w-]+)(?:\/(.*))?$/
const IMAGE_ROUTE = /^\/images\/([\w-]+)\/([\w-]+)\/([\w.-]+)$/
const PERSPECTIVE_DEFAULT_CHANGE = '2025-02-19'

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.end(JSON.stringify(body))
}

const isDraftOrVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/** The documents a query sees under a perspective: raw (all), published, or drafts laid over published. */
function perspectiveView(documents: StoredDocument[], perspective: string): StoredDocument[] {
  if (perspective === 'raw') return documents
  const published = documents.filter((d) => !isDraftOrVersion(d._id))
  if (perspective !== 'drafts' && perspective !== 'previewDrafts') return published
  const byId = new Map(published.map((d) => [d._id, d]))
  for (const draft of documents.filter((d) => d._id.startsWith('drafts.'))) {
    const id = draft._id.slice('drafts.'.length)
    byId.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...byId.values()]
}

export async function startLakeStandIn(options: StandInOptions = {}): Promise<LakeStandIn> {
  const projectId = options.projectId ?? 'local'
  const datasets = new Map(Object.entries(options.datasets ?? { production: [] }).map(([name, docs]) => [name, new Dataset(docs)]))
  const files = new Map(Object.entries(options.files ?? {}).map(([name, map]) => [name, new Map(map)]))
  const requests: RequestRecord[] = []
  let mutateRequests = 0
  let base = ''

  const authorized = (request: IncomingMessage) => !options.token || request.headers.authorization === `Bearer ${options.token}`

  async function handle(request: IncomingMessage, response: ServerResponse, record: RequestRecord, url: URL) {
    const image = IMAGE_ROUTE.exec(url.pathname)
    if (image && request.method === 'GET') {
      record.kind = 'image'
      const bytes = image[1] === projectId ? files.get(image[2] as string)?.get(image[3] as string) : undefined
      if (!bytes) return send(response, 404, { error: 'Not Found', message: 'No such image' })
      response.setHeader('Content-Type', imageInfo(bytes)?.mimeType ?? 'application/octet-stream')
      return response.end(bytes)
    }
    const match = ROUTE.exec(url.pathname)
    if (!match) return send(response, 404, { error: 'Not Found', message: `No endpoint at ${url.pathname}` })
    const [, version, , dataOperation, assetKind, name, rest] = match as unknown as [string, string, string, string | undefined, string | undefined, string, string | undefined]
    record.kind = (dataOperation ?? (assetKind ? 'upload' : 'other')) as RequestRecord['kind']
    record.dataset = name
    const dataset = datasets.get(name)
    if (!dataset) return send(response, 404, { error: 'Not Found', message: `Dataset "${name}" not found for project ID "${projectId}"` })
    const writes = record.kind === 'mutate' || record.kind === 'upload' || record.kind === 'export'
    if (writes && !authorized(request)) return send(response, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 })

    if (record.kind === 'query') {
      const body = request.method === 'POST' ? (JSON.parse((await readBody(request)).toString('utf8')) as { query?: string; params?: Record<string, unknown> }) : undefined
      const query = body?.query ?? url.searchParams.get('query') ?? ''
      const params: Record<string, unknown> = { ...(body?.params ?? {}) }
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      const date = version.slice(1)
      const perspective = url.searchParams.get('perspective') ?? (date === 'X' || date >= PERSPECTIVE_DEFAULT_CHANGE ? 'published' : 'raw')
      try {
        const started = performance.now()
        const result = await dataset.query(query, params, perspectiveView([...dataset.documents.values()], perspective))
        return send(response, 200, { query, result, ms: Math.round(performance.now() - started) })
      } catch (error) {
        return send(response, 400, { error: { description: String((error as Error).message), type: 'queryParseError' } })
      }
    }
    if (record.kind === 'doc') {
      const ids = (rest ?? '').split(',').map(decodeURIComponent).filter(Boolean)
      const found = ids.flatMap((id) => dataset.documents.get(id) ?? [])
      return send(response, 200, { documents: found, omitted: ids.filter((id) => !dataset.documents.has(id)).map((id) => ({ id, reason: 'existence' })) })
    }
    if (record.kind === 'export') {
      response.setHeader('Content-Type', 'application/x-ndjson')
      // In no particular order, like the real endpoint: consumers must not rely on it.
      for (const doc of [...dataset.documents.values()].reverse()) response.write(`${JSON.stringify(doc)}\n`)
      return response.end()
    }
    if (record.kind === 'mutate') {
      const n = ++mutateRequests
      const body = JSON.parse((await readBody(request)).toString('utf8')) as { mutations?: Mutation[] }
      const mutations = Array.isArray(body.mutations) ? body.mutations : []
      record.ids = mutations.map((m) => {
        const inner = Object.values(m)[0] as { _id?: string; id?: string } | undefined
        return String(inner?._id ?? inner?.id ?? '(query)')
      })
      const injected = options.failMutate?.(n)
      if (injected) return send(response, injected, { error: 'Internal Server Error', message: `stand-in: mutate request ${n} failed on purpose` })
      try {
        const result = await dataset.mutate(mutations)
        const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
        return send(response, 200, {
          transactionId: result.transactionId,
          results: result.results.map(({ document, ...rest }) => (returnDocuments && document ? { ...rest, document } : rest)),
        })
      } catch (error) {
        if (error instanceof MutationError) return send(response, error.status, error.body())
        throw error
      }
    }
    if (record.kind === 'upload') {
      const bytes = await readBody(request)
      const info = imageInfo(bytes)
      if (!info) return send(response, 400, { error: 'Bad Request', message: 'Invalid image, could not read metadata', statusCode: 400 })
      const filename = url.searchParams.get('filename') ?? undefined
      const doc = assetDocument(info, { projectId, dataset: name, cdnBase: base, ...(filename ? { originalFilename: filename } : {}) })
      const existing = dataset.documents.get(doc._id)
      if (existing) return send(response, 200, { document: existing })
      await dataset.mutate([{ createOrReplace: doc }])
      const store = files.get(name) ?? new Map<string, Buffer>()
      store.set(doc.path.split('/').pop() as string, bytes)
      files.set(name, store)
      return send(response, 200, { document: dataset.documents.get(doc._id) })
    }
    return send(response, 404, { error: 'Not Found' })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const record: RequestRecord = { method: request.method ?? 'GET', path: url.pathname, kind: 'other', status: 0 }
    requests.push(record)
    response.on('finish', () => {
      record.status = response.statusCode
    })
    handle(request, response, record, url).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: 'Internal Server Error', message: String(error) })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  // Documents loaded at start that are image assets point at this server, as uploads do.
  for (const [name, dataset] of datasets) {
    for (const doc of dataset.documents.values()) {
      if (doc._type === 'sanity.imageAsset' && typeof doc.path === 'string') {
        const file = doc.path.split('/').pop() as string
        const path = `images/${projectId}/${name}/${file}`
        dataset.documents.set(doc._id, { ...doc, path, url: `${base}/${path}` })
      }
    }
  }
  return {
    url: base,
    projectId,
    dataset(name) {
      const dataset = datasets.get(name)
      if (!dataset) throw new Error(`the stand-in has no dataset "${name}"`)
      return dataset
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

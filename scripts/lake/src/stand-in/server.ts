// A local HTTP stand-in for the Sanity Content Lake, for tests and offline work. It answers the
// endpoints the pipeline and the web app use, in the shapes @sanity/client expects:
//   GET|POST /v<version>/data/query/<dataset>     GROQ through groq-js, under the request's perspective;
//                                                 without one, `published` from API version 2025-02-19 on
//                                                 and `raw` before, as Sanity does
//   GET      /v<version>/data/doc/<dataset>/<ids>
//   POST     /v<version>/data/mutate/<dataset>    transactions: all or nothing, references checked
//   GET      /v<version>/data/export/<dataset>    every document as NDJSON, drafts included
//   POST     /v<version>/assets/images/<dataset>  an upload → {document}, named by the bytes' SHA-1
//   GET      /images/<project>/<dataset>/<file>   the uploaded files (standing in for the image CDN)
// Like a real project, reads of drafts (the drafts and raw perspectives, draft ids) need a token;
// when a token is configured, they need that one, and so do writes and exports (401 otherwise).
// Without a configured token any token reads drafts and anyone may write. A test can make the whole
// service fail (setFault): refuse every connection, or answer each request late.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { DatasetHolder } from '../dataset'
import { defaultPerspective, isPublishedId, perspectiveNamed } from '../perspectives'
import { bearerToken, readBody, readJson, readQuery, send, unauthorized } from './http'
import { assetDocument, imageInfo } from './image-info'
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

/** A dataset's starting documents, or an NDJSON file to serve (re-read after it changes when `watch` is set). */
export type StandInDataset = StoredDocument[] | { file: string; watch?: boolean }

export interface StandInOptions {
  projectId?: string
  /** The datasets that exist, with their content. Default: one empty "production". */
  datasets?: Record<string, StandInDataset>
  /** Image files already "uploaded", by dataset: file name (`<sha1>-<w>x<h>.<ext>`) → bytes. */
  files?: Record<string, Map<string, Buffer>>
  token?: string
  port?: number
  /** Fault injection: called with the 1-based number of each mutate request; a status fails it. */
  failMutate?: (n: number) => number | undefined
}

/**
 * A fault of the whole service, for tests of a Content Lake that is down or slow: `refuse` drops
 * every connection (open ones too) before it is answered; `slowMs` answers each request that much
 * later.
 */
export type StandInFault = 'refuse' | { slowMs: number }

/** What a `@sanity/client` needs to talk to the stand-in instead of the hosted API. */
export interface StandInClientConfig {
  projectId: string
  dataset: string
  apiHost: string
  useProjectHostname: false
  apiVersion: string
  useCdn: false
}

export interface LakeStandIn {
  url: string
  projectId: string
  /** Client settings for one of its datasets (default `production`, API version `2025-10-01`). */
  clientConfig(dataset?: string, apiVersion?: string): StandInClientConfig
  dataset(name: string): Dataset
  requests: RequestRecord[]
  /** Starts a fault (undefined ends it); requests already delayed keep their delay. */
  setFault(fault: StandInFault | undefined): void
  close(): Promise<void>
}

const ROUTE = /^\/(v[\w-]+)\/(data\/(query|doc|mutate|export)|assets\/(images))\/([\w-]+)(?:\/(.*))?$/
const IMAGE_ROUTE = /^\/images\/([\w-]+)\/([\w-]+)\/([\w.-]+)$/

const fileName = (path: string) => path.split('/').pop() ?? path

/** The mutations' document ids, in order, for the request record. */
const mutationIds = (mutations: Mutation[]) =>
  mutations.map((mutation) => {
    const inner: unknown = Object.values(mutation)[0]
    const id = typeof inner === 'object' && inner !== null ? (Reflect.get(inner, '_id') ?? Reflect.get(inner, 'id')) : undefined
    return String(id ?? '(query)')
  })

interface Endpoint {
  request: IncomingMessage
  response: ServerResponse
  url: URL
  record: RequestRecord
  version: string
  name: string
  dataset: Dataset
  /** What follows the dataset in the path (the ids of a doc request). */
  rest: string
}

export async function startLakeStandIn(options: StandInOptions = {}): Promise<LakeStandIn> {
  const projectId = options.projectId ?? 'local'
  const files = new Map(Object.entries(options.files ?? {}).map(([name, map]) => [name, new Map(map)]))
  const datasets = new Map<string, Dataset>()
  const requests: RequestRecord[] = []
  let mutateRequests = 0
  let base = ''
  let fault: StandInFault | undefined
  const delayed = new Set<NodeJS.Timeout>()

  // Image assets the stand-in holds the file of point at this server, as uploads do.
  const pointAtServer = (name: string) => (doc: StoredDocument) => {
    if (doc._type !== 'sanity.imageAsset' || typeof doc.path !== 'string' || !files.get(name)?.has(fileName(doc.path))) return doc
    const path = `images/${projectId}/${name}/${fileName(doc.path)}`
    return { ...doc, path, url: `${base}/${path}` }
  }

  const token = bearerToken
  const mayWrite = (request: IncomingMessage) => !options.token || token(request) === options.token
  const mayReadDrafts = (request: IncomingMessage) => (options.token ? token(request) === options.token : token(request) !== undefined)
  const draftsNeedToken = (response: ServerResponse) => unauthorized(response, 'Reading drafts needs a token with read access')

  async function query({ request, response, url, version, dataset }: Endpoint) {
    const { query, params } = await readQuery(request, url)
    const named = url.searchParams.get('perspective')
    const perspective = named === null ? defaultPerspective(version) : perspectiveNamed(named)
    if (perspective !== 'published' && !mayReadDrafts(request)) return draftsNeedToken(response)
    try {
      const started = performance.now()
      const result = await dataset.query(query, params, perspective)
      return send(response, 200, { query, result, ms: Math.round(performance.now() - started) })
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error)
      return send(response, 400, { error: { description, type: 'queryParseError' } })
    }
  }

  function doc({ request, response, dataset, rest }: Endpoint) {
    const ids = rest.split(',').map(decodeURIComponent).filter(Boolean)
    if (ids.some((id) => !isPublishedId(id)) && !mayReadDrafts(request)) return draftsNeedToken(response)
    const found = ids.flatMap((id) => dataset.documents.get(id) ?? [])
    const omitted = ids.filter((id) => !dataset.documents.has(id)).map((id) => ({ id, reason: 'existence' }))
    return send(response, 200, { documents: found, omitted })
  }

  function exportAll({ response, dataset }: Endpoint) {
    response.setHeader('Content-Type', 'application/x-ndjson')
    // In no particular order, like the real endpoint: consumers must not rely on it.
    for (const stored of [...dataset.documents.values()].reverse()) response.write(`${JSON.stringify(stored)}\n`)
    response.end()
  }

  async function mutate({ request, response, url, record, dataset }: Endpoint) {
    const n = ++mutateRequests
    const body = await readJson(request)
    const given: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'mutations') : undefined
    const mutations: Mutation[] = Array.isArray(given) ? given : []
    record.ids = mutationIds(mutations)
    const injected = options.failMutate?.(n)
    if (injected) {
      return send(response, injected, { error: 'Internal Server Error', message: `stand-in: mutate request ${n} failed on purpose` })
    }
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

  async function upload({ request, response, url, name, dataset }: Endpoint) {
    const bytes = await readBody(request)
    const info = imageInfo(bytes)
    if (!info) return send(response, 400, { error: 'Bad Request', message: 'Invalid image, could not read metadata', statusCode: 400 })
    const filename = url.searchParams.get('filename') ?? undefined
    const asset = assetDocument(info, { projectId, dataset: name, cdnBase: base, ...(filename ? { originalFilename: filename } : {}) })
    const existing = dataset.documents.get(asset._id)
    if (existing) return send(response, 200, { document: existing })
    await dataset.mutate([{ createOrReplace: asset }])
    const store = files.get(name) ?? new Map<string, Buffer>()
    store.set(fileName(asset.path), bytes)
    files.set(name, store)
    return send(response, 200, { document: dataset.documents.get(asset._id) })
  }

  const endpoints = { query, doc, export: exportAll, mutate, upload } satisfies Record<string, (endpoint: Endpoint) => unknown>
  const isEndpoint = (kind: string): kind is keyof typeof endpoints => kind in endpoints

  async function handle(request: IncomingMessage, response: ServerResponse, record: RequestRecord, url: URL) {
    const image = IMAGE_ROUTE.exec(url.pathname)
    if (image && request.method === 'GET') {
      record.kind = 'image'
      const bytes = image[1] === projectId && image[2] && image[3] ? files.get(image[2])?.get(image[3]) : undefined
      if (!bytes) return send(response, 404, { error: 'Not Found', message: 'No such image' })
      response.setHeader('Content-Type', imageInfo(bytes)?.mimeType ?? 'application/octet-stream')
      return response.end(bytes)
    }
    const [, version = '', , dataOperation, assetKind, name = '', rest = ''] = ROUTE.exec(url.pathname) ?? []
    if (!version) return send(response, 404, { error: 'Not Found', message: `No endpoint at ${url.pathname}` })
    const kind = dataOperation ?? (assetKind ? 'upload' : 'other')
    record.kind = isEndpoint(kind) ? kind : 'other'
    record.dataset = name
    const dataset = datasets.get(name)
    if (!dataset) return send(response, 404, { error: 'Not Found', message: `Dataset "${name}" not found for project ID "${projectId}"` })
    const writes = record.kind === 'mutate' || record.kind === 'upload' || record.kind === 'export'
    if (writes && !mayWrite(request)) return unauthorized(response, 'Session not found')
    if (!isEndpoint(kind)) return send(response, 404, { error: 'Not Found' })
    return endpoints[kind]({ request, response, url, record, version: version.slice(1), name, dataset, rest })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const record: RequestRecord = { method: request.method ?? 'GET', path: url.pathname, kind: 'other', status: 0 }
    requests.push(record)
    response.on('finish', () => {
      record.status = response.statusCode
    })
    const answer = () =>
      handle(request, response, record, url).catch((error: unknown) => {
        if (!response.headersSent) send(response, 500, { error: 'Internal Server Error', message: String(error) })
        else response.destroy()
      })
    if (fault === 'refuse') return void request.socket.destroy()
    if (!fault) return void answer()
    const timer = setTimeout(() => {
      delayed.delete(timer)
      if (!request.socket.destroyed) void answer()
    }, fault.slowMs)
    delayed.add(timer)
  })
  server.on('connection', (socket) => {
    if (fault === 'refuse') socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  for (const [name, content] of Object.entries(options.datasets ?? { production: [] })) {
    const prepare = pointAtServer(name)
    const source = Array.isArray(content) ? { documents: content } : { file: new DatasetHolder(content.file, content.watch ?? false) }
    datasets.set(name, new Dataset({ ...source, prepare }))
  }
  return {
    url: base,
    projectId,
    clientConfig: (dataset = 'production', apiVersion = '2025-10-01') => ({
      projectId,
      dataset,
      apiHost: base,
      useProjectHostname: false,
      apiVersion,
      useCdn: false,
    }),
    dataset(name) {
      const dataset = datasets.get(name)
      if (!dataset) throw new Error(`the stand-in has no dataset "${name}"`)
      return dataset
    },
    requests,
    setFault(next) {
      fault = next
      if (next === 'refuse') server.closeAllConnections()
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of delayed) clearTimeout(timer)
        delayed.clear()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

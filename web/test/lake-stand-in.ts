import { createServer, type IncomingMessage, type Server } from 'node:http'
import { DatasetHolder, type Perspective } from '@/sanity/local-dataset'
import { LocalGroqEngine } from '@/sanity/local-engine'

// A local HTTP stand-in for the Content Lake's query endpoint (GET and POST
// /v<apiVersion>/data/query/<dataset>), evaluating queries with groq-js over an NDJSON file.
// It lets tests send real @sanity/client requests over HTTP without Sanity's hosted API.

/** The token the stand-in accepts for reads beyond published content, as the real lake would. */
export const READ_TOKEN = 'stand-in-read-token'

export interface StandIn {
  url: string
  requests: string[]
  close(): Promise<void>
}

const QUERY_PATH = /^\/v[\w-]+\/data\/query\/([\w-]+)$/

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

const PERSPECTIVES: Record<string, Perspective> = { published: 'published', raw: 'raw', drafts: 'drafts', previewDrafts: 'drafts' }

async function queryOf(request: IncomingMessage, url: URL): Promise<{ query: string; params: Record<string, unknown> }> {
  if (request.method === 'POST') {
    const body: unknown = JSON.parse(await readBody(request))
    const query = typeof body === 'object' && body ? Reflect.get(body, 'query') : undefined
    const params = typeof body === 'object' && body ? Reflect.get(body, 'params') : undefined
    return { query: String(query), params: typeof params === 'object' && params ? { ...params } : {} }
  }
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  }
  return { query: url.searchParams.get('query') ?? '', params }
}

/** With `watch`, edits to the file show in the next answer, as a publish would on the real lake. */
export async function startLakeStandIn(datasetFile: string, dataset = 'production', watch = false): Promise<StandIn> {
  const engine = new LocalGroqEngine(new DatasetHolder(datasetFile, watch))
  const requests: string[] = []
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push(`${request.method} ${url.pathname}`)
    const match = QUERY_PATH.exec(url.pathname)
    response.setHeader('Content-Type', 'application/json')
    if (!match || match[1] !== dataset) {
      response.statusCode = 404
      response.end(JSON.stringify({ error: 'Not Found', message: `No dataset at ${url.pathname}` }))
      return
    }
    try {
      const { query, params } = await queryOf(request, url)
      const perspective = PERSPECTIVES[url.searchParams.get('perspective') ?? 'published'] ?? 'published'
      if (perspective !== 'published' && request.headers.authorization !== `Bearer ${READ_TOKEN}`) {
        response.statusCode = 401
        response.end(JSON.stringify({ error: 'Unauthorized', message: 'Drafts need a token' }))
        return
      }
      const started = performance.now()
      const result = await engine.query(query, params, perspective)
      response.end(JSON.stringify({ ms: Math.round(performance.now() - started), query, result }))
    } catch (error) {
      response.statusCode = 400
      response.end(JSON.stringify({ error: { description: String(error), type: 'queryParseError' } }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

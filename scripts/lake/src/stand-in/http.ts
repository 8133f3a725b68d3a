// Reading requests and writing answers the way the Content Lake's HTTP API does.

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { QueryParams } from '../groq'

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  return JSON.parse((await readBody(request)).toString('utf8'))
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.end(JSON.stringify(body))
}

export const unauthorized = (response: ServerResponse, message: string) =>
  send(response, 401, { error: 'Unauthorized', message, statusCode: 401 })

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

/** A query request's text and params: POST sends JSON `{query, params}`, GET `?query=` and `$name=` JSON values. */
export async function readQuery(request: IncomingMessage, url: URL): Promise<{ query: string; params: QueryParams }> {
  const params: QueryParams = {}
  let query = url.searchParams.get('query') ?? ''
  if (request.method === 'POST') {
    const body = await readJson(request)
    const text = field(body, 'query')
    const given = field(body, 'params')
    if (typeof text === 'string') query = text
    if (typeof given === 'object' && given !== null) Object.assign(params, given)
  }
  for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return { query, params }
}

/** The bearer token a request carries, if any. */
export function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

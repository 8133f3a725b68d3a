// A small typed client over the `paths` type that openapi-typescript generates from
// /api/openapi.json: plain fetch, the path's parameters filled in, and each answer typed by its
// status. The tests generate the types, type-check calls made through this client against them,
// as a consumer of the API would, and run those calls against the real server.

/** The GET operation of a path item. */
type Operation<Item> = Item extends { get: infer O } ? O : never

/** The POST operation of a path item. */
type PostOperation<Item> = Item extends { post: infer O } ? O : never

/** The PUT operation of a path item. */
type PutOperation<Item> = Item extends { put: infer O } ? O : never

/** The DELETE operation of a path item. */
type DeleteOperation<Item> = Item extends { delete: infer O } ? O : never

type RequestBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never

type Responses<O> = O extends { responses: infer R } ? R : never

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined

/** One documented answer per status: checking `status` tells the body's type (per operation, for a union of paths). */
export type Answer<O> = O extends unknown
  ? { [S in keyof Responses<O>]: { status: S; contentType: string; headers: Headers; body: JsonBody<Responses<O>[S]> } }[keyof Responses<O>]
  : never

/** The paths that have a GET. */
type Readable<Paths> = { [P in keyof Paths]: Operation<Paths[P]> extends never ? never : P }[keyof Paths] & string

/** The paths that have a POST. */
type Writable<Paths> = { [P in keyof Paths]: PostOperation<Paths[P]> extends never ? never : P }[keyof Paths] & string

/** The paths that have a PUT. */
type Puttable<Paths> = { [P in keyof Paths]: PutOperation<Paths[P]> extends never ? never : P }[keyof Paths] & string

/** The paths that have a DELETE. */
type Deletable<Paths> = { [P in keyof Paths]: DeleteOperation<Paths[P]> extends never ? never : P }[keyof Paths] & string

type OperationParameters<O> = O extends { parameters: infer A } ? A : never

/** A POST's or PUT's parameters, and its JSON body where it takes one. */
type PostParameters<O> = OperationParameters<O> & ([RequestBody<O>] extends [never] ? { body?: undefined } : { body: RequestBody<O> })

interface RuntimeParameters {
  path?: Record<string, string | number>
  query?: Record<string, string | number | undefined>
  header?: Record<string, string>
  body?: unknown
}

/** The address with the path's parameters filled in and the query appended. */
function addressOf(baseURL: string, path: string, parameters: unknown): { url: string; given: RuntimeParameters } {
  const given: RuntimeParameters = Object(parameters)
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(given.path?.[name] ?? '')))
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(given.query ?? {})) if (value !== undefined) query.set(name, String(value))
  return { url: `${baseURL}${filled}${query.size ? `?${query}` : ''}`, given }
}

async function answerOf(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? ''
  const text = await response.text()
  const body = text && contentType.includes('json') ? JSON.parse(text) : text || undefined
  return { status: response.status, contentType, headers: response.headers, body }
}

/** A write with its JSON body, where it has one, and no cookie or Origin of this site. */
async function send(baseURL: string, method: 'POST' | 'PUT', path: string, parameters: unknown): Promise<unknown> {
  const { url, given } = addressOf(baseURL, path, parameters)
  const response = await fetch(url, {
    method,
    headers: given.body === undefined ? {} : { 'content-type': 'application/json' },
    body: given.body === undefined ? undefined : JSON.stringify(given.body),
  })
  return answerOf(response)
}

export function openApiClient<Paths>(baseURL: string) {
  return {
    /** A POST as a client on another site would send it: no Origin of this site, no cookie. */
    async post<P extends Writable<Paths>>(
      path: P,
      parameters: PostParameters<PostOperation<Paths[P]>>,
    ): Promise<Answer<PostOperation<Paths[P]>>> {
      return (await send(baseURL, 'POST', path, parameters)) as Answer<PostOperation<Paths[P]>>
    },
    /** A PUT as a client on another site would send it, with its JSON body. */
    async put<P extends Puttable<Paths>>(
      path: P,
      parameters: PostParameters<PutOperation<Paths[P]>>,
    ): Promise<Answer<PutOperation<Paths[P]>>> {
      return (await send(baseURL, 'PUT', path, parameters)) as Answer<PutOperation<Paths[P]>>
    },
    /** A DELETE as a client on another site would send it. */
    async delete<P extends Deletable<Paths>>(
      path: P,
      parameters: OperationParameters<DeleteOperation<Paths[P]>>,
    ): Promise<Answer<DeleteOperation<Paths[P]>>> {
      const { url } = addressOf(baseURL, path, parameters)
      return (await answerOf(await fetch(url, { method: 'DELETE' }))) as Answer<DeleteOperation<Paths[P]>>
    },
    async get<P extends Readable<Paths>>(
      path: P,
      parameters: OperationParameters<Operation<Paths[P]>>,
    ): Promise<Answer<Operation<Paths[P]>>> {
      const { url, given } = addressOf(baseURL, path, parameters)
      const response = await fetch(url, { headers: given.header ?? {} })
      return (await answerOf(response)) as Answer<Operation<Paths[P]>>
    },
  }
}

// A small typed client over the `paths` type that openapi-typescript generates from
// /api/openapi.json: plain fetch, the path's parameters filled in, and each answer typed by its
// status. The tests generate the types, type-check calls made through this client against them,
// as a consumer of the API would, and run those calls against the real server.

/** The GET operation of a path item. */
type Operation<Item> = Item extends { get: infer O } ? O : never

/** The POST operation of a path item. */
type PostOperation<Item> = Item extends { post: infer O } ? O : never

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

type OperationParameters<O> = O extends { parameters: infer A } ? A : never

interface RuntimeParameters {
  path?: Record<string, string | number>
  header?: Record<string, string>
}

async function answerOf(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? ''
  const text = await response.text()
  const body = text && contentType.includes('json') ? JSON.parse(text) : text || undefined
  return { status: response.status, contentType, headers: response.headers, body }
}

export function openApiClient<Paths>(baseURL: string) {
  return {
    /** A JSON POST as a client on another site would send it: no Origin of this site, no cookie. */
    async post<P extends Writable<Paths>>(
      path: P,
      parameters: { body: RequestBody<PostOperation<Paths[P]>> },
    ): Promise<Answer<PostOperation<Paths[P]>>> {
      const response = await fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parameters.body),
      })
      return (await answerOf(response)) as Answer<PostOperation<Paths[P]>>
    },
    async get<P extends Readable<Paths>>(
      path: P,
      parameters: OperationParameters<Operation<Paths[P]>>,
    ): Promise<Answer<Operation<Paths[P]>>> {
      const given: RuntimeParameters = Object(parameters)
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(given.path?.[name] ?? '')))
      const response = await fetch(`${baseURL}${url}`, { headers: given.header ?? {} })
      return (await answerOf(response)) as Answer<Operation<Paths[P]>>
    },
  }
}

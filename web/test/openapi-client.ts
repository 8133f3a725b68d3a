// A small typed client over the `paths` type that openapi-typescript generates from
// /api/openapi.json: plain fetch, the path's parameters filled in, and each answer typed by its
// status. The tests generate the types, type-check calls made through this client against them,
// as a consumer of the API would, and run those calls against the real server.

/** The GET operation of a path item. */
type Operation<Item> = Item extends { get: infer O } ? O : never

type Responses<O> = O extends { responses: infer R } ? R : never

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined

/** One documented answer per status: checking `status` tells the body's type (per operation, for a union of paths). */
export type Answer<O> = O extends unknown
  ? { [S in keyof Responses<O>]: { status: S; contentType: string; headers: Headers; body: JsonBody<Responses<O>[S]> } }[keyof Responses<O>]
  : never

/** The paths that have a GET. */
type Readable<Paths> = { [P in keyof Paths]: Operation<Paths[P]> extends never ? never : P }[keyof Paths] & string

type OperationParameters<O> = O extends { parameters: infer A } ? A : never

interface RuntimeParameters {
  path?: Record<string, string | number>
  header?: Record<string, string>
}

export function openApiClient<Paths>(baseURL: string) {
  return {
    async get<P extends Readable<Paths>>(
      path: P,
      parameters: OperationParameters<Operation<Paths[P]>>,
    ): Promise<Answer<Operation<Paths[P]>>> {
      const given: RuntimeParameters = Object(parameters)
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(given.path?.[name] ?? '')))
      const response = await fetch(`${baseURL}${url}`, { headers: given.header ?? {} })
      const contentType = response.headers.get('content-type') ?? ''
      const text = await response.text()
      const body = text && contentType.includes('json') ? JSON.parse(text) : text || undefined
      const answer: unknown = { status: response.status, contentType, headers: response.headers, body }
      return answer as Answer<Operation<Paths[P]>>
    },
  }
}

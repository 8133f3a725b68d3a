import { NextResponse, type NextRequest } from 'next/server'

// A POST to a page is one of the site's forms: without JavaScript a multipart post carrying
// React's action fields ($ACTION_…), with JavaScript a server action call (Next-Action header).
// Next answers a body it cannot decode (a multipart body without its boundary, an action field
// that is not JSON, a body over the actions' size limit) with a 500; the proxy checks first and
// answers 400 or 413, so a broken or hostile post is the sender's error, not the site's.

/** Next's default size limit for server action bodies (serverActions.bodySizeLimit). */
export const FORM_POST_MAX_BYTES = 1024 * 1024

const ACTION_FIELD = /^\$ACTION_\d+:\d+$/

function refuse(status: 400 | 413, message: string): NextResponse {
  return new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

// Arguments of the site's actions nest a few levels; React's decoder recurses, so a body nested
// thousands deep would exhaust its stack.
const MAX_NESTING = 64

function nestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth)
    else if (c === ']' || c === '}') depth--
  }
  return deepest
}

function isJson(text: string): boolean {
  if (nestingDepth(text) > MAX_NESTING) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

async function multipartProblem(body: ArrayBuffer, type: string): Promise<string | undefined> {
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    return 'This form post could not be read: its multipart body is malformed.'
  }
  for (const [name, value] of form) {
    if (ACTION_FIELD.test(name) && (typeof value !== 'string' || !isJson(value)))
      return 'This form post could not be read: a form field was altered.'
  }
  return undefined
}

/** The refusal of a page POST whose body Next could not decode, or undefined to carry on. */
export async function formPostResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return undefined
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > FORM_POST_MAX_BYTES) return refuse(413, 'This form post is too large.')
  const type = request.headers.get('content-type') ?? ''
  const isAction = request.headers.has('next-action')
  const isMultipart = type.toLowerCase().startsWith('multipart/form-data')
  if (!isAction && !isMultipart) return undefined
  const body = await request.clone().arrayBuffer()
  if (body.byteLength > FORM_POST_MAX_BYTES) return refuse(413, 'This form post is too large.')
  if (isMultipart) {
    const problem = await multipartProblem(body, type)
    return problem ? refuse(400, problem) : undefined
  }
  // An action call whose arguments are plain text: React encodes them as JSON.
  return isJson(new TextDecoder().decode(body)) ? undefined : refuse(400, 'This form post could not be read.')
}

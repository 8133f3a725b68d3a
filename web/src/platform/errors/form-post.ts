import { NextResponse, type NextRequest } from 'next/server'

// A POST to a page is one of the site's forms: without JavaScript a multipart post carrying
// React's action fields ($ACTION_…), with JavaScript a server action call (Next-Action header).
// Next answers a body it cannot decode (a multipart body without its boundary, an action field
// that is not JSON, a body over the actions' size limit) with a 500; the proxy checks first and
// answers 400 or 413, so a broken or hostile post is the sender's error, not the site's.

import { FORM_POST_MAX_BYTES } from '@/platform/body-limits'

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

function parsed(value: FormDataEntryValue | null): unknown {
  return typeof value === 'string' && isJson(value) ? JSON.parse(value) : undefined
}

/**
 * React's fields of a form posted without JavaScript: `$ACTION_n:0` names the action and, as
 * `"bound": "$@k"`, the field `$ACTION_n:k` that holds its bound arguments (the form's state),
 * which must be an array. React reads them without checking (a null there is a TypeError).
 */
function actionFieldsAltered(form: FormData): boolean {
  for (const [name, value] of form) if (ACTION_FIELD.test(name) && (typeof value !== 'string' || !isJson(value))) return true
  for (const name of form.keys()) {
    const action = /^\$ACTION_(\d+):0$/.exec(name)?.[1]
    if (!action) continue
    const meta = parsed(form.get(name))
    if (typeof meta !== 'object' || meta === null || typeof Reflect.get(meta, 'id') !== 'string') return true
    const bound = /^\$@(\d+)$/.exec(String(Reflect.get(meta, 'bound')))?.[1]
    if (bound !== undefined && !Array.isArray(parsed(form.get(`$ACTION_${action}:${bound}`)))) return true
  }
  return false
}

async function multipartProblem(body: ArrayBuffer, type: string): Promise<string | undefined> {
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    return 'This form post could not be read: its multipart body is malformed.'
  }
  return actionFieldsAltered(form) ? 'This form post could not be read: a form field was altered.' : undefined
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

// The forms as a browser posts them: without JavaScript the form is a multipart POST to the page
// carrying React's hidden action fields ($ACTION_REF_n, $ACTION_n:0 with the action's id, the
// bound state, $ACTION_KEY); with JavaScript it is a POST with a Next-Action header and the
// arguments encoded by React. Read from the page's HTML, so the real action ids are used.

export interface PageForm {
  /** The form's accessible name (aria-label). */
  label: string
  /** The hidden fields React rendered, in order. */
  hidden: [string, string][]
  /** The visible fields' names. */
  fields: string[]
  /** The server action's id. */
  actionId: string
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export function formsIn(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].flatMap((match) => {
    const [, attributes = '', inner = ''] = match
    const hidden = [...inner.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m): [string, string] => [
      unescapeHtml(m[1] ?? ''),
      unescapeHtml(m[2] ?? ''),
    ])
    const reference = hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1]
    const actionId = reference ? /"id":"(\w+)"/.exec(reference)?.[1] : undefined
    if (!actionId) return []
    const fields = [...inner.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"$][^"]*)"/g)].map((m) => m[1] ?? '')
    return [{ label: /aria-label="([^"]*)"/.exec(attributes)?.[1] ?? '', hidden, fields, actionId }]
  })
}

/** A multipart body as a browser without JavaScript sends the form, with these field values. */
export function noScriptPost(form: PageForm, values: Record<string, string>, boundary = 'ohc-form-boundary') {
  const parts = [...form.hidden, ...Object.entries(values)].map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` }
}

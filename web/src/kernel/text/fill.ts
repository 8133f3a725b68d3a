// A catalogue's plain template filled in ("{places} left" → "3 places left"), for the client
// islands that get their words as strings so that no message formatter is in their JavaScript.
// A name the template does not use is ignored; a name it uses and is not given stays as written,
// so a missing value shows rather than vanishing.

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

/**
 * The template in parts, each value in its place as given: for a value that is not text (a
 * page's <strong>, a link), so it keeps its markup wherever the language puts it.
 */
export function fillParts<T>(template: string, values: Readonly<Record<string, string | number | T>>): (string | T)[] {
  return template.split(/(\{\w+\})/).flatMap((part): (string | T)[] => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    if (name !== undefined && Object.hasOwn(values, name)) {
      const value = values[name]!
      return [typeof value === 'number' ? String(value) : value]
    }
    return part ? [part] : []
  })
}

// A catalogue's plain template filled in ("{places} left" → "3 places left"), for the client
// islands that get their words as strings so that no message formatter is in their JavaScript.
// A name the template does not use is ignored; a name it uses and is not given stays as written,
// so a missing value shows rather than vanishing.

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

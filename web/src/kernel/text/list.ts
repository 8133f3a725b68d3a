// "Saturday and Sunday", "sábado y domingo", "A, B, and C": a list joined as its language joins
// one (Intl.ListFormat), with one formatter kept per language.

const formats = new Map<string, Intl.ListFormat>()

export function listed(items: readonly string[], language = 'en'): string {
  let format = formats.get(language)
  if (!format) formats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction' })))
  return format.format(items)
}

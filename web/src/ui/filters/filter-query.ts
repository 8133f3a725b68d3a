// The query string a filter form stands for: what the URL of the filtered list says.

/** The form's query: empty fields and the `defaults` (values the page assumes anyway) left out. */
export function filterQuery(entries: Iterable<[string, FormDataEntryValue]>, defaults: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of entries) {
    if (typeof value === 'string' && value.trim() !== '' && defaults[key] !== value) {
      params.append(key, key === 'q' ? value.trim() : value)
    }
  }
  return params.toString()
}

// The app's one door to Intl.DateTimeFormat. A formatter is costly to build and the app asks for
// the same few again and again, so each locale-and-options pair is built once.

/** An instant as the content and the API carry it: a Date, epoch milliseconds or an ISO 8601 string. */
export type Instant = Date | number | string

export function toDate(at: Instant): Date {
  return at instanceof Date ? at : new Date(at)
}

const formatters = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, format)
  }
  return format
}

// Whole numbers as a language writes them ("1,234", "1234" or "1.234"), one formatter per
// language for the process. Plain "en" is written as US English, the site's own.

const numberFormats = new Map<string, Intl.NumberFormat>()

/** The formatter of whole numbers in `language` (US English when none is given). */
export function numberIn(language: string | undefined): Intl.NumberFormat {
  const tag = !language || language === 'en' ? 'en-US' : language
  let format = numberFormats.get(tag)
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)))
  return format
}

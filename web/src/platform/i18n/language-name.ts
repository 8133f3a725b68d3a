// A language's name, apart from the catalogues so a client component (the header's language
// switch) can say it without downloading every language's words.

/** A language's name in itself: "English", "Español". */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
}

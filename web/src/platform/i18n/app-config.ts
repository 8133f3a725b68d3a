import type { Catalogue } from './catalogues'

// use-intl checks every message key against the English catalogue (the others have the same keys,
// catalogues.test.ts), so a key that does not exist fails the type check, in a server's
// `wordsOf(…)` and a client component's `useTranslations(…)` alike.

declare module 'use-intl' {
  interface AppConfig {
    Messages: Catalogue
  }
}

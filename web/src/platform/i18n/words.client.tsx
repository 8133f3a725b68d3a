'use client'

import type { ReactNode } from 'react'
import { IntlProvider, type AbstractIntlMessages } from 'use-intl'

// The catalogue's words for the client components below it, in one language and the festival's
// time zone. A page passes only the namespaces its client components say (`{ host: … }`), so a
// phone downloads the words of the screen it shows, not the whole catalogue.

export function WordsProvider({
  language,
  timeZone,
  messages,
  children,
}: {
  language: string
  timeZone: string
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  return (
    <IntlProvider locale={language} timeZone={timeZone} messages={messages}>
      {children}
    </IntlProvider>
  )
}

'use client'

import { createAuthClient } from 'better-auth/react'
import { inferAdditionalFields } from 'better-auth/client/plugins'

// The browser's side of better-auth, used by the account panel only (the login form posts to the
// magic-link endpoint with fetch, to keep the client off the page a visitor lands on). Same
// origin, so no base URL beyond the path. The account's own field (the language of its emails,
// visitors/auth/language.ts) is declared so update-user takes it.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [inferAdditionalFields({ user: { language: { type: 'string', required: false } } })],
})

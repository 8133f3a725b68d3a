'use client'

import { createAuthClient } from 'better-auth/react'

// The browser's side of better-auth, used by the account panel only (the login form posts to the
// magic-link endpoint with fetch, to keep the client off the page a visitor lands on). Same
// origin, so no base URL beyond the path.
export const authClient = createAuthClient({ basePath: '/api/auth' })

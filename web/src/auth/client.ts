'use client'

import { magicLinkClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

// The browser's side of better-auth: same origin, so no base URL beyond the path.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
})

'use client'

import { lazyIsland } from '@/components/runtime/lazy-island'

// The badge is empty in the server's HTML (the time of the visit is the browser's): its code can
// arrive while the page hydrates, outside the first load.
export const OpenStateBadge = lazyIsland(() => import('./open-state.client').then((module) => module.OpenStateBadge))

'use client'

import { lazyIsland } from '@/ui/runtime/lazy-island'
// Its styles come with the page: the server's HTML of the island is styled before its code arrives.
import './open-state.module.css'

// The badge is empty in the server's HTML (the time of the visit is the browser's): its code can
// arrive while the page hydrates, outside the first load.
export const OpenStateBadge = lazyIsland(() => import('./open-state.client').then((module) => module.OpenStateBadge))

'use client'

import { lazyIsland } from '@/components/runtime/lazy-island'

// The booking box, fetched while the page hydrates: its HTML is the server's until then.
export const Reserve = lazyIsland(() => import('./reserve.client').then((module) => module.Reserve))

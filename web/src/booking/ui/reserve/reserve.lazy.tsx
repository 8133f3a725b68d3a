'use client'

import { lazyIsland } from '@/ui/runtime/lazy-island'
// Its styles come with the page: the server's HTML of the island is styled before its code arrives.
import './reserve.module.css'

// The booking box, fetched while the page hydrates: its HTML is the server's until then.
export const Reserve = lazyIsland(() => import('./reserve.client').then((module) => module.Reserve))

'use client'

import { lazyIsland } from '@/ui/runtime/lazy-island'

// Only members-only sites show it; other site pages do not carry its code.
export const MemberLocation = lazyIsland(() => import('./member-location.client').then((module) => module.MemberLocation))

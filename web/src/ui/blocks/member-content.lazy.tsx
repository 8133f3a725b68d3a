'use client'

import { lazyIsland } from '../runtime/lazy-island'

// Only pages with a member-only block carry its code.
export const MemberContent = lazyIsland(() => import('./member-content.client').then((module) => module.MemberContent))

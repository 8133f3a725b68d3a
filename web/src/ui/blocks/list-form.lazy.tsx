'use client'

import { lazyIsland } from '../runtime/lazy-island'

// Only pages with a filters block carry its code.
export const ListForm = lazyIsland(() => import('./list-form.client').then((module) => module.ListForm))

'use client'

import { lazyIsland } from '../runtime/lazy-island'

// Only pages with a carousel block carry its code (the home page's body and the centre's pages
// show blocks, most of them without one).
export const Carousel = lazyIsland(() => import('./carousel.client').then((module) => module.Carousel))

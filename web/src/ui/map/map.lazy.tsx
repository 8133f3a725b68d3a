'use client'

import { lazyIsland } from '../runtime/lazy-island'

// Fetched while the page hydrates; Leaflet itself comes later still, when the map is near the screen.
export const MapClient = lazyIsland(() => import('./map.client').then((module) => module.MapClient))

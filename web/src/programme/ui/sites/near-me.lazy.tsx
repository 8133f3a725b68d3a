'use client'

import { lazyIsland } from '@/ui/runtime/lazy-island'
// Its styles come with the page: the button keeps its place, unseen, before its code arrives.
import './near-me.module.css'

export const NearMe = lazyIsland(() => import('./near-me.client').then((module) => module.NearMe))

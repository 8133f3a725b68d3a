'use client'

import { lazyIsland } from '../runtime/lazy-island'

// Only pages with a newsletter block carry its code.
export const NewsletterForm = lazyIsland(() => import('./newsletter-form.client').then((module) => module.NewsletterForm))

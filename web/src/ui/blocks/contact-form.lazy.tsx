'use client'

import { lazyIsland } from '../runtime/lazy-island'

// Only pages with a get-in-touch block carry its code.
export const ContactForm = lazyIsland(() => import('./contact-form.client').then((module) => module.ContactForm))

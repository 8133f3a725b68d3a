import type { MetadataRoute } from 'next'
import { SITE_NAME } from '@/platform/seo/metadata'
import { APP_ICONS } from '@/platform/seo/app-icons'

// The web app manifest: "Add to Home Screen" opens the site on its own, like an app, at the
// home page, with shortcuts (a long press on the icon) to the two pages needed at a door: a
// member's tickets and the host tool. The service worker (src/worker/sw.ts) keeps what the visitor
// opened for offline use, those two included.

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: 'OHC',
    description: 'The festival’s buildings, tours and events, and your itineraries, also offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f4ef',
    theme_color: '#1d1d1b',
    shortcuts: [
      { name: 'My tickets', short_name: 'Tickets', url: '/my-ohc/places' },
      { name: 'Host tool', short_name: 'Host', url: '/host' },
    ],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...APP_ICONS.map((icon) => ({
        src: `/icons/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
  }
}

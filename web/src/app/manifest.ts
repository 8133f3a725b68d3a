import type { MetadataRoute } from 'next'
import { getIdentity } from '@/content/identity'
import { APP_ICONS } from '@/platform/seo/app-icons'

// The web app manifest: "Add to Home Screen" opens the site on its own, like an app, at the
// home page, with shortcuts (a long press on the icon) to the two pages needed at a door: a
// member's tickets and the host tool. The service worker (src/worker/sw.ts) keeps what the visitor
// opened for offline use, those two included.

/** The name under the home-screen icon: the title's initials ("OHC"), or a short title itself. */
export const shortNameOf = (title: string) =>
  title.length <= 12
    ? title
    : title
        .split(/\s+/)
        .map((word) => word[0]?.toUpperCase() ?? '')
        .join('')

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { title, languages } = await getIdentity()
  return {
    name: title,
    short_name: shortNameOf(title),
    lang: languages.default,
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

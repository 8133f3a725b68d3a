import { OG_SIZE, SITE_NAME } from '@/platform/seo/metadata'
import { ogCard } from '@/platform/seo/og-card'

// The default Open Graph image of the site, drawn at build time.

export const alt = `${SITE_NAME} — the city's buildings, open to all`
export const size = OG_SIZE
export const contentType = 'image/png'

export default function OpengraphImage() {
  return ogCard({ title: 'The city’s buildings, open to all' })
}

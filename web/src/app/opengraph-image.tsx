import { getIdentity } from '@/content/identity'
import { OG_SIZE } from '@/platform/seo/metadata'
import { ogCard } from '@/platform/seo/og-card'

// The default Open Graph image of the site, under the settings' title and centre.

export const alt = 'The city’s buildings, open to all'
export const size = OG_SIZE
export const contentType = 'image/png'

export default async function OpengraphImage() {
  return ogCard('The city’s buildings, open to all', await getIdentity())
}

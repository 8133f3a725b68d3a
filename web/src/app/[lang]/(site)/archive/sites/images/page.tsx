import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { ImagesGallery } from '@/programme/ui/archive/images-gallery'
import { readArchiveImages } from '@/content/archive'
import { pageMetadata } from '@/platform/seo'
import { isPreview } from '@/content/preview'

// The archive's picture gallery (template `archived-sites-images`). A static segment: it wins over
// /archive/[year], so "sites" is never read as a year.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const site = await getIdentity()
  return pageMetadata(
    {
      title: 'Pictures from past festivals',
      description: `The buildings of past ${site.title} festivals in pictures, year by year.`,
      path: '/archive/sites/images',
    },
    site,
  )
}

export default async function ArchiveImagesPage() {
  const years = await readArchiveImages({ draft: await isPreview() })
  return (
    <div data-template="archived-sites-images">
      <p className="eyebrow">Archive</p>
      <h1>Pictures from past festivals</h1>
      <p className="lede">
        The buildings that opened their doors in past years. Choose a picture to follow a building through its festivals.
      </p>
      <ImagesGallery years={years} />
    </div>
  )
}

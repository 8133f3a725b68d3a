import type { Metadata } from 'next'
import { ImagesGallery } from '@/programme/ui/archive/images-gallery'
import { readArchiveImages } from '@/content/archive'
import { pageMetadata } from '@/platform/seo'
import { isPreview } from '@/content/preview'

// The archive's picture gallery (template `archived-sites-images`). A static segment: it wins over
// /archive/[year], so "sites" is never read as a year.

export const revalidate = 60

export const metadata: Metadata = pageMetadata({
  title: 'Pictures from past festivals',
  description: 'The buildings of past Open House Chicago festivals in pictures, year by year.',
  path: '/archive/sites/images',
})

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

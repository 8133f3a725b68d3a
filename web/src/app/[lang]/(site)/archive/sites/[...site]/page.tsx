import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { notFound } from 'next/navigation'
import { BuildingArchive } from '@/programme/ui/archive/building'
import { readArchivedSite } from '@/content/archive'
import { JsonLd, absoluteUrl, pageMetadata } from '@/platform/seo'
import { isPreview } from '@/content/preview'

// A building's archive page (template `archived-site`). {site} is free text and may span segments;
// a slug with no building, or a building that never took part in a past festival, is "Page Not
// Found". Rendered on first request, then kept (ISR).

export const revalidate = 60
export const dynamicParams = true

export function generateStaticParams(): { site: string[] }[] {
  return []
}

interface Props {
  params: Promise<{ site: string[] }>
}

async function load(params: Props['params']) {
  const slug = (await params).site.join('/')
  const found = await readArchivedSite(slug, { draft: await isPreview() })
  if (!found || !found.site.editions.some((edition) => edition.year < found.currentYear)) notFound()
  return found
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ site }, { title }] = await Promise.all([load(params), getIdentity()])
  const years = site.editions.map((edition) => edition.year).sort((a, b) => a - b)
  return pageMetadata(
    {
      title: `${site.name} through the years`,
      description: site.summary ?? `${site.name} at ${title}, ${years.join(', ')}.`,
      path: `/archive/sites/${site.slug}`,
      image: site.mainImage,
      type: 'article',
    },
    await getIdentity(),
  )
}

export default async function ArchivedSitePage({ params }: Props) {
  const { site, currentYear } = await load(params)
  const street = site.address?.street
  return (
    <BuildingArchive site={site} currentYear={currentYear}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TouristAttraction',
          name: site.name,
          description: site.summary,
          url: absoluteUrl(`/archive/sites/${site.slug}`),
          // A members-only site's approximate point is not its position.
          ...(site.location.approximate
            ? {}
            : { geo: { '@type': 'GeoCoordinates', latitude: site.location.lat, longitude: site.location.lng } }),
          ...(street
            ? {
                address: {
                  '@type': 'PostalAddress',
                  streetAddress: street,
                  addressLocality: site.address?.city,
                  postalCode: site.address?.postalCode,
                },
              }
            : {}),
          ...(site.mainImage ? { image: absoluteUrl(site.mainImage.url) } : {}),
        }}
      />
    </BuildingArchive>
  )
}

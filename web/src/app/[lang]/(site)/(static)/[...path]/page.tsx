import { slugOf } from '@/kernel/page-table/segments'
import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { notFound } from 'next/navigation'
import { Blocks } from '@/ui/blocks/blocks'
import { BlockImage } from '@/ui/blocks/block-image'
import { imageUrl } from '@/content/sanity/image-url'
import { pageMetadata } from '@/platform/seo/metadata'
import { CENTRE_PAGES } from '@/kernel/page-table/table'
import { parseImageRef } from '@/content/sanity/image-url'
import { isPreview } from '@/content/preview'
import { getCentrePage } from '@/content/centre-page'
import styles from './centre-page.module.css'

// The centre's pages (about, visit, memberships…): the `page` document whose path matches,
// with its hero and blocks. Built ahead for the known paths, regenerated at most every minute;
// an unknown path is a 404.

export const revalidate = 60

type Params = { params: Promise<{ path: string[] }> }

export function generateStaticParams() {
  return CENTRE_PAGES.map((path) => ({ path: path.split('/') }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const path = slugOf((await params).path)
  const page = await getCentrePage(path, await isPreview())
  if (!page) return {}
  const image = page.seo?.image ?? page.hero?.image
  const file = image ? parseImageRef(image.ref) : undefined
  return pageMetadata(
    {
      title: page.seo?.title ?? page.title,
      description: page.seo?.description ?? page.hero?.subheading,
      path: `/${path}`,
      image: file && image ? { url: imageUrl(file.fileName), width: file.width, height: file.height, alt: image.alt } : null,
    },
    await getIdentity(),
  )
}

export default async function CentrePage({ params }: Params) {
  const path = slugOf((await params).path)
  const page = await getCentrePage(path, await isPreview())
  if (!page) notFound()
  const heading = page.hero?.heading ?? page.title
  return (
    <article data-template="page" className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1>{heading}</h1>
          {page.hero?.subheading ? <p className="lede">{page.hero.subheading}</p> : null}
        </div>
        {page.hero?.image ? (
          <BlockImage image={page.hero.image} className={styles.heroImage} sizes="(min-width: 60rem) 36rem, 100vw" priority />
        ) : null}
      </header>
      <Blocks value={page.body} page={page.path} title={page.title} />
    </article>
  )
}

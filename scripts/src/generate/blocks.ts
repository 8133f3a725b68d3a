// Builders for the Portable Text custom blocks of the model (docs/content-model.md "Blocks"), so page
// modules read as content rather than as object literals.

import { reference } from './context'
import { imageValue, type Drawing } from './images'
import type { PortableTextBuilder, TextBlock } from './portable-text'

type List = 'sites' | 'events' | 'tours'

export interface CardSpec {
  title: string
  text: string
  href: string
  image?: Drawing
}

export function blocks(pt: PortableTextBuilder) {
  return {
    carousel: (heading: string, slides: readonly { image: Drawing; caption: string; href?: string }[]) =>
      pt.block({
        _type: 'carouselBlock',
        heading,
        slides: pt.keyed(
          slides.map((s) => ({
            _type: 'slide',
            image: imageValue(s.image, `Illustration: ${s.image.description}`),
            caption: s.caption,
            ...(s.href ? { href: s.href } : {}),
          })),
        ),
      }),
    map: (heading: string, show: 'sites' | 'events' | 'pointsOfInterest' | 'trails', year?: number) =>
      pt.block({ _type: 'mapBlock', heading, show, ...(year ? { year } : {}) }),
    filters: (heading: string, list: List) => pt.block({ _type: 'filtersBlock', heading, list }),
    cards: (heading: string, cards: readonly CardSpec[]) =>
      pt.block({
        _type: 'cardsBlock',
        heading,
        cards: pt.keyed(
          cards.map((c) => ({
            _type: 'card',
            title: c.title,
            text: c.text,
            href: c.href,
            ...(c.image ? { image: imageValue(c.image, `Illustration for ${c.title}: ${c.image.description}`) } : {}),
          })),
        ),
      }),
    hours: (heading = 'Opening hours') => pt.block({ _type: 'hoursBlock', heading }),
    admission: (heading = 'Admission') => pt.block({ _type: 'admissionBlock', heading }),
    accessibility: (heading: string, body: string) => pt.block({ _type: 'accessibilityBlock', heading, body }),
    amenities: (heading: string, items: readonly string[]) => pt.block({ _type: 'amenitiesBlock', heading, items: [...items] }),
    newsletter: (heading: string, text: string) => pt.block({ _type: 'newsletterBlock', heading, text }),
    getInTouch: (heading: string, text: string, topics: readonly string[]) =>
      pt.block({ _type: 'getInTouchBlock', heading, text, topics: [...topics] }),
    donate: (heading: string, text: string) => pt.block({ _type: 'donateBlock', heading, text }),
    becomeMember: (heading: string, text: string) => pt.block({ _type: 'becomeMemberBlock', heading, text }),
    memberOnly: (teaser: string, content: readonly (TextBlock | { _type: string })[]) =>
      pt.block({ _type: 'memberOnlyBlock', teaser, content: [...content] }),
    sponsors: (heading: string, year?: number) => pt.block({ _type: 'sponsorsBlock', heading, ...(year ? { year } : {}) }),
    share: (label = 'Share this page') => pt.block({ _type: 'shareBlock', label }),
    cta: (label: string, href: string, style: 'primary' | 'secondary' = 'primary') => pt.block({ _type: 'ctaBlock', label, href, style }),
    gallery: (heading: string, images: readonly { image: Drawing; caption: string }[]) =>
      pt.block({
        _type: 'galleryBlock',
        heading,
        images: pt.keyed(images.map((i) => imageValue(i.image, `Illustration: ${i.image.description}`, i.caption))),
      }),
    list: (heading: string, list: List, filter: { category?: string; neighborhood?: string; mode?: string; limit?: number } = {}) =>
      pt.block({
        _type: 'listBlock',
        heading,
        list,
        filter: {
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.neighborhood ? { neighborhood: reference(filter.neighborhood) } : {}),
          ...(filter.mode ? { mode: filter.mode } : {}),
          limit: filter.limit ?? 6,
        },
      }),
  }
}

export type Blocks = ReturnType<typeof blocks>

import type { ReactNode } from 'react'
import { AccessibilityBlock } from './accessibility-block'
import { AdmissionBlock } from './admission-block'
import { AmenitiesBlock } from './amenities-block'
import { BecomeMemberBlock } from './become-member-block'
import { CardsBlock } from './cards-block'
import { CarouselBlock } from './carousel-block'
import { CtaBlock } from './cta-block'
import { DonateBlock } from './donate-block'
import { FiltersBlock } from './filters-block'
import { GalleryBlock } from './gallery-block'
import { GetInTouchBlock } from './get-in-touch-block'
import { HoursBlock } from './hours-block'
import { ListBlock } from './list-block'
import { MapBlock } from './map-block'
import { MemberOnlyBlock } from './member-only-block'
import { NewsletterBlock } from './newsletter-block'
import { ShareBlock } from './share-block'
import { SponsorsBlock } from './sponsors-block'
import type { BlockType, BlockValue } from '@/content/body'

// One view per block type. The mapped type makes the compiler check both ways: every block of
// the schema has a view, and each view takes exactly its block's stored fields.

export type BlockView<K extends BlockType> = (props: { value: BlockValue<K> }) => ReactNode | Promise<ReactNode>
export type BlockViews = { [K in BlockType]: BlockView<K> }

/** What a body's blocks may need from the page around them. */
export interface BlockContext {
  /** The `page` document's path, when the body is a page's: member-only content is fetched by it. */
  page?: string
  /** The title of what the body belongs to, for sharing. */
  title?: string
}

export function blockViews({ page, title }: BlockContext = {}): BlockViews {
  return {
    carouselBlock: CarouselBlock,
    mapBlock: MapBlock,
    filtersBlock: FiltersBlock,
    cardsBlock: CardsBlock,
    hoursBlock: HoursBlock,
    admissionBlock: AdmissionBlock,
    accessibilityBlock: AccessibilityBlock,
    amenitiesBlock: AmenitiesBlock,
    newsletterBlock: NewsletterBlock,
    getInTouchBlock: GetInTouchBlock,
    donateBlock: DonateBlock,
    becomeMemberBlock: BecomeMemberBlock,
    memberOnlyBlock: ({ value }) => <MemberOnlyBlock value={value} page={page} />,
    sponsorsBlock: SponsorsBlock,
    shareBlock: ({ value }) => <ShareBlock value={value} page={page} title={title} />,
    ctaBlock: CtaBlock,
    galleryBlock: GalleryBlock,
    listBlock: ListBlock,
  }
}

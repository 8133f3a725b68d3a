import { BlockImage } from './block-image'
import { Carousel } from './carousel.lazy'
import { SmartLink } from './cta-block'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

// Slides are rendered on the server (images and captions in the HTML); the client island only
// moves between them. Without JavaScript every slide shows, one under the other. No slide is
// preloaded: a carousel sits below a page's opening (the home page's hero, a page's heading), and
// its preload competed with the image or text that is the page's largest paint.

export function CarouselBlock({ value }: { value: BlockValue<'carouselBlock'> }) {
  const slides = value.slides ?? []
  return (
    <BlockSection id={value._key} heading={value.heading} kind="carouselBlock">
      <Carousel label={value.heading ?? 'Pictures'} count={slides.length}>
        {slides.map((slide) => (
          <figure key={slide._key}>
            <BlockImage image={slide.image} sizes="(min-width: 70rem) 60rem, 100vw" />
            {slide.caption ? (
              <figcaption>{slide.href ? <SmartLink href={slide.href}>{slide.caption}</SmartLink> : slide.caption}</figcaption>
            ) : null}
          </figure>
        ))}
      </Carousel>
    </BlockSection>
  )
}

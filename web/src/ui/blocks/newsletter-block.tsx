import { NewsletterForm } from './newsletter-form.lazy'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export function NewsletterBlock({ value }: { value: BlockValue<'newsletterBlock'> }) {
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Newsletter'} kind="newsletterBlock">
      {value.text ? <p className="prose">{value.text}</p> : null}
      <NewsletterForm id={`newsletter-${value._key}`} />
    </BlockSection>
  )
}

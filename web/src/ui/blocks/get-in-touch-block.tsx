import { ContactForm } from './contact-form.lazy'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export function GetInTouchBlock({ value }: { value: BlockValue<'getInTouchBlock'> }) {
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Get in touch'} kind="getInTouchBlock">
      {value.text ? <p className="prose">{value.text}</p> : null}
      <ContactForm id={`contact-${value._key}`} topics={value.topics ?? []} />
    </BlockSection>
  )
}

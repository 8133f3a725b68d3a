import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export function AccessibilityBlock({ value }: { value: BlockValue<'accessibilityBlock'> }) {
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Accessibility'} kind="accessibilityBlock">
      {value.body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="prose">
          {paragraph}
        </p>
      ))}
    </BlockSection>
  )
}

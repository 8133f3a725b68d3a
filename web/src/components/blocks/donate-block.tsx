import { PlainLink } from '@/components/plain-link'
import { getBlockSettings } from '@/content/blocks'
import { BlockSection } from './section'
import type { BlockValue } from './types'

export async function DonateBlock({ value }: { value: BlockValue<'donateBlock'> }) {
  const { donateUrl } = await getBlockSettings()
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Support us'} kind="donateBlock">
      {value.text ? <p className="prose">{value.text}</p> : null}
      {donateUrl ? (
        <p>
          <PlainLink className="button" href={donateUrl} rel="noopener">
            Donate
          </PlainLink>
        </p>
      ) : null}
    </BlockSection>
  )
}

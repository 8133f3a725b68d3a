import Link from '../link'
import { getBlockSettings } from '@/content/blocks'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export async function DonateBlock({ value }: { value: BlockValue<'donateBlock'> }) {
  const { donateUrl } = await getBlockSettings()
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Support us'} kind="donateBlock">
      {value.text ? <p className="prose">{value.text}</p> : null}
      {donateUrl ? (
        <p>
          <Link className="button" href={donateUrl}>
            Donate
          </Link>
        </p>
      ) : null}
    </BlockSection>
  )
}

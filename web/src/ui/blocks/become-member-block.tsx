import { formatPrice } from '@/kernel/text/price'
import { getBlockSettings, getMembershipLevels } from '@/content/blocks'
import { getIdentity } from '@/content/identity'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'
import Link from '../link'

export async function BecomeMemberBlock({ value }: { value: BlockValue<'becomeMemberBlock'> }) {
  const [levels, { membershipUrl }, { currency }] = await Promise.all([getMembershipLevels(), getBlockSettings(), getIdentity()])
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Become a member'} kind="becomeMemberBlock">
      {value.text ? <p className="prose">{value.text}</p> : null}
      <ul className="grid" role="list" style={{ listStyle: 'none', padding: 0 }}>
        {levels.map((level) => (
          <li key={level.id} className="card">
            <div className="card-body">
              <h3 className="card-title">{level.name}</h3>
              <p>
                <strong>{formatPrice(level.price, currency)}</strong> {level.interval === 'year' ? 'a year' : `per ${level.interval}`}
              </p>
              {level.benefits.length > 0 ? (
                <ul>
                  {level.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {membershipUrl ? (
        <p>
          <Link className="button" href={membershipUrl}>
            Join now
          </Link>
        </p>
      ) : null}
    </BlockSection>
  )
}

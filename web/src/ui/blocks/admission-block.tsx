import { getBlockSettings } from '@/content/blocks'
import { getIdentity } from '@/content/identity'
import { formatPrice } from '@/kernel/text/price'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export async function AdmissionBlock({ value }: { value: BlockValue<'admissionBlock'> }) {
  const [{ admission }, { currency }] = await Promise.all([getBlockSettings(), getIdentity()])
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Admission'} kind="admissionBlock">
      {admission.length === 0 ? (
        <p>Admission prices will be announced soon.</p>
      ) : (
        <dl className="facts">
          {admission.map((price) => (
            <div key={price.label} style={{ display: 'contents' }}>
              <dt>{price.label}</dt>
              <dd>
                {formatPrice(price.amount, currency)}
                {price.note ? <span className="muted"> · {price.note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </BlockSection>
  )
}

import { BlockImage } from './block-image'
import { SmartLink } from './cta-block'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export function CardsBlock({ value }: { value: BlockValue<'cardsBlock'> }) {
  return (
    <BlockSection id={value._key} heading={value.heading} kind="cardsBlock">
      <ul className="grid" role="list" style={{ listStyle: 'none', padding: 0 }}>
        {(value.cards ?? []).map((card) => (
          <li key={card._key} className="card">
            <BlockImage image={card.image} />
            <div className="card-body">
              <h3 className="card-title">{card.href ? <SmartLink href={card.href}>{card.title}</SmartLink> : card.title}</h3>
              {card.text ? <p>{card.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}

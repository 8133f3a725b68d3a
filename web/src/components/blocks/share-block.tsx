import { ShareButton } from './share-button.client'
import type { BlockValue } from './types'

export function ShareBlock({ value }: { value: BlockValue<'shareBlock'> }) {
  return (
    <div data-block="shareBlock">
      <ShareButton label={value.label} />
    </div>
  )
}

import { UnavailableMessage } from '@/components/my-ohc/unavailable-message'

// /iframe/my-ohc/unavailable — the same page in the frame layout, its links staying in the frame.
export { metadata } from '../../../../(site)/my-ohc/unavailable/page'

export default function FrameMyOhcUnavailablePage() {
  return <UnavailableMessage home="/iframe" />
}

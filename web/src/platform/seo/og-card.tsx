import { ImageResponse } from 'next/og'
import { OG_SIZE } from './metadata'

// The Open Graph card: the site's title over a page's, the centre's name beneath, in the design
// system's colours. Drawn by
// next/og with its bundled font, so it works offline. Used by app/opengraph-image.tsx (the
// default card) and app/og/route.tsx (a card per page title).

const INK = '#161614'
const PAPER_WARM = '#f6f4ef'
const ACCENT = '#a61d17'

/** `site`: the site's title (the eyebrow) and the centre's name, as the settings give them. */
export function ogCard(title: string, site: { title: string; centre: string }, init?: ResponseInit): ImageResponse {
  const size = title.length > 60 ? 60 : title.length > 30 ? 76 : 92
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: PAPER_WARM,
        color: INK,
        padding: '72px 80px',
        borderTop: `24px solid ${ACCENT}`,
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, color: ACCENT, letterSpacing: 1 }}>{site.title}</div>
      <div style={{ display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.08 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 28, color: '#45453f' }}>{site.centre}</div>
    </div>,
    { ...OG_SIZE, ...init },
  )
}

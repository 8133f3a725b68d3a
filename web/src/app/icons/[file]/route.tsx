import { ImageResponse } from 'next/og'
import { APP_ICONS } from '@/platform/seo/app-icons'

// The manifest's PNG icons, drawn at build time from the same house as app/icon.svg.

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return APP_ICONS.map((icon) => ({ file: icon.file }))
}

const HOUSE = 'M14 52V26L32 12l18 14v26H38V36H26v16z'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const icon = APP_ICONS.find((candidate) => candidate.file === file)
  if (!icon) return new Response('Not found', { status: 404 })
  // The maskable icon fills the square with red; the other has the rounded corners of the favicon.
  const inset = icon.purpose === 'maskable' ? 0.2 : 0.1
  const drawing = Math.round(icon.size * (1 - 2 * inset))
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#a61d17',
        borderRadius: icon.purpose === 'maskable' ? 0 : icon.size * 0.19,
      }}
    >
      <svg width={drawing} height={drawing} viewBox="10 10 44 44">
        <path d={HOUSE} fill="#fff" />
      </svg>
    </div>,
    { width: icon.size, height: icon.size },
  )
}

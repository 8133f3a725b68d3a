// The defined accessibility and amenity icons: simple inline SVGs, always beside their words and
// hidden from assistive technology (the words carry the meaning; an icon is never alone).

const PATHS = {
  wheelchair: 'M12 4a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm-1 2h2v5h5v2h-7zM9 9.3v2.2A5 5 0 1 0 15.9 17h2.1A7 7 0 1 1 9 9.3z',
  stepFree: 'M3 19h18v2H3zm0-4 6-6 4 4 8-8v3l-8 8-4-4-6 6z',
  restroom: 'M7 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm10 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM5 8h4l1 7H8v7H6v-7H4zm10 0h4l2 8h-3v6h-2v-6h-3z',
  elevator: 'M4 2h16v20H4zm2 2v16h12V4zm6 2 3 4H9zm0 12-3-4h6z',
  camera: 'M9 3h6l2 3h4v14H3V6h4zm3 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  family: 'M8 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm8 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM6 8h4v7H9v7H7v-7H6zm8 4h4v5h-1v5h-2v-5h-1z',
  parking: 'M4 2h16v20H4zm5 4v12h2v-4h2a4 4 0 0 0 0-8zm2 2h2a2 2 0 0 1 0 4h-2z',
  transit:
    'M6 2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2l2 4h-2l-2-4H8l-2 4H4l2-4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v5h12V5zm1 8a1 1 0 1 0 2 0 1 1 0 0 0-2 0zm8 0a1 1 0 1 0 2 0 1 1 0 0 0-2 0z',
  no: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-5 3.6L18.4 17A8 8 0 0 0 7 5.6zM5.6 7A8 8 0 0 0 17 18.4z',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name }: { name: IconName }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  )
}

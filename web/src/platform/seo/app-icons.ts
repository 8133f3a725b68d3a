// The app icons of the manifest (app/manifest.ts), drawn by app/icons/[file]/route.tsx. A
// maskable icon keeps the drawing inside the middle 80 %, which any launcher's mask leaves whole.

export interface AppIcon {
  file: string
  size: number
  purpose: 'any' | 'maskable'
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: '192.png', size: 192, purpose: 'any' },
  { file: '512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
]

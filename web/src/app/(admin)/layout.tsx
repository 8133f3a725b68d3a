import type { ReactNode } from 'react'
import { getIdentity } from '@/content/identity'
import '../globals.css'

// The Studio's root layout: its own document, in the festival's default language, outside the
// pages' [lang] layouts (the Studio speaks the editor's language itself).

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { languages } = await getIdentity()
  return (
    <html lang={languages.default}>
      <body>{children}</body>
    </html>
  )
}

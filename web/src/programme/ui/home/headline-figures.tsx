import type { ReactNode } from 'react'
import { numberIn } from '@/kernel/text/number'

// A festival's headline figures as a labelled list: the number large (as the page's `language`
// writes numbers), what it counts beside it.

export interface Figure {
  value: number | undefined
  label: ReactNode
}

export function HeadlineFigures({ label, figures, language }: { label: string; figures: Figure[]; language?: string }) {
  const shown = figures.filter((f): f is { value: number; label: ReactNode } => typeof f.value === 'number')
  if (shown.length === 0) return null
  const count = numberIn(language)
  return (
    <ul className="figures" aria-label={label}>
      {shown.map((figure, index) => (
        <li key={index}>
          <strong>{count.format(figure.value)}</strong> {figure.label}
        </li>
      ))}
    </ul>
  )
}

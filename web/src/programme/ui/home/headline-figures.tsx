import type { ReactNode } from 'react'

// A festival's headline figures as a labelled list: the number large, what it counts beside it.

const count = new Intl.NumberFormat('en-US')

export interface Figure {
  value: number | undefined
  label: ReactNode
}

export function HeadlineFigures({ label, figures }: { label: string; figures: Figure[] }) {
  const shown = figures.filter((f): f is { value: number; label: ReactNode } => typeof f.value === 'number')
  if (shown.length === 0) return null
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

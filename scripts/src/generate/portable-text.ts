// Portable Text builders: paragraphs, headings, lists and links, in the shape the Studio's editor saves.
//
//   const pt = portableText(rng)
//   pt.h2('Getting here'), pt.p('Take the ', pt.link('Red Line', '/visit'), ' to Grand.'), pt.bullets([...])

import type { Rng } from './random'

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface LinkMark {
  _type: 'link'
  _key: string
  href: string
}

export interface TextBlock {
  _type: 'block'
  _key: string
  style: string
  markDefs: LinkMark[]
  children: Span[]
  listItem?: 'bullet' | 'number'
  level?: number
}

/** A piece of inline text: plain, a link, or emphasised. */
export type Inline = string | { text: string; href: string } | { text: string; strong: true } | { text: string; em: true }

export interface PortableTextBuilder {
  p(...inlines: Inline[]): TextBlock
  h2(text: string): TextBlock
  h3(text: string): TextBlock
  quote(text: string): TextBlock
  bullets(items: readonly (Inline | Inline[])[]): TextBlock[]
  numbered(items: readonly (Inline | Inline[])[]): TextBlock[]
  link(text: string, href: string): Inline
  strong(text: string): Inline
  em(text: string): Inline
  /** Gives a custom block (`{_type: 'hoursBlock', …}`) its `_key`. */
  block<T extends { _type: string }>(value: T): T & { _key: string }
  /** `_key`s for the items of an object array. */
  keyed<T extends object>(items: readonly T[]): (T & { _key: string })[]
}

export function portableText(rng: Rng): PortableTextBuilder {
  const textBlock = (style: string, inlines: readonly Inline[], listItem?: 'bullet' | 'number'): TextBlock => {
    const markDefs: LinkMark[] = []
    const children: Span[] = inlines.map((inline) => {
      if (typeof inline === 'string') return { _type: 'span', _key: rng.key(), text: inline, marks: [] }
      if ('href' in inline) {
        const def: LinkMark = { _type: 'link', _key: rng.key(), href: inline.href }
        markDefs.push(def)
        return { _type: 'span', _key: rng.key(), text: inline.text, marks: [def._key] }
      }
      return { _type: 'span', _key: rng.key(), text: inline.text, marks: ['strong' in inline ? 'strong' : 'em'] }
    })
    return {
      _type: 'block',
      _key: rng.key(),
      style,
      markDefs,
      children,
      ...(listItem ? { listItem, level: 1 } : {}),
    }
  }
  const list = (kind: 'bullet' | 'number') => (items: readonly (Inline | Inline[])[]) =>
    items.map((item) => textBlock('normal', Array.isArray(item) ? item : [item], kind))

  return {
    p: (...inlines) => textBlock('normal', inlines),
    h2: (text) => textBlock('h2', [text]),
    h3: (text) => textBlock('h3', [text]),
    quote: (text) => textBlock('blockquote', [text]),
    bullets: list('bullet'),
    numbered: list('number'),
    link: (text, href) => ({ text, href }),
    strong: (text) => ({ text, strong: true }),
    em: (text) => ({ text, em: true }),
    block: (value) => ({ _key: rng.key(), ...value }),
    keyed: (items) => items.map((item) => ({ _key: rng.key(), ...item })),
  }
}

/** The plain text of a Portable Text array (for summaries and tests). */
export function plainText(blocks: readonly unknown[]): string {
  return blocks
    .map((b) => {
      const block = b as Partial<TextBlock>
      return block._type === 'block' ? (block.children ?? []).map((c) => c.text).join('') : ''
    })
    .filter(Boolean)
    .join('\n\n')
}

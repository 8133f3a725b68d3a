import type { PortableText } from '@/content/sanity/types'

// The stored Portable Text of a body (a page, the home page, a description) and its custom
// blocks, typed from the schema by `sanity typegen`: a view gets exactly the fields editors fill.

export type BodyMember = PortableText[number]
export type TextBlock = Extract<BodyMember, { _type: 'block' }>
export type CustomBlock = Exclude<BodyMember, { _type: 'block' }>
export type BlockType = CustomBlock['_type']
export type BlockValue<K extends BlockType> = Extract<CustomBlock, { _type: K }>

/** A stored image field: a reference to its asset and the text that stands for it. */
export interface StoredImage {
  asset?: { _ref: string }
  alt: string
  caption?: string
}

/** Any Portable Text member: a text block or a custom block, each with its `_type` and `_key`. */
export const isBodyMember = (value: unknown): value is BodyMember =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, '_type') === 'string' &&
  typeof Reflect.get(value, '_key') === 'string'

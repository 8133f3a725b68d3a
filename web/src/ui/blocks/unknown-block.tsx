import type { PortableTextTypeComponentProps } from '@portabletext/react'

/** What an editor sees for a block this version of the site cannot show (a newer schema, a typo). */
export function UnknownBlock({ value }: PortableTextTypeComponentProps<{ _type: string }>) {
  return (
    <p className="notice" data-block="unknown">
      This part of the page (“{value._type}”) can’t be shown yet.
    </p>
  )
}

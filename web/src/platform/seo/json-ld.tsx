// schema.org JSON-LD: one <script type="application/ld+json"> per call. Text from
// the content goes inside a <script>, so "<" is escaped: a name containing "</script>" cannot end
// the element early.

export type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | JsonLdValue[]
export interface JsonLdObject {
  [key: string]: JsonLdValue
}

/** JSON for a <script> element: undefined fields dropped, "<", ">" and "&" as \u escapes. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

import { brotliCompress, constants, gzip } from 'node:zlib'

// A body that is sent many times unchanged (a cached list's JSON) is compressed once, off the
// event loop, and the bytes are kept beside it: otherwise the server gzips the same 800 KB again
// for every request. Until they are ready the text is sent as it is (and the server compresses
// it on the way, as for any answer). Brotli at a middling quality costs about what gzip does and
// is smaller, so both are kept.

export type Coding = 'br' | 'gzip'

export interface Encodings {
  br?: Uint8Array<ArrayBuffer>
  gzip?: Uint8Array<ArrayBuffer>
  /** Set once compressing has started, so it runs once per body. */
  started?: boolean
}

/** Below this a body is sent as it is (the size at which Next's own compression starts, too). */
export const COMPRESS_FROM_BYTES = 1024

const BROTLI_QUALITY = 5

/** Starts compressing `text` into `into`, once; a failure is logged and the text is sent as it is. */
export function compressOnce(text: string, into: Encodings): void {
  if (into.started || text.length < COMPRESS_FROM_BYTES) return
  into.started = true
  const bytes = Buffer.from(text, 'utf8')
  const done = (coding: Coding) => (error: Error | null, result: Buffer) => {
    if (error) console.error(`Compressing an answer (${coding}) failed; it is sent uncompressed:`, error)
    // Copied once into an array of its own, which a Response takes as it is.
    else into[coding] = new Uint8Array(result)
  }
  gzip(bytes, done('gzip'))
  brotliCompress(
    bytes,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    },
    done('br'),
  )
}

/** The q-value the Accept-Encoding header gives `coding` (a `*` counts for codings it does not name). */
function quality(header: string, coding: Coding): number {
  let star: number | undefined
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    const value = q === undefined ? 1 : Number(q)
    if (name.trim() === coding) return Number.isFinite(value) ? value : 0
    if (name.trim() === '*') star = Number.isFinite(value) ? value : 0
  }
  return star ?? 0
}

/** The kept coding the client accepts, brotli first; undefined: send the text. */
export function acceptedCoding(header: string | null, kept: Encodings): Coding | undefined {
  if (!header) return undefined
  const choices = (['br', 'gzip'] as const).filter((coding) => kept[coding] && quality(header, coding) > 0)
  return choices.sort((a, b) => quality(header, b) - quality(header, a))[0]
}

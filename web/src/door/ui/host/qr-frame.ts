import { decodeQR } from 'qr/decode.js'

// Reads a QR code from one camera frame, in browsers without the Barcode Detection API. This
// module is loaded only when scanning starts there (see qr-reader.ts), so the decoder never
// weighs on the host tool's first load. Pure JavaScript: no WebAssembly, nothing fetched.

/** A frame as a canvas gives it: RGBA, four bytes a pixel, row by row. */
export interface Frame {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The text of the QR code in `frame`, or undefined when there is none the decoder can read. */
export function codeInFrame(frame: Frame): string | undefined {
  try {
    return decodeQR(frame) || undefined
  } catch {
    // No code in view, or one too blurred or cut off: the next frame may do.
    return undefined
  }
}

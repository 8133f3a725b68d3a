// How the scanner reads a QR code from the live video: the browser's own Barcode Detection API
// where it has one that knows QR codes (Chrome on Android), otherwise a frame drawn on a canvas
// and decoded in JavaScript by qr-frame.ts, loaded only now.

export type ReadQr = (video: HTMLVideoElement) => Promise<string | undefined>

interface DetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
  getSupportedFormats(): Promise<string[]>
}

// Big enough for a code held at arm's length, small enough to decode several times a second.
const MAX_FRAME_SIDE = 800

async function nativeReader(): Promise<ReadQr | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Detector) return undefined
  const formats = await Detector.getSupportedFormats().catch((): string[] => [])
  if (!formats.includes('qr_code')) return undefined
  const detector = new Detector({ formats: ['qr_code'] })
  return async (video) => (await detector.detect(video)).find((code) => code.rawValue)?.rawValue
}

async function canvasReader(): Promise<ReadQr> {
  const { codeInFrame } = await import('./qr-frame')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || !video.videoWidth || !video.videoHeight) return undefined
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight))
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    return codeInFrame(context.getImageData(0, 0, canvas.width, canvas.height))
  }
}

/** A reader of the video's current frame, the best this browser has. */
export async function qrReader(): Promise<ReadQr> {
  return (await nativeReader()) ?? canvasReader()
}

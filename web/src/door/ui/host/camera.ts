// Opening the phone's rear camera for scanning tickets, and what to tell the host when it cannot
// be opened. Every problem ends in the same way out: typing the code.

export type CameraProblem = 'denied' | 'no-camera' | 'in-use' | 'unavailable' | 'failed'

/** Each problem's sentence in the catalogue: host.scanner.problem.<name>. */
export const CAMERA_PROBLEMS = {
  denied: 'denied',
  'no-camera': 'noCamera',
  'in-use': 'inUse',
  unavailable: 'unavailable',
  failed: 'failed',
} as const satisfies Record<CameraProblem, string>

/** What went wrong, from the error getUserMedia rejected with (a DOMException, named by the spec). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-camera'
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'in-use'
  return 'failed'
}

/** Whether this page may ask for a camera at all (a secure page in a browser that has getUserMedia). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}

/** The rear camera where there is one (any camera otherwise), video only. Rejects as getUserMedia does. */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  })
}

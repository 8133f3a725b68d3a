// Opening the phone's rear camera for scanning tickets, and what to tell the host when it cannot
// be opened. Every problem ends in the same way out: typing the code.

export type CameraProblem = 'denied' | 'no-camera' | 'in-use' | 'unavailable' | 'failed'

export const CAMERA_PROBLEMS: Record<CameraProblem, string> = {
  denied:
    'The camera is not allowed for this site, so type the code below. To scan, allow the camera in the browser’s settings for this site, then tap “Scan a ticket” again.',
  'no-camera': 'No camera was found on this device: type the code below.',
  'in-use': 'The camera is in use by another app: close it and tap “Scan a ticket” again, or type the code below.',
  unavailable: 'This browser cannot open the camera on this page: type the code below.',
  failed: 'The camera could not be opened: tap “Scan a ticket” to try again, or type the code below.',
}

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

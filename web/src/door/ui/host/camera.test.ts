import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '@/platform/i18n/catalogues'
import { CAMERA_PROBLEMS, cameraAvailable, cameraProblem } from './camera'

// What the host is told when the camera cannot be opened; getUserMedia rejects with DOMExceptions
// named by the Media Capture spec.

describe('camera problems', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'in-use'],
    ['TypeError', 'failed'],
  ])('%s is %s', (name, problem) => {
    expect(cameraProblem(new DOMException('getUserMedia failed', name))).toBe(problem)
  })

  it('takes anything else for a failure', () => {
    expect(cameraProblem('no')).toBe('failed')
    expect(cameraProblem(undefined)).toBe('failed')
  })

  it('always points the host to typing the code, in every language', () => {
    for (const name of Object.values(CAMERA_PROBLEMS)) {
      expect(CATALOGUES.en.host.scanner.problem[name]).toMatch(/type the code below/)
      expect(CATALOGUES.es.host.scanner.problem[name]).toMatch(/escribe el código abajo/)
    }
  })

  it('knows there is no camera where there is no getUserMedia', () => {
    expect(cameraAvailable()).toBe(false)
  })
})

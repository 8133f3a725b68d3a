'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import { CAMERA_PROBLEMS, cameraAvailable, cameraProblem, openRearCamera, type CameraProblem } from './camera'
import { qrReader } from './qr-reader'
import styles from './host.module.css'
import scanner from './ticket-scanner.module.css'

// A host checks tickets at the door: one big button opens the rear camera and reads the ticket's
// QR code; the field below takes the code typed from the ticket instead, always there (no camera,
// camera refused, a crumpled printout). Each code read or typed goes to `onCode` as it is: the
// page checks it, and answers false to keep the code in the field (no connection, a typo to put
// right): a scanned code is then put there too, so nothing read is lost. The camera stops after
// each code, and whenever the host stops it or leaves. What happens is said in a polite live
// region, and problems as an alert.

/** What the page does with a code: false keeps it in the field. */
export type OnTicketCode = (code: string) => boolean | void | Promise<boolean | void>

type Scan = 'idle' | 'starting' | 'scanning'

// Five looks a second: quick enough at a door, gentle on a phone's battery.
const SCAN_EVERY_MS = 200

export function TicketScanner({ onCode }: { onCode: OnTicketCode }) {
  const [scan, setScan] = useState<Scan>('idle')
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [typed, setTyped] = useState('')
  const video = useRef<HTMLVideoElement>(null)
  const field = useRef<HTMLInputElement>(null)
  // Stops the camera and the reading loop of the scan under way; nothing when there is none.
  const stopCamera = useRef<() => void>(() => {})
  const mounted = useRef(true)
  // The latest callback, so a scan started before a re-render still reports to the page's current one.
  const report = useRef(onCode)
  const fieldId = useId()
  const t = useTranslations('host.scanner')

  useEffect(() => {
    report.current = onCode
  }, [onCode])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      stopCamera.current()
    }
  }, [])

  function stop(message: string) {
    stopCamera.current()
    stopCamera.current = () => {}
    setScan('idle')
    setStatus(message)
  }

  function fail(reason: CameraProblem) {
    stop('')
    setProblem(t(`problem.${CAMERA_PROBLEMS[reason]}`))
    field.current?.focus()
  }

  async function deliver(code: string, scanned: boolean) {
    const kept = (await report.current(code)) === false
    if (!mounted.current) return
    if (kept && scanned) setTyped(code)
    if (!kept && !scanned) setTyped((now) => (now === code ? '' : now))
  }

  async function start() {
    setProblem(undefined)
    if (!cameraAvailable()) return fail('unavailable')
    setScan('starting')
    setStatus(t('opening'))
    let stream: MediaStream
    try {
      stream = await openRearCamera()
    } catch (error) {
      return fail(cameraProblem(error))
    }
    const element = video.current
    if (!mounted.current || !element) {
      stream.getTracks().forEach((track) => track.stop())
      return
    }
    let running = true
    let timer: ReturnType<typeof setTimeout> | undefined
    stopCamera.current = () => {
      running = false
      clearTimeout(timer)
      stream.getTracks().forEach((track) => track.stop())
      element.srcObject = null
    }
    try {
      element.srcObject = stream
      await element.play()
      const read = await qrReader()
      if (!running) return
      setScan('scanning')
      setStatus(t('on'))
      const look = async () => {
        const code = await read(element).catch(() => undefined)
        if (!running) return
        if (!code) {
          timer = setTimeout(look, SCAN_EVERY_MS)
          return
        }
        stop(t('read'))
        void deliver(code, true)
      }
      void look()
    } catch {
      if (running) fail('failed')
    }
  }

  return (
    <div className={scanner.scanner}>
      <p className={scanner.status} role="status">
        {status}
      </p>
      {problem ? (
        <p className="notice warn" role="alert">
          {problem}
        </p>
      ) : null}
      <video ref={video} className={scanner.video} hidden={scan === 'idle'} muted playsInline aria-label={t('cameraView')} />
      {scan === 'scanning' ? (
        <button type="button" className={`${styles.tap} ${scanner.big}`} onClick={() => stop(t('off'))}>
          {t('stop')}
        </button>
      ) : (
        <button type="button" className={`${styles.tap} ${styles.primary} ${scanner.big}`} onClick={start} disabled={scan === 'starting'}>
          {scan === 'starting' ? t('opening') : t('scan')}
        </button>
      )}
      <form
        className={scanner.typed}
        onSubmit={(event) => {
          event.preventDefault()
          const code = typed.trim()
          if (!code) return field.current?.focus()
          setTyped(code)
          void deliver(code, false)
        }}
      >
        <label htmlFor={fieldId}>{t('typeCode')}</label>
        <input
          id={fieldId}
          ref={field}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={t('example')}
        />
        <button type="submit" className={styles.tap}>
          {t('checkCode')}
        </button>
      </form>
    </div>
  )
}

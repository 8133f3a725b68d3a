import styles from './wait-line.module.css'

// A site's line as its host reported it ("~30 min line · reported 5 min ago"), on a card or at
// the top of the site's page. Words worked out on the server (door/lines/wait.ts, waitText); plain
// markup, no script: the page it is in is rendered anew every few seconds (door/lines/announce.ts).

export function WaitLine({ text, notice = false }: { text?: string; notice?: boolean }) {
  if (!text) return null
  const faded = text === 'No recent report'
  return (
    <p className={`${notice ? 'notice ' : ''}${styles.line}${faded ? ` ${styles.faded}` : ''}`} data-wait={faded ? 'faded' : 'fresh'}>
      {notice && !faded ? <span className="visually-hidden">Line at the door: </span> : null}
      {text}
    </p>
  )
}

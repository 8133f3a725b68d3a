import styles from './wait-line.module.css'

// A site's line as its host reported it ("~30 min line · reported 5 min ago"), on a card or at
// the top of the site's page. Words worked out on the server (door/lines/wait.ts, waitText); plain
// markup, no script: the page it is in is rendered anew every few seconds (door/lines/announce.ts).

/** `faded`: the report is no longer recent (waitOf's `fresh` false); `atTheDoor`: the notice's hidden label, in the page's language. */
export function WaitLine({
  text,
  notice = false,
  faded = text === 'No recent report',
  atTheDoor = 'Line at the door:',
}: {
  text?: string
  notice?: boolean
  faded?: boolean
  atTheDoor?: string
}) {
  if (!text) return null
  return (
    <p className={`${notice ? 'notice ' : ''}${styles.line}${faded ? ` ${styles.faded}` : ''}`} data-wait={faded ? 'faded' : 'fresh'}>
      {notice && !faded ? <span className="visually-hidden">{`${atTheDoor} `}</span> : null}
      {text}
    </p>
  )
}

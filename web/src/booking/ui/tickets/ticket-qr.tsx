import { modulesPath, qrModules } from './qr-modules'
import styles from './ticket-qr.module.css'

// A ticket's QR code, drawn on the server as one SVG path: no script, prints sharp at any size.
// Black on white whatever the page's colours, as scanners need. It carries the ticket's code
// (booking/tickets/ticket-code.ts), which is also its accessible name, so a screen reader user can read
// the code out at the door; print the code as text beside it too for hosts to type.
export function TicketQr({ code, className }: { code: string; className?: string }) {
  const modules = qrModules(code)
  const side = modules.length
  return (
    <svg
      role="img"
      aria-label={`QR code of ticket ${code}`}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className ? `${styles.qr} ${className}` : styles.qr}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={modulesPath(modules)} fill="#000" />
    </svg>
  )
}

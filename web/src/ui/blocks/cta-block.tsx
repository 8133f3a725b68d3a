import Link from '../link'
import type { BlockValue } from '@/content/body'

/** A button-styled link; site paths go through Next's Link, other addresses are plain links. */
export function CtaBlock({ value }: { value: BlockValue<'ctaBlock'> }) {
  const className = value.style === 'secondary' ? 'button secondary' : 'button'
  return (
    <p data-block="ctaBlock">
      <SmartLink href={value.href} className={className}>
        {value.label}
      </SmartLink>
    </p>
  )
}

export function SmartLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}

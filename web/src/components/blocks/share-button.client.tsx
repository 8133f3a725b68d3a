'use client'

import { useState } from 'react'

// Shares the current page: the device's share sheet where there is one (phones), otherwise the
// link is copied. Replaced by the shared share dialog once that is on main.

export function ShareButton({ label }: { label: string }) {
  const [status, setStatus] = useState('')
  const share = async () => {
    const url = window.location.href
    try {
      if (navigator.share) {
        await navigator.share({ title: document.title, url })
        return
      }
      await navigator.clipboard.writeText(url)
      setStatus('Link copied.')
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      setStatus(`Copy this link: ${url}`)
    }
  }
  return (
    <p className="cluster">
      <button type="button" className="button secondary" onClick={share}>
        {label}
      </button>
      <span role="status">{status}</span>
    </p>
  )
}

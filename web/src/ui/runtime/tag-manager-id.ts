// A Google Tag Manager container id ("GTM-" and 4–12 letters or digits). Anything else is not
// loaded: the id goes into a script, so it must be exactly that shape.
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/

export function validTagManagerId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.trim().toUpperCase()
  return GTM_ID.test(id) ? id : undefined
}

/**
 * Google's container snippet (dataLayer first, then gtm.js, asynchronously), held back until the
 * page has loaded and the browser is idle, so the tags never compete with the page itself. It is
 * an inline script rather than next/script, which would add its loader to every page's JavaScript.
 */
export function tagManagerSnippet(id: string): string {
  return `(function(w,d,l,i){function go(){w[l]=w[l]||[];w[l].push({'gtm.start':Date.now(),event:'gtm.js'});var s=d.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);d.head.appendChild(s)}function idle(){(w.requestIdleCallback||w.setTimeout)(go)}if(d.readyState==='complete')idle();else w.addEventListener('load',idle,{once:true})})(window,document,'dataLayer',${JSON.stringify(id)});`
}

'use client'

import { useActionState, useEffect, useRef } from 'react'
import { newsletterAction } from '@/visitors/forms/actions'
import { IDLE } from '@/visitors/forms/result'
import styles from './blocks.module.css'
import { Field, FormStatus, Honeypot } from './form-parts'

// The newsletter form. A server action: without JavaScript the browser posts the page and gets
// it back with the messages; with it the form updates in place and focus moves to the first
// field to fix. The form is keyed by attempt so its fields show what the server kept.

export function NewsletterForm({ id }: { id: string }) {
  const [result, action, pending] = useActionState(newsletterAction, IDLE)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [result.attempt])
  return (
    <form ref={form} key={result.attempt ?? 0} action={action} className={styles.form} noValidate aria-label="Newsletter sign-up">
      {result.outcome === 'success' ? null : (
        <>
          <Field id={`${id}-email`} name="email" label="Email address" result={result}>
            {(props) => <input {...props} type="email" autoComplete="email" required />}
          </Field>
          <Field id={`${id}-name`} name="name" label="Name (optional)" result={result}>
            {(props) => <input {...props} type="text" autoComplete="name" />}
          </Field>
          <Honeypot id={`${id}-website`} />
          <button className="button" type="submit" disabled={pending}>
            {pending ? 'Signing up…' : 'Sign up'}
          </button>
        </>
      )}
      <FormStatus result={result} pending={pending} />
    </form>
  )
}

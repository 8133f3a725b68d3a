'use client'

import { useActionState, useEffect, useRef } from 'react'
import { contactAction } from '@/visitors/forms/actions'
import { IDLE } from '@/visitors/forms/result'
import styles from './blocks.module.css'
import { Field, FormStatus, Honeypot } from './form-parts'

// The get-in-touch form, a server action like the newsletter's: works without JavaScript, keeps
// what was typed when something needs fixing, and moves focus to the first field to fix.

export function ContactForm({ id, topics }: { id: string; topics: string[] }) {
  const [result, action, pending] = useActionState(contactAction, IDLE)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [result.attempt])
  return (
    <form ref={form} key={result.attempt ?? 0} action={action} className={styles.form} noValidate aria-label="Get in touch">
      {result.outcome === 'success' ? null : (
        <>
          <Field id={`${id}-name`} name="name" label="Your name" result={result}>
            {(props) => <input {...props} type="text" autoComplete="name" required />}
          </Field>
          <Field id={`${id}-email`} name="email" label="Email address" hint="We reply to this address." result={result}>
            {(props) => <input {...props} type="email" autoComplete="email" required />}
          </Field>
          {topics.length > 0 ? (
            <Field id={`${id}-topic`} name="topic" label="What is it about?" result={result}>
              {(props) => (
                <select {...props}>
                  {topics.map((topic) => (
                    <option key={topic} value={topic}>
                      {topic}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <Field id={`${id}-message`} name="message" label="Message" result={result}>
            {(props) => <textarea {...props} rows={6} required />}
          </Field>
          <Honeypot id={`${id}-website`} />
          <button className="button" type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send message'}
          </button>
        </>
      )}
      <FormStatus result={result} pending={pending} />
    </form>
  )
}

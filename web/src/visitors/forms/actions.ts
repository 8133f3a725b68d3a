'use server'

import { headers } from 'next/headers'
import { clientIp } from '@/platform/http/client-ip'
import type { FormResult } from './result'
import { submitContact, submitNewsletter } from './submit'
import { SERVER_FAULT } from '@/platform/errors/server-fault'

// Server actions of the two forms, for useActionState: with JavaScript the form updates in
// place; without it the browser posts the page and Next answers the page with this state.
// Their arguments come from the client as it likes: a state or form of another shape is
// answered as an invalid submission, not a failure.

const FAILED = SERVER_FAULT
const NOT_A_FORM = 'Send the form’s fields as a form.'

export async function newsletterAction(previous: FormResult, form: FormData): Promise<FormResult> {
  return run(previous, form, (fields) => headers().then((h) => submitNewsletter(fields, clientIp(h))))
}

export async function contactAction(previous: FormResult, form: FormData): Promise<FormResult> {
  return run(previous, form, (fields) => headers().then((h) => submitContact(fields, clientIp(h))))
}

async function run(previous: unknown, form: unknown, submit: (form: FormData) => Promise<FormResult>): Promise<FormResult> {
  const before = typeof previous === 'object' && previous !== null ? Reflect.get(previous, 'attempt') : undefined
  const attempt = (typeof before === 'number' && Number.isSafeInteger(before) ? before : 0) + 1
  if (!(form instanceof FormData)) return { outcome: 'invalid', message: NOT_A_FORM, attempt }
  try {
    return { ...(await submit(form)), attempt }
  } catch (error) {
    console.error('[forms] submission failed:', error)
    return { outcome: 'failed', message: FAILED, attempt }
  }
}

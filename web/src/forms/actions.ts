'use server'

import { headers } from 'next/headers'
import { clientIp } from './rate-limit'
import type { FormResult } from './result'
import { submitContact, submitNewsletter } from './submit'

// Server actions of the two forms, for useActionState: with JavaScript the form updates in
// place; without it the browser posts the page and Next answers the page with this state.

const FAILED = 'Something went wrong on our side. Please try again in a few minutes.'

export async function newsletterAction(previous: FormResult, form: FormData): Promise<FormResult> {
  return run(previous, () => headers().then((h) => submitNewsletter(form, clientIp(h))))
}

export async function contactAction(previous: FormResult, form: FormData): Promise<FormResult> {
  return run(previous, () => headers().then((h) => submitContact(form, clientIp(h))))
}

async function run(previous: FormResult, submit: () => Promise<FormResult>): Promise<FormResult> {
  const attempt = (previous.attempt ?? 0) + 1
  try {
    return { ...(await submit()), attempt }
  } catch (error) {
    console.error('[forms] submission failed:', error)
    return { outcome: 'failed', message: FAILED, attempt }
  }
}

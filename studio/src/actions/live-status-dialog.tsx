// The "Live status" dialog: what to tell visitors (and, for a tour, which session), one optional
// line, then post it or clear the current one. Written to the published document and its draft in
// one transaction; the publish webhook then updates the site and tells the members concerned.
import { Button, Flex, Radio, Select, Stack, Text, TextInput } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useEffect, useId, useState } from 'react'
import { type SanityDocument, useClient } from 'sanity'
import { STATUS_KINDS } from '@ohc/schemas/names'
import { API_VERSION, CURRENT_YEAR_QUERY } from '../structure/filters'
import { noticeValue, statusMutations, statusPath, type StatusDocument, type StatusKind } from './live-status-steps'

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function LiveStatusDialog(props: { id: string; published: SanityDocument; hasDraft: boolean; onDone: () => void }) {
  const { id, published, hasDraft, onDone } = props
  const client = useClient({ apiVersion: API_VERSION })
  const toast = useToast()
  const field = useId()
  const doc = published as unknown as StatusDocument
  const [year, setYear] = useState<number>()
  const [kind, setKind] = useState<StatusKind>('at-capacity')
  const [message, setMessage] = useState('')
  const [session, setSession] = useState(doc.sessions?.[0]?._key ?? '')
  const [writing, setWriting] = useState(false)

  useEffect(() => {
    let cancelled = false
    client
      .fetch(CURRENT_YEAR_QUERY)
      .then((value: unknown) => !cancelled && typeof value === 'number' && setYear(value))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [client])

  const at = year === undefined ? { problem: 'Reading the current festival year…' } : statusPath(doc, year, session || undefined)
  const write = async (clear: boolean) => {
    if (!('path' in at)) return
    setWriting(true)
    try {
      const ids = { published: id, draft: hasDraft ? `drafts.${id}` : undefined }
      await client.transaction(statusMutations(ids, at.path, clear ? null : noticeValue(kind, message))).commit({ tag: 'ohc.live-status' })
      toast.push({ status: 'success', title: clear ? 'Live status cleared' : 'Live status posted' })
      onDone()
    } catch (error) {
      toast.push({ status: 'error', title: 'The live status was not saved', description: errorMessage(error) })
      setWriting(false)
    }
  }

  return (
    <Stack gap={4} padding={4}>
      {doc._type === 'tour' && doc.sessions?.length ? (
        <Stack gap={2}>
          <Text as="label" htmlFor={`${field}-session`} weight="semibold" size={1}>
            Session
          </Text>
          <Select id={`${field}-session`} value={session} onChange={(event) => setSession(event.currentTarget.value)}>
            {doc.sessions.map((s) => (
              <option key={s._key} value={s._key}>
                {s.start ? new Date(s.start).toLocaleString() : s._key}
              </option>
            ))}
          </Select>
        </Stack>
      ) : null}
      <Stack gap={2} as="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text as="legend" weight="semibold" size={1}>
          Tell visitors
        </Text>
        {STATUS_KINDS.map((option) => (
          <Flex key={option.value} as="label" align="center" gap={2}>
            <Radio name={`${field}-kind`} value={option.value} checked={kind === option.value} onChange={() => setKind(option.value)} />
            <Text size={1}>{option.title}</Text>
          </Flex>
        ))}
      </Stack>
      <Stack gap={2}>
        <Text as="label" htmlFor={`${field}-message`} weight="semibold" size={1}>
          One line for visitors (optional)
        </Text>
        <TextInput
          id={`${field}-message`}
          value={message}
          maxLength={140}
          placeholder="Reopens at 2 pm · About 45 minutes in line"
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </Stack>
      {'problem' in at ? <Text size={1}>{at.problem}</Text> : null}
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Clear the current status" disabled={writing || !('path' in at)} onClick={() => void write(true)} />
        <Button tone="primary" text="Post now" disabled={writing || !('path' in at)} onClick={() => void write(false)} />
      </Flex>
    </Stack>
  )
}

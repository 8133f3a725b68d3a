// The "Start festival …" dialog: ask for the year and its Saturday, show what will happen (the
// festival, the current year, how many sites are carried forward, what to check), then write it
// all in one transaction with the Studio's client.
import { Box, Button, Card, Checkbox, Flex, Spinner, Stack, Text, TextInput } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useEffect, useId, useMemo, useState } from 'react'
import { useClient } from 'sanity'
import { type RolloverPlan, planRollover } from '@ohc/schemas/rollover'
import { API_VERSION } from '../structure/filters'
import { ROLLOVER_DOCUMENTS_QUERY, defaultSaturday, rolloverDocuments, rolloverMutations, rolloverSummary } from './rollover-steps'

type Doc = ReturnType<typeof rolloverDocuments>[number]
type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; documents: Doc[] }
type Outcome = { state: 'idle' } | { state: 'writing' } | { state: 'failed'; message: string } | { state: 'done'; plan: RolloverPlan }

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function RolloverDialog({ currentYear, onDone }: { currentYear: number; onDone: () => void }) {
  const client = useClient({ apiVersion: API_VERSION })
  const toast = useToast()
  const id = useId()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [year, setYear] = useState(String(currentYear + 1))
  const [saturday, setSaturday] = useState('')
  const [switchYear, setSwitchYear] = useState(true)
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })

  useEffect(() => {
    let cancelled = false
    client
      .withConfig({ perspective: 'raw' })
      .fetch(ROLLOVER_DOCUMENTS_QUERY)
      .then((answer: unknown) => {
        if (cancelled) return
        const documents = rolloverDocuments(answer)
        setLoaded({ state: 'ready', documents })
        setSaturday((typed) => typed || defaultSaturday(documents, currentYear, currentYear + 1))
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({ state: 'error', message: errorMessage(error) })
      })
    return () => {
      cancelled = true
    }
  }, [client, currentYear])

  // Planned on every keystroke: it is pure and fast, and the editor sees problems as they type.
  const planned = useMemo((): { plan: RolloverPlan } | { error: string } | undefined => {
    if (loaded.state !== 'ready') return undefined
    try {
      return { plan: planRollover({ year: Number(year), saturday, documents: loaded.documents }) }
    } catch (error) {
      return { error: errorMessage(error) }
    }
  }, [loaded, year, saturday])

  const start = async () => {
    if (!planned || !('plan' in planned) || loaded.state !== 'ready') return
    setOutcome({ state: 'writing' })
    try {
      await client
        .transaction(rolloverMutations(planned.plan, { switchYear }, loaded.documents))
        .commit({ tag: 'ohc.rollover', autoGenerateArrayKeys: false })
      setOutcome({ state: 'done', plan: planned.plan })
      toast.push({
        status: 'success',
        title: `Festival ${planned.plan.currentYear} started`,
        description: `${planned.plan.siteDrafts.length} site drafts to review and publish.`,
      })
    } catch (error) {
      setOutcome({ state: 'failed', message: `Nothing was changed: ${errorMessage(error)}` })
    }
  }

  if (loaded.state === 'loading') {
    return (
      <Flex align="center" gap={3} padding={4}>
        <Spinner muted />
        <Text>Reading the festivals and sites…</Text>
      </Flex>
    )
  }
  if (loaded.state === 'error') {
    return (
      <Card padding={4} tone="critical">
        <Text>The festivals and sites could not be read, so nothing was changed: {loaded.message}</Text>
      </Card>
    )
  }
  if (outcome.state === 'done') {
    const { plan } = outcome
    return (
      <Stack gap={4} padding={4}>
        <Text>
          “{String(plan.festival.title)}” is created
          {switchYear ? ` and ${plan.currentYear} is now the current festival` : ''}. Review the {plan.siteDrafts.length} site drafts under
          Sites → By year → {plan.currentYear} and publish each when its hours and details are confirmed.
        </Text>
        <Flex justify="flex-end">
          <Button text="Close" tone="primary" onClick={onDone} />
        </Flex>
      </Stack>
    )
  }

  const writing = outcome.state === 'writing'
  return (
    <Stack gap={4} padding={4}>
      <Flex gap={3} wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 10rem' }}>
          <Text as="label" htmlFor={`${id}-year`} size={1} weight="semibold">
            New festival year
          </Text>
          <TextInput
            id={`${id}-year`}
            type="number"
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            disabled={writing}
          />
        </Stack>
        <Stack gap={2} style={{ flex: '1 1 12rem' }}>
          <Text as="label" htmlFor={`${id}-saturday`} size={1} weight="semibold">
            The festival’s Saturday
          </Text>
          <TextInput
            id={`${id}-saturday`}
            type="date"
            value={saturday}
            onChange={(event) => setSaturday(event.currentTarget.value)}
            disabled={writing}
          />
        </Stack>
      </Flex>
      <Flex as="label" align="center" gap={3}>
        <Checkbox checked={switchYear} onChange={(event) => setSwitchYear(event.currentTarget.checked)} disabled={writing} />
        <Text size={1}>Also make it the current festival now ({currentYear} moves to the archive)</Text>
      </Flex>

      {planned && 'error' in planned && (
        <Card padding={3} radius={2} tone="critical">
          <Text size={1}>{planned.error}</Text>
        </Card>
      )}
      {planned && 'plan' in planned && (
        <Card padding={3} radius={2} tone="primary" border>
          <Stack gap={3}>
            <Text size={1} weight="semibold">
              This will:
            </Text>
            {rolloverSummary(planned.plan, currentYear, { switchYear }).map((line) => (
              <Text key={line} size={1}>
                • {line}
              </Text>
            ))}
            {planned.plan.warnings.length > 0 && (
              <Box>
                <details>
                  <summary>
                    <Text as="span" size={1}>
                      {planned.plan.warnings.length} {planned.plan.warnings.length === 1 ? 'thing' : 'things'} to check afterwards
                    </Text>
                  </summary>
                  <Stack gap={2} paddingTop={2}>
                    {planned.plan.warnings.map((warning, index) => (
                      <Text key={`${index}-${warning}`} size={1} muted>
                        {warning}
                      </Text>
                    ))}
                  </Stack>
                </details>
              </Box>
            )}
          </Stack>
        </Card>
      )}
      {outcome.state === 'failed' && (
        <Card padding={3} radius={2} tone="critical">
          <Text size={1}>{outcome.message}</Text>
        </Card>
      )}
      <Flex justify="flex-end" gap={2}>
        <Button text="Cancel" mode="ghost" onClick={onDone} disabled={writing} />
        <Button
          text={writing ? 'Starting…' : `Start festival ${year}`}
          tone="primary"
          onClick={start}
          disabled={writing || !planned || !('plan' in planned)}
          loading={writing}
        />
      </Flex>
    </Stack>
  )
}

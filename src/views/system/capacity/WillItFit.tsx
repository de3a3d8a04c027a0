// "Will it fit?": an instance's size (vCPUs, memory in GiB), kept in the URL,
// and the answer the capacity rules give: which sleds could take it now and
// how many the fleet could take, or, plainly, that no sled has room and why.
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { FitCheck } from '~/machines/system/capacity'
import type { CapacitySearch, FitAnswer, FitQuestion, Limit, NoRoom, SledFit } from '~/machines/system/capacity.rules'
import type { Section } from '~/machines/shared/section'
import { pb } from '~/paths'
import { Link } from '@tanstack/react-router'
import { Badge, Button, GiB, plainNumber, SectionState, TextField } from '~/views/ui'
import { words } from '../inventory/InventoryPages'

type Props = {
  search: CapacitySearch
  check: FitCheck
  answer?: Section<FitAnswer>
  /** Puts the question in the URL (and so answers it). */
  onAsk: (search: CapacitySearch) => void
}

const form = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 12rem)) auto' }, gap: '3', alignItems: 'start' })
const submitCell = css({ pt: { base: '0', sm: '6' } })
const verdict = css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap', mt: '5', fontSize: 'md', fontWeight: 'medium' })
const why = css({ mt: '2', fontSize: 'sm', color: 'fg' })
const list = css({ mt: '3', display: 'grid', gap: '1.5', fontSize: 'sm', listStyle: 'disc', pl: '5' })
const link = css({ fontFamily: 'mono', color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'fg' } })

const gib = (bytes: number) => `${plainNumber(bytes / GiB)} GiB`
const vcpus = (n: number) => `${plainNumber(n)} ${n === 1 ? 'vCPU' : 'vCPUs'}`
export const sizeText = (q: FitQuestion) => `${vcpus(q.ncpus)} and ${gib(q.memory)}`

/** What runs out first on a sled, as the answer says it. */
export const LIMIT_WORDS: Record<Limit, string> = { cpus: 'vCPUs run out first', memory: 'memory runs out first', both: 'vCPUs and memory run out together' }

export function WillItFit({ search, check, answer, onAsk }: Props) {
  const { question } = check
  return (
    <>
      {/* Keyed by the URL's question: another link starts the fields over. */}
      <Question key={`${search.ncpus ?? ''}/${search.memory ?? ''}`} search={search} check={check} onAsk={onAsk} />
      {question && answer && (
        <SectionState section={answer} what="the sleds’ instances, which the answer needs">
          {(a) => <Answer answer={a} question={question} />}
        </SectionState>
      )}
    </>
  )
}

function Question({ search, check, onAsk }: Omit<Props, 'answer'>) {
  // What is being typed, before Check puts it in the URL: user input, not server data.
  const [draft, setDraft] = useState({ ncpus: search.ncpus ?? '', memory: search.memory ?? '' })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onAsk({ ncpus: draft.ncpus.trim() || undefined, memory: draft.memory.trim() || undefined })
  }
  return (
    <form className={form} onSubmit={submit} aria-label="Will it fit?">
      <TextField
        label="vCPUs"
        name="ncpus"
        inputMode="numeric"
        autoComplete="off"
        value={draft.ncpus}
        onChange={(ncpus) => setDraft((d) => ({ ...d, ncpus }))}
        error={check.errors.ncpus}
      />
      <TextField
        label="Memory (GiB)"
        name="memory"
        inputMode="numeric"
        autoComplete="off"
        value={draft.memory}
        onChange={(memory) => setDraft((d) => ({ ...d, memory }))}
        error={check.errors.memory}
      />
      <div className={submitCell}>
        <Button type="submit">Check</Button>
      </div>
    </form>
  )
}

function Answer({ answer, question }: { answer: FitAnswer; question: FitQuestion }) {
  if (answer.noRoom) {
    return (
      <section aria-label="Answer">
        <p className={verdict} role="status">
          <Badge variant="danger">No room</Badge>
          No sled has room for an instance of {sizeText(question)} now.
        </p>
        <p className={why}>{noRoomText(answer.noRoom, question)}</p>
      </section>
    )
  }
  const sleds = answer.fitting.length
  return (
    <section aria-label="Answer">
      <p className={verdict} role="status">
        <Badge variant="success">Fits</Badge>
        {sleds} {sleds === 1 ? 'sled' : 'sleds'} could take an instance of {sizeText(question)} now; the fleet could take{' '}
        {plainNumber(answer.total)} such {answer.total === 1 ? 'instance' : 'instances'}.
      </p>
      <ul className={list} aria-label="Sleds with room">
        {answer.fitting.map((f) => (
          <li key={f.use.sled.id}>
            <Link to={pb.sledInstances({ sledId: f.use.sled.id })} className={link}>
              {f.use.sled.baseboard.serial}
            </Link>
            : {countText(f)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** '3 of them (then memory runs out first)'. */
export const countText = (f: SledFit) =>
  `${plainNumber(f.count)} of them${f.limit === 'closed' ? '' : `, then ${LIMIT_WORDS[f.limit]}`}`

/** Why no sled has room, and which limit binds, in a sentence. */
export function noRoomText(why: NoRoom, q: FitQuestion): string {
  switch (why.kind) {
    case 'no-open-sled':
      return 'No sled takes new instances: every sled is non-provisionable, expunged or decommissioned.'
    case 'too-large': {
      const cpus = `no provisionable sled has more than ${vcpus(why.largest.cpus)} (hardware threads)`
      const memory = `no provisionable sled has more than ${gib(why.largest.memory)} of usable memory`
      if (why.limit === 'both') return `vCPUs and memory both bind: it is larger than any sled, even an empty one: ${cpus}, and ${memory}.`
      return `${why.limit === 'cpus' ? 'vCPUs bind' : 'Memory binds'}: it is larger than any sled, even an empty one: ${why.limit === 'cpus' ? cpus : memory}.`
    }
    case 'full': {
      const free = why.mostFree
      if (why.limit === 'together')
        return `Neither limit alone binds, but no one sled has both free: one sled has ${vcpus(free.cpus)} free, another ${gib(free.memory)}; an instance runs on one sled.`
      if (why.limit === 'both')
        return `vCPUs and memory both bind: the most free on any one sled is ${vcpus(free.cpus)} and ${gib(free.memory)} (it needs ${sizeText(q)}).`
      return why.limit === 'cpus'
        ? `vCPUs bind: the most free on any one provisionable sled is ${vcpus(free.cpus)} (it needs ${vcpus(q.ncpus)}).`
        : `Memory binds: the most free on any one provisionable sled is ${gib(free.memory)} (it needs ${gib(q.memory)}).`
    }
  }
}

/** A sled's answer in the table: 'Yes, 3' or why not. */
export function sledFitText(f: SledFit): string {
  if (f.count > 0) return `Yes, ${plainNumber(f.count)}`
  if (f.limit === 'closed') return `No: ${words(f.use.closed ?? 'closed')}`
  return f.limit === 'both' ? 'No: vCPUs and memory' : f.limit === 'cpus' ? 'No: vCPUs' : 'No: memory'
}

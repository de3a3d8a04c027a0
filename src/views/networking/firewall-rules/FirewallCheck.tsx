// "Would this traffic get through?": the question (protocol, port, from, to),
// then the answer the rules module worked out, rule by rule.
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { VpcFirewallRule } from '~/api'
import { PROTOCOL_OPTIONS, type FirewallCheckData, type FirewallCheckSearch } from '~/machines/networking/firewall-check'
import { DEFAULT_ACTION, endLabel, type CheckAnswer, type Leg } from '~/machines/networking/firewall-check.rules'
import { pb } from '~/paths'
import { Link } from '@tanstack/react-router'
import { Badge, Button, Select, SideModal, TextField } from '~/views/ui'
import { muted } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  search: FirewallCheckSearch
  data: FirewallCheckData
  answer: CheckAnswer | undefined
  onAsk: (question: FirewallCheckSearch) => void
  onDismiss: () => void
}

const form = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3', alignItems: 'end' })
const heading = css({ mt: '6', mb: '2', textStyle: 'eyebrow', color: 'fgMuted' })
const verdict = css({ display: 'flex', alignItems: 'center', gap: '2', mt: '5', fontSize: 'lg', fontWeight: 'medium' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', listStyle: 'disc', pl: '5' })
const legBox = css({ mt: '3', p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', fontSize: 'sm' })
const ruleLinkClass = css({ color: 'accent', fontWeight: 'medium', textDecoration: 'underline', _hover: { color: 'fg' } })
const problem = css({ mt: '5', color: 'danger', fontSize: 'sm' })

/** The question's fields start from the URL; Check writes them back to it, so a link shares the question. */
export function FirewallCheckPanel({ project, vpc, search, data, answer, onAsk, onDismiss }: Props) {
  // Keyed by the URL's question: another link starts the fields over.
  return (
    <SideModal open title="Would this traffic get through?" subtitle={`VPC ${vpc}`} onDismiss={onDismiss} footer={<Button variant="secondary" onClick={onDismiss}>Close</Button>}>
      <Question key={JSON.stringify(search)} search={search} instances={data.instances} onAsk={onAsk} />
      {data.partial && (
        <p className={muted}>This VPC has more subnets, instances or interfaces than one request reads: the answer may miss some.</p>
      )}
      {answer && <Answer project={project} vpc={vpc} answer={answer} />}
      <Semantics />
    </SideModal>
  )
}

function Question({ search, instances, onAsk }: { search: FirewallCheckSearch; instances: string[]; onAsk: Props['onAsk'] }) {
  const listId = useId()
  // What the user is typing, before Check puts it in the URL.
  const [draft, setDraft] = useState({ protocol: search.protocol ?? 'tcp', port: search.port ?? '', from: search.from ?? '', to: search.to ?? '' })
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const protocol = draft.protocol === 'udp' || draft.protocol === 'icmp' ? draft.protocol : 'tcp'
    onAsk({ protocol, port: protocol === 'icmp' ? undefined : draft.port.trim(), from: draft.from.trim(), to: draft.to.trim() })
  }
  const endHint = 'An instance of this VPC, or an address'
  return (
    <form className={form} onSubmit={submit} aria-label="Traffic to check">
      <TextField label="From" name="from" value={draft.from} onChange={set('from')} list={listId} autoComplete="off" description={endHint} />
      <TextField label="To" name="to" value={draft.to} onChange={set('to')} list={listId} autoComplete="off" description={endHint} />
      <Select label="Protocol" name="protocol" options={PROTOCOL_OPTIONS} value={draft.protocol} onChange={set('protocol')} />
      <TextField
        label="Port"
        name="port"
        inputMode="numeric"
        value={draft.protocol === 'icmp' ? '' : draft.port}
        disabled={draft.protocol === 'icmp'}
        onChange={set('port')}
      />
      <datalist id={listId}>
        {instances.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div>
        <Button type="submit">Check</Button>
      </div>
    </form>
  )
}

function Answer({ project, vpc, answer }: { project: string; vpc: string; answer: CheckAnswer }) {
  if (!answer.ok) {
    return (
      <p className={problem} role="status">
        {answer.problem}
      </p>
    )
  }
  const ruleLink = (rule: VpcFirewallRule) => (
    <Link to={pb.firewallRuleEdit({ project, vpc, rule: rule.name })} className={ruleLinkClass}>
      {rule.name}
    </Link>
  )
  return (
    <section aria-label="Answer">
      <p className={verdict} role="status">
        <Badge variant={answer.allowed ? 'success' : 'danger'}>{answer.allowed ? 'Allowed' : 'Denied'}</Badge>
        {endLabel(answer.from)} → {endLabel(answer.to)}
      </p>
      {answer.legs.map((leg) => (
        <LegView key={leg.direction} leg={leg} ruleLink={ruleLink} />
      ))}
    </section>
  )
}

function LegView({ leg, ruleLink }: { leg: Leg; ruleLink: (rule: VpcFirewallRule) => ReactNode }) {
  const side = leg.direction === 'outbound' ? `Leaving ${leg.at.instance}` : `Reaching ${leg.at.instance}`
  return (
    <div className={legBox}>
      <p>
        <strong>{side}</strong> ({leg.direction} rules at {leg.at.name}, {leg.at.ip}):{' '}
        <Badge variant={leg.allowed ? 'success' : 'danger'}>{leg.allowed ? 'allowed' : 'denied'}</Badge>{' '}
        {leg.decidedBy ? (
          <>
            by rule {ruleLink(leg.decidedBy)} (priority {leg.decidedBy.priority}, {leg.decidedBy.action})
          </>
        ) : (
          <>by the default: no rule matches, and {leg.direction} traffic is {DEFAULT_ACTION[leg.direction] === 'allow' ? 'allowed' : 'denied'} by default</>
        )}
      </p>
      {leg.losers.length > 0 && (
        <>
          <h3 className={heading}>Also matched, but did not decide</h3>
          <ul className={list}>
            {leg.losers.map(({ rule, why }) => (
              <li key={rule.id}>
                {ruleLink(rule)} (priority {rule.priority}, {rule.action}): {why}
              </li>
            ))}
          </ul>
        </>
      )}
      {leg.disabled.length > 0 && (
        <>
          <h3 className={heading}>Would match, but disabled</h3>
          <ul className={list}>
            {leg.disabled.map((rule) => (
              <li key={rule.id}>
                {ruleLink(rule)} (priority {rule.priority}, {rule.action})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** The rules the answer follows, as the data plane applies them. */
function Semantics() {
  return (
    <>
      <h3 className={heading}>How this is worked out</h3>
      <ul className={list}>
        <li>Traffic between two instances passes the sender’s outbound rules, then the receiver’s inbound rules; an instance’s primary interface in this VPC is checked.</li>
        <li>Only enabled rules count. Of the rules that match, the lowest priority number decides; at the same priority a deny is applied before an allow.</li>
        <li>When no rule matches, inbound traffic is denied and outbound traffic is allowed. Replies to an allowed connection pass back without a rule.</li>
        <li>A rule with no targets applies to every instance of the VPC. Host filters name the other end: the source of inbound traffic, the destination of outbound traffic; a VPC filter never takes in an address outside the VPC.</li>
        <li>A port filter applies to TCP and UDP; ICMP has no port, so a rule with a port filter never matches it.</li>
        <li>Only the firewall is checked: routes, internet gateways and external addresses decide whether traffic from outside arrives at all.</li>
      </ul>
    </>
  )
}

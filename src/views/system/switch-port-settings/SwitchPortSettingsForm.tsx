import type { ReactNode } from 'react'
import {
  addressErrors,
  emptyAddress,
  emptyPeer,
  emptyRoute,
  peerErrors,
  routeErrors,
  type SettingsFormValues,
  type SwitchPortSettings,
  FEC_LABELS,
  SPEED_LABELS,
  type LinkFec,
  type LinkSpeed,
} from '~/machines/system/switch-port-settings'
import { KIND_LABELS, type AddressLot } from '~/machines/system/address-lots'
import type { BgpConfig } from '~/machines/system/bgp'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { mapSection, sectionData, type Section } from '~/machines/shared/section'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { RuleFieldset } from '~/views/networking/firewall-rules/RuleListFields'
import { Button, Checkbox, Select, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { SectionNotice, SectionSelect } from '../section-parts'

type Props = FormViewProps<SettingsFormValues, SwitchPortSettings, void> & {
  /** The pickers' choices, read beside the form: the address lots (infra first) and the BGP configs. */
  lots: Section<AddressLot[]>
  bgpConfigs: Section<BgpConfig[]>
}

const row = css({ display: 'grid', gridTemplateColumns: '2fr 2fr 1fr auto', gap: '2', alignItems: 'start' })
const pair = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', alignItems: 'start' })
const removeButton = css({ mt: '7' })
const problem = css({ fontSize: 'sm', color: 'danger' })

type ListKey = 'addresses' | 'routes' | 'bgpPeers'

/**
 * One list of rows (addresses, routes, peers): each row's own messages show
 * once the list was left or a submit was tried; the list's own message (two
 * rows alike) under them.
 */
function Rows<K extends ListKey>({
  form,
  list,
  title,
  hint,
  notice,
  noun,
  errorsOf,
  blank,
  min = 0,
  render,
}: {
  form: Props['form']
  list: K
  title: string
  hint: ReactNode
  /** Said above the rows: why their pickers have no choices (read once for them all). */
  notice?: ReactNode
  noun: string
  errorsOf: (rows: SettingsFormValues[K]) => Record<string, string | undefined>[]
  blank: () => SettingsFormValues[K][number]
  min?: number
  render: (
    row: SettingsFormValues[K][number],
    i: number,
    edit: (patch: Partial<SettingsFormValues[K][number]>) => void,
    errors: Record<string, string | undefined>,
    blur: () => void,
  ) => ReactNode
}) {
  const rows = form.values[list] as SettingsFormValues[K][number][]
  const shown = form.errors[list] !== undefined
  const rowErrors = shown ? errorsOf(rows as SettingsFormValues[K]) : []
  const rowsHaveErrors = rowErrors.some((e) => Object.values(e).some(Boolean))
  const set = (next: SettingsFormValues[K][number][]) => form.change(list, next as SettingsFormValues[K])
  return (
    <RuleFieldset title={title} hint={hint}>
      {notice}
      {rows.map((r, i) => (
        <div className={row} key={i}>
          {render(r, i, (patch) => set(rows.map((x, j) => (j === i ? { ...x, ...patch } : x))), rowErrors[i] ?? {}, () => form.blur(list))}
          <Button
            variant="ghost"
            size="sm"
            className={removeButton}
            aria-label={`Remove ${noun} ${i + 1}`}
            disabled={rows.length <= min}
            disabledReason={`Settings have at least ${min} ${noun}`}
            onClick={() => set(rows.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      {shown && !rowsHaveErrors && form.errors[list] && (
        <p className={problem} role="alert">
          {form.errors[list]}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => set([...rows, blank()])}>
          Add {noun}
        </Button>
      </div>
    </RuleFieldset>
  )
}

const SPEEDS = Object.keys(SPEED_LABELS) as LinkSpeed[]
const FECS = Object.keys(FEC_LABELS) as LinkFec[]

/** The common case: one link (phy0), its addresses from a lot, optional static routes and BGP peers. */
export function SwitchPortSettingsForm({ form, onDismiss, lots, bgpConfigs }: Props) {
  // A row added once the choices are in starts on the first of them.
  const firstLot = sectionData(lots, [])[0]?.name ?? ''
  const firstConfig = sectionData(bgpConfigs, [])[0]?.name ?? ''
  const lotOptions = mapSection(lots, (ls) => ls.map((l) => ({ value: l.name, label: `${l.name} (${KIND_LABELS[l.kind].label.toLowerCase()})` })))
  const configOptions = mapSection(bgpConfigs, (cs) => cs.map((c) => ({ value: c.name, label: `${c.name} (AS ${c.asn})` })))
  const noConfigs = bgpConfigs.status === 'ready' && bgpConfigs.data.length === 0
  return (
    <FormModal form={form} title="New switch port settings" submitLabel="Create settings" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <RuleFieldset title="Link" hint="The port’s one link (phy0), as a QSFP28 port that is not broken out.">
        <div className={pair}>
          <Select label="Speed" options={SPEEDS.map((s) => ({ value: s, label: SPEED_LABELS[s] }))} {...field(form, 'speed')} />
          <Select
            label="Forward error correction"
            options={[{ value: '', label: 'Standard for the media' }, ...FECS.map((f) => ({ value: f, label: FEC_LABELS[f] }))]}
            {...field(form, 'fec')}
          />
        </div>
        <TextField label="MTU" required inputMode="numeric" autoComplete="off" description="Bytes, 1280 to 9216" {...field(form, 'mtu')} />
        <Checkbox label="Autonegotiation" {...field(form, 'autoneg')} />
      </RuleFieldset>
      <Rows
        form={form}
        list="addresses"
        title="Addresses"
        hint="The port’s own addresses with their prefix length, each inside a block of its address lot."
        noun="address"
        notice={<SectionNotice section={lots} what="the address lots" />}
        min={1}
        errorsOf={addressErrors}
        blank={() => emptyAddress(firstLot)}
        render={(a, i, edit, e, blur) => (
          <>
            <TextField
              label={`Address ${i + 1}`}
              value={a.address}
              error={e.address}
              autoComplete="off"
              spellCheck={false}
              description={i === 0 ? 'e.g. 172.20.15.21/24' : undefined}
              onChange={(address) => edit({ address })}
              onBlur={blur}
            />
            <SectionSelect
              label={`Address ${i + 1} lot`}
              placeholder="Choose a lot"
              what="the address lots"
              notice="elsewhere"
              choices={lotOptions}
              value={a.lot}
              error={e.lot}
              onChange={(lot) => edit({ lot })}
              onBlur={blur}
            />
            <TextField
              label={`Address ${i + 1} VLAN`}
              value={a.vlan}
              error={e.vlan}
              inputMode="numeric"
              autoComplete="off"
              description="Optional"
              onChange={(vlan) => edit({ vlan })}
              onBlur={blur}
            />
          </>
        )}
      />
      <Rows
        form={form}
        list="routes"
        title="Static routes"
        hint="Optional: a destination network through a gateway, with a VLAN ID if the gateway sits on a tagged segment."
        noun="route"
        errorsOf={routeErrors}
        blank={emptyRoute}
        render={(r, i, edit, e, blur) => (
          <>
            <TextField label={`Route ${i + 1} destination`} value={r.dst} error={e.dst} autoComplete="off" spellCheck={false} description={i === 0 ? 'e.g. 0.0.0.0/0' : undefined} onChange={(dst) => edit({ dst })} onBlur={blur} />
            <TextField label={`Route ${i + 1} gateway`} value={r.gw} error={e.gw} autoComplete="off" spellCheck={false} onChange={(gw) => edit({ gw })} onBlur={blur} />
            <TextField label={`Route ${i + 1} VLAN`} value={r.vid} error={e.vid} inputMode="numeric" autoComplete="off" description="Optional" onChange={(vid) => edit({ vid })} onBlur={blur} />
          </>
        )}
      />
      <Rows
        form={form}
        list="bgpPeers"
        title="BGP peers"
        hint={noConfigs ? 'No BGP config to peer under yet: create one under Networking › BGP first.' : 'Optional: routers to peer with over this link, each under a BGP config.'}
        notice={<SectionNotice section={bgpConfigs} what="the BGP configs" />}
        noun="BGP peer"
        errorsOf={peerErrors}
        blank={() => emptyPeer(firstConfig)}
        render={(p, i, edit, e, blur) => (
          <>
            <TextField label={`BGP peer ${i + 1} address`} value={p.addr} error={e.addr} autoComplete="off" spellCheck={false} onChange={(addr) => edit({ addr })} onBlur={blur} />
            <SectionSelect
              label={`BGP peer ${i + 1} config`}
              placeholder="Choose a config"
              what="the BGP configs"
              notice="elsewhere"
              choices={configOptions}
              value={p.config}
              error={e.config}
              onChange={(config) => edit({ config })}
              onBlur={blur}
            />
            <TextField label={`BGP peer ${i + 1} interface`} value={p.interfaceName} error={e.interfaceName} autoComplete="off" spellCheck={false} onChange={(interfaceName) => edit({ interfaceName })} onBlur={blur} />
          </>
        )}
      />
    </FormModal>
  )
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Silo, VirtualResourceCounts } from '~/api'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { Section as SectionOf } from '~/machines/shared/section'
import {
  cpuText,
  gibText,
  type QuotasFormContext,
  type QuotasFormValues,
  type QuotasSaved,
} from '~/machines/system/silos'
import type { UtilizationCard as Card } from '~/machines/utilization/utilization'
import { FormModal } from '~/views/kit/FormModal'
import { PermittedLink } from '~/views/kit/NameLink'
import {
  Badge,
  formatBytes,
  formatDateTime,
  formatNumber,
  idProperty,
  PageHeader,
  PropertiesTable,
  Section,
  SectionFailure,
  SectionState,
  Tabs,
} from '~/views/ui'
import { SectionSpace } from '~/views/kit/SectionSpace'
import { UtilizationCard } from '~/views/utilization/UtilizationCard'
import { QuotaFields } from './SiloForm'
import { IdentityModeBadge } from './SilosPage'

export const SILO_TABS = [
  { value: 'idps', label: 'Identity providers' },
  { value: 'ip-pools', label: 'IP pools' },
  { value: 'quotas', label: 'Quotas' },
  { value: 'users', label: 'Users' },
  { value: 'access', label: 'Access' },
] as const
export type SiloTab = (typeof SILO_TABS)[number]['value']

type SiloPageProps = {
  silo: Silo
  /** A part of the page, read beside the silo: '…' until in, '—' and one notice when it could not be read. */
  quotas: SectionOf<VirtualResourceCounts>
  tab: SiloTab
  onTabChange: (tab: SiloTab) => void
  children: ReactNode
}

const failedBelow = css({ mt: '3' })

/** A quota as the header shows it: its value once read, '…' meanwhile, '—' when it could not be read. */
function quotaValue(quotas: SectionOf<VirtualResourceCounts>, show: (q: VirtualResourceCounts) => string) {
  if (quotas.status === 'ready') return show(quotas.data)
  return (
    <span className={css({ color: 'fgMuted' })} aria-busy={quotas.status === 'pending'}>
      {quotas.status === 'pending' ? '…' : '—'}
    </span>
  )
}

/** The silo page: its properties and quotas, then one tab (the tab is in the URL's query). */
export function SiloPage({ silo, quotas, tab, onTabChange, children }: SiloPageProps) {
  return (
    <>
      <PageHeader title={silo.name} description={silo.description || undefined} />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(silo.id, 'silo'),
          { label: 'Identity mode', value: <IdentityModeBadge mode={silo.identityMode} /> },
          { label: 'Discoverable', value: silo.discoverable ? 'Yes' : 'No' },
          { label: 'Fleet roles', value: <FleetRoleBadges mapping={silo.mappedFleetRoles} /> },
          { label: 'CPU quota', value: quotaValue(quotas, (q) => `${formatNumber(q.cpus)} vCPUs`) },
          { label: 'Memory quota', value: quotaValue(quotas, (q) => formatBytes(q.memory)) },
          { label: 'Storage quota', value: quotaValue(quotas, (q) => formatBytes(q.storage)) },
          { label: 'Created', value: formatDateTime(silo.timeCreated) },
        ]}
      />
      {/* The quotas tab says it itself, in its place. */}
      {quotas.status === 'failed' && tab !== 'quotas' && (
        <div className={failedBelow}>
          <SectionFailure what="the silo’s quotas" message={quotas.message} retry={quotas.retry} />
        </div>
      )}
      <Tabs aria-label="Silo" value={tab} onValueChange={onTabChange} tabs={SILO_TABS}>
        {children}
      </Tabs>
    </>
  )
}

type SiloQuotasTabProps = {
  /** CPUs, memory and storage: what the silo has provisioned against its quota (a read of its own). */
  cards: SectionOf<Card[]>
  /** Where "Edit quotas" goes, and whether the signed-in operator may. */
  editTo: string
  canEdit: Permission
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
})
const note = css({ fontSize: 'sm', color: 'fgMuted' })

/** The silo's quotas beside what it has provisioned: running instances' CPUs and memory, disks' and snapshots' storage. */
export function SiloQuotasTab({ cards, editTo, canEdit }: SiloQuotasTabProps) {
  const edit = (
    <PermittedLink to={editTo} permission={canEdit}>
      Edit quotas
    </PermittedLink>
  )
  return (
    <Section title="Quotas" actions={edit}>
      <p className={note}>What the silo’s projects may provision at most. Stopped instances’ CPUs and memory do not count.</p>
      <SectionState section={cards} what="the silo’s quotas and what it has provisioned" pending={<SectionSpace what="the silo’s quotas" />}>
        {(list) => (
          <div className={grid}>
            {list.map((c) => (
              <UtilizationCard key={c.resource} card={c} />
            ))}
          </div>
        )}
      </SectionState>
    </Section>
  )
}

/** `loaded`: the quotas as they are and what is provisioned now, which a new quota may not go under. */
type QuotasFormProps = FormViewProps<QuotasFormValues, QuotasSaved, QuotasFormContext> & {
  /** Whether the signed-in operator may save (the form reached by its URL too): refused, the submit says why. */
  canSave: Permission
}

/** CPUs, memory and storage; memory and storage in GiB (the call sends bytes). */
export function QuotasForm({ form, params: { silo }, loaded: { provisioned }, onDismiss, canSave }: QuotasFormProps) {
  return (
    <FormModal
      form={form}
      title="Edit quotas"
      subtitle={silo}
      submitLabel="Save quotas"
      submitDisabled={!canSave.allowed}
      submitDisabledReason={canSave.reason}
      onDismiss={onDismiss}
    >
      <QuotaFields
        form={form}
        hints={{
          cpus: `${cpuText(provisioned.cpus)} provisioned by running instances`,
          memoryGib: `${gibText(provisioned.memory)} provisioned by running instances`,
          storageGib: `${gibText(provisioned.storage)} provisioned by disks and snapshots`,
        }}
      />
    </FormModal>
  )
}

const below = css({ mt: '8' })

/**
 * The silo's own role assignments (given as `children`: the access screen),
 * then its fleet-role mapping, read-only: it is set when the silo is created.
 */
export function SiloAccessTab({ silo, children }: { silo: Silo; children: ReactNode }) {
  const mapped = fleetRolePairs(silo.mappedFleetRoles).length > 0
  return (
    <>
      {children}
      <div className={below}>
        <Section title="Fleet roles">
          <p className={note}>
            {mapped
              ? 'Whoever holds one of these silo roles also holds the fleet role beside it. The mapping is set when the silo is created.'
              : 'This silo’s roles confer no fleet role. The mapping is set when the silo is created.'}
          </p>
          {mapped && <FleetRoleBadges mapping={silo.mappedFleetRoles} />}
        </Section>
      </div>
    </>
  )
}

const roles = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })

/** Each silo role and the fleet roles it confers, e.g. 'silo admin → fleet admin'. */
export const fleetRolePairs = (mapping: Silo['mappedFleetRoles']) =>
  Object.entries(mapping).flatMap(([siloRole, fleet]) => (fleet ?? []).map((f) => `silo ${siloRole} → fleet ${f}`))

/** A silo's mapping of silo roles to fleet roles as badges; 'None' when it maps none. */
export function FleetRoleBadges({ mapping }: { mapping: Silo['mappedFleetRoles'] }) {
  const pairs = fleetRolePairs(mapping)
  if (pairs.length === 0) return 'None'
  return (
    <span className={roles}>
      {pairs.map((p) => (
        <Badge key={p}>{p}</Badge>
      ))}
    </span>
  )
}

import { Link } from '@tanstack/react-router'
import type { Permission } from '~/machines/shared/permission.rules'
import type { UtilizationCard as Card } from '~/machines/utilization/utilization.input'
import { UtilizationCard } from '~/views/utilization/UtilizationCard'
import { Button, Section, buttonClass } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  /** CPUs, memory and storage: what the silo has provisioned against its quota. */
  cards: Card[]
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
export function SiloQuotasTab({ cards, editTo, canEdit }: Props) {
  const edit = canEdit.allowed ? (
    <Link to={editTo} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      Edit quotas
    </Link>
  ) : (
    <Button variant="secondary" size="sm" disabled disabledReason={canEdit.reason}>
      Edit quotas
    </Button>
  )
  return (
    <Section title="Quotas" actions={edit}>
      <p className={note}>What the silo’s projects may provision at most. Stopped instances’ CPUs and memory do not count.</p>
      <div className={grid}>
        {cards.map((c) => (
          <UtilizationCard key={c.resource} card={c} />
        ))}
      </div>
    </Section>
  )
}

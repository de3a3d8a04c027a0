import { Link } from '@tanstack/react-router'
import type { Permission } from '~/machines/shared/permission.rules'
import { classesCovered, isGlob, type AlertClass } from '~/machines/system/alerts'
import { pb } from '~/paths'
import { Badge, Button, EmptyState, Table, buttonClass } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  receiver: string
  subscriptions: string[]
  classes: AlertClass[]
  change: Permission
  onRemove: (subscription: string) => void
}

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
const muted = css({ color: 'fgMuted', fontSize: 'xs' })

/** What the receiver subscribes to: exact classes and globs, each with the listed classes it covers. */
export function SubscriptionsTab({ receiver, subscriptions, classes, change, onRemove }: Props) {
  const add = change.allowed ? (
    <Link to={pb.alertSubscriptionsAdd({ receiver })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      Add subscription
    </Link>
  ) : (
    <Button variant="secondary" size="sm" disabled disabledReason={change.reason}>
      Add subscription
    </Button>
  )
  return (
    <>
      <div className={toolbar}>{add}</div>
      <Table
        label="Subscriptions"
        rows={subscriptions}
        rowKey={(s) => s}
        rowName={(s) => s}
        emptyState={<EmptyState title="No subscriptions" body="This receiver gets no alerts until it subscribes to a class" action={add} />}
        columns={[
          { header: 'Subscription', cell: (s) => <span className={mono}>{s}</span> },
          { header: 'Kind', cell: (s) => <Badge variant={isGlob(s) ? 'purple' : 'neutral'}>{isGlob(s) ? 'glob' : 'class'}</Badge>, width: '7rem' },
          {
            header: 'Covers',
            cell: (s) => {
              const covered = classesCovered(s, classes)
              return <span className={muted}>{covered.length ? covered.map((c) => c.name).join(', ') : 'no listed class'}</span>
            },
          },
        ]}
        rowActions={(s) => [
          { label: 'Remove', danger: change.allowed, disabled: !change.allowed, disabledReason: change.reason, onSelect: () => onRemove(s) },
        ]}
      />
    </>
  )
}

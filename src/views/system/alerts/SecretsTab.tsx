import { Link } from '@tanstack/react-router'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { secretDelete, type WebhookSecret } from '~/machines/system/alerts'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { Button, CopyToClipboard, buttonClass, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  receiver: string
  list: ListProps<WebhookSecret>
  change: Permission
  onDelete: (s: WebhookSecret) => void
}

const toolbar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '65ch' })
const mono = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })

/** The receiver's signing secrets, by id: their values are never shown after they are added. */
export function SecretsTab({ receiver, list, change, onDelete }: Props) {
  const count = list.rows.length
  const add = change.allowed ? (
    <Link to={pb.alertSecretsAdd({ receiver })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      Add secret
    </Link>
  ) : (
    <Button variant="secondary" size="sm" disabled disabledReason={change.reason}>
      Add secret
    </Button>
  )
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          Each request carries one signature per secret. To rotate, add a new secret, give it to the receiver, then delete
          the old one.
        </p>
        {add}
      </div>
      <ListTable
        label="Secrets"
        list={list}
        rowKey={(s) => s.id}
        rowName={(s) => `secret ${s.id}`}
        columns={[
          {
            header: 'ID',
            cell: (s) => (
              <span className={mono}>
                {s.id} <CopyToClipboard text={s.id} label={`Copy the ID of secret ${s.id}`} />
              </span>
            ),
          },
          { header: 'Added', cell: (s) => formatDateTime(s.timeCreated), width: '12rem' },
        ]}
        rowActions={(s) => {
          const allowed = secretDelete(count, change)
          return [{ label: 'Delete', danger: allowed.allowed, disabled: !allowed.allowed, disabledReason: allowed.reason, onSelect: () => onDelete(s) }]
        }}
      />
    </>
  )
}

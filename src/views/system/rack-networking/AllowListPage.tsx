import { Link } from '@tanstack/react-router'
import type { AllowList } from '~/machines/system/allow-list.input'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { Badge, Button, PageHeader, PropertiesTable, Section, Table, buttonClass, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = { allowList: AllowList; write: Permission }

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** Which source addresses may reach the rack's user-facing services: any, or the listed ones. */
export function AllowListPage({ allowList, write }: Props) {
  const allowed = allowList.allowedIps
  const edit = write.allowed ? (
    <Link to={pb.allowListEdit()} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      Edit allow-list
    </Link>
  ) : (
    <Button variant="primary" size="sm" disabled disabledReason={write.reason}>
      Edit allow-list
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Allow-list"
        description="The source addresses that may reach the rack’s user-facing services"
        actions={edit}
      />
      <p className={note}>
        The allow-list applies to everything the rack serves its users — this console, the API and the CLI. Traffic
        from any other source is dropped.
      </p>
      <PropertiesTable
        items={[
          {
            label: 'Allowed sources',
            value:
              allowed.allow === 'any' ? (
                <Badge variant="green">Any source</Badge>
              ) : (
                <Badge variant="yellow">
                  {allowed.ips.length === 1 ? '1 address or network' : `${allowed.ips.length} addresses and networks`}
                </Badge>
              ),
          },
          { label: 'Last changed', value: formatDateTime(allowList.timeModified) },
        ]}
      />
      {allowed.allow === 'list' && (
        <Section title="Allowed addresses and networks">
          <Table
            label="Allowed addresses and networks"
            rows={allowed.ips}
            rowKey={(ip) => ip}
            columns={[{ header: 'Address or network', cell: (ip) => <span className={mono}>{ip}</span> }]}
            emptyState="No entries"
          />
        </Section>
      )}
    </>
  )
}

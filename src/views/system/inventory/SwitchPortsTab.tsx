import { appliedName, portKey, type SettingsNames, type SwitchPort } from '~/machines/system/switch-ports'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, EmptyState, type Column } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })

/** A port's columns, the same on the switch ports tab and a switch's page. */
export function portColumns(names: SettingsNames): Column<SwitchPort>[] {
  return [
    { header: 'Port', cell: (p) => <NameLink to={pb.switchPort(portKey(p))}>{p.portName}</NameLink>, width: '8rem' },
    { header: 'Switch', cell: (p) => p.switchLocation, width: '8rem' },
    {
      header: 'Rack',
      cell: (p) => (
        <span className={mono} title={p.rackId}>
          {p.rackId.split('-')[0]}…
        </span>
      ),
      width: '9rem',
    },
    {
      header: 'Applied settings',
      cell: (p) => {
        const name = appliedName(p, names)
        return name ? (
          <NameLink to={pb.switchPortSettingsView({ settings: name })}>{name}</NameLink>
        ) : (
          <Badge variant="neutral">none</Badge>
        )
      },
    },
  ]
}

/** Every switch port of the fleet: rack, switch, name and the settings applied to it. */
export function SwitchPortsTab({ list, names }: { list: ListProps<SwitchPort>; names: SettingsNames }) {
  return (
    <>
      <p className={muted}>A port takes its link, addresses, routes and BGP peers from the switch port settings applied to it.</p>
      <ListTable
        label="Switch ports"
        list={list}
        rowKey={(p) => p.id}
        rowName={(p) => `${p.portName} on ${p.switchLocation}`}
        columns={portColumns(names)}
        emptyState={<EmptyState title="No switch ports" body="The rack reports no switch ports" />}
      />
    </>
  )
}

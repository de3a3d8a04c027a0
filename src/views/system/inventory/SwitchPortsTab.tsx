import { portKey, settingsName, type SettingsNames, type SwitchPort } from '~/machines/system/switch-ports'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Section } from '~/machines/shared/section'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, EmptyState, type Column } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'
import { SectionCell, SectionNotice } from '../section-parts'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })

/**
 * A port's columns, the same on the switch ports tab and a switch's page. The
 * applied settings are named from the settings' names, read beside the rows:
 * '…' until they are in, '—' when they could not be read (the page says why once).
 */
export function portColumns(names: Section<SettingsNames>): Column<SwitchPort>[] {
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
        const id = p.portSettingsId
        if (!id) return <Badge variant="neutral">none</Badge>
        return <SectionCell section={names}>{(n) => <SettingsLink name={settingsName(id, n)} />}</SectionCell>
      },
    },
  ]
}

const SettingsLink = ({ name }: { name: string }) => <NameLink to={pb.switchPortSettingsView({ settings: name })}>{name}</NameLink>

/** Every switch port of the fleet: rack, switch, name and the settings applied to it. */
export function SwitchPortsTab({ list, names }: { list: ListProps<SwitchPort>; names: Section<SettingsNames> }) {
  return (
    <>
      <p className={muted}>A port takes its link, addresses, routes and BGP peers from the switch port settings applied to it.</p>
      <SectionNotice section={names} what="the switch port settings’ names" />
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

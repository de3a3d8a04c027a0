import type { SwitchPage as SwitchPageData } from '~/machines/system/switch-ports'
import { EmptyState, PageHeader, PropertiesTable, Section, Table, formatDateTime, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { portColumns } from './SwitchPortsTab'
import { mono } from '~/views/ui/text'

const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** A switch: its baseboard, and the ports of its rack with the settings applied to each. */
export function SwitchPage({ sw, ports, names }: SwitchPageData) {
  return (
    <>
      <PageHeader title={`Switch ${sw.baseboard.serial}`} description="A rack switch and its rack’s QSFP ports" />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(sw.id, 'switch'),
          { label: 'Rack', value: <span className={mono}>{sw.rackId}</span> },
          { label: 'Serial', value: <span className={mono}>{sw.baseboard.serial}</span> },
          { label: 'Model (part)', value: <span className={mono}>{sw.baseboard.part}</span> },
          { label: 'Revision', value: sw.baseboard.revision },
          { label: 'Added', value: formatDateTime(sw.timeCreated) },
        ]}
      />
      <Section title="Ports">
        <p className={note}>
          Nexus does not say which slot (switch0 or switch1) a switch sits in, so these are all the ports of its rack,
          each with its switch.
        </p>
        <Table
          label="Ports"
          rows={ports}
          rowKey={(p) => p.id}
          columns={portColumns(names)}
          emptyState={<EmptyState title="No ports" body="The rack reports no switch ports" />}
        />
      </Section>
    </>
  )
}

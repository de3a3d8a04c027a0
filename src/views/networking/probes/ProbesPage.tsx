import { useNavigate } from '@tanstack/react-router'
import type { ProbeRow } from '~/machines/networking/probes.input'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { SledName } from './SledName'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  list: ListProps<ProbeRow>
  onDelete: (probe: ProbeRow) => void
}


/** Nexus lists a probe as ProbeInfo: no description or creation time, its sled and addresses instead. */
export function ProbesPage({ project, list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Probes"
      create={{ label: 'New probe', to: pb.probesNew({ project }) }}
      empty={{
        title: 'No probes',
        body: 'A probe is an instrumentation zone on a sled, with an address from an IP pool and an interface in the project’s default subnet',
      }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        { header: 'Name', cell: (p) => <NameLink to={pb.probe({ project, probe: p.name })}>{p.name}</NameLink> },
        { header: 'Sled', cell: (p) => <SledName probe={p} /> },
        {
          header: 'External IP',
          cell: (p) => (p.externalIps.length ? <span className={mono}>{p.externalIps.map((ip) => ip.ip).join(', ')}</span> : <span className={muted}>—</span>),
        },
        { header: 'Private IP', cell: (p) => <span className={mono}>{p.interface.ip}</span> },
        { header: 'Subnet', cell: (p) => <span className={mono}>{p.interface.subnet}</span> },
      ]}
      rowActions={(p) => [
        { label: 'View', onSelect: () => void navigate({ to: pb.probe({ project, probe: p.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(p) },
      ]}
    />
  )
}

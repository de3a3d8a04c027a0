// The probes list and one probe's view: a chunk of their own, loaded with
// their routes' data (probes.routes.tsx), with the create form.
import { useNavigate } from '@tanstack/react-router'
import { deleteProbe, type ProbeRow } from '~/machines/networking/probes'
import { pb } from '~/paths'
import { ProbeDetails, ProbesPage } from '~/views/networking/probes/ProbesPage'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { ProbeCreateForm } from '~/views/networking/probes/ProbeForm'
export { fetchProbe, loadProbeChoices, probeFormInput, probeRowsPage } from '~/machines/networking/probes'

const probeRoute = routeApi('/authed/projects/$project/probes-list/probes/$probe')

export function Probes({ list, params: { project } }: ListPageProps<ProbeRow>) {
  const confirmDelete = useConfirmDelete()
  return (
    <ProbesPage
      project={project}
      list={list}
      onDelete={(p) =>
        void confirmDelete({
          noun: 'probe',
          name: p.name,
          message: `Are you sure you want to delete probe ${p.name}? Its zone on the sled is torn down and its external address ${p.externalIps.map((ip) => ip.ip).join(', ') || ''} goes back to the pool. This cannot be undone.`,
          remove: () => deleteProbe(project, p.name),
        })
      }
    />
  )
}

export function ProbeView() {
  const probe = probeRoute.useLoaderData()
  const { project } = probeRoute.useParams()
  const navigate = useNavigate()
  return <ProbeDetails probe={probe} onDismiss={() => void navigate({ to: pb.probes({ project }) })} />
}

// The probes list and one probe's view: a chunk of their own, loaded with
// their routes' data (probes.routes.tsx), with the create form.
import { useNavigate } from '@tanstack/react-router'
import { deleteProbe, sledsSection, type Probe, type ProbeRow, type ProbeValues } from '~/machines/networking/probes'
import { siloPoolsSection } from '~/machines/shared/silo-pools'
import { pb } from '~/paths'
import { ProbeCreateForm } from '~/views/networking/probes/ProbeForm'
import { ProbeDetails, ProbesPage } from '~/views/networking/probes/ProbesPage'
import { routeApi, useConfirmDelete, useSection, type FormRouteProps, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchProbe, probeFormInput, probeRowsPage, startProbeChoices } from '~/machines/networking/probes'

/** The create form: it opens at once; the sled and pool pickers are parts of it. */
export function ProbeCreateFormPage({ form, onDismiss }: FormRouteProps<ProbeValues, Probe, void>) {
  const pools = useSection(siloPoolsSection())
  const sleds = useSection(sledsSection())
  return <ProbeCreateForm form={form} pools={pools} sleds={sleds} onDismiss={onDismiss} />
}

const probeRoute = routeApi('/authed/projects/$project/probes-list/probes/$probe')

export function Probes({ list, params: { project } }: ListPageProps<ProbeRow>) {
  const confirmDelete = useConfirmDelete()
  // The sleds' serials name the rows' sleds: a part of the page.
  const sleds = useSection(sledsSection())
  return (
    <ProbesPage
      project={project}
      list={list}
      sleds={sleds}
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
  const sleds = useSection(sledsSection())
  return <ProbeDetails probe={probe} sleds={sleds} onDismiss={() => void navigate({ to: pb.probes({ project }) })} />
}

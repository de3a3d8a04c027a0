// The instance create page and its side modals: a chunk of their own
// (instance.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { Disk, SshKey } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createdSummary, instanceCreateDefaults, type CreatedInstances, type ExistingDisk, type InstanceCreateValues, type NewDisk } from '~/machines/compute/instance-create'
import {
  attachDiskFormInput,
  attachDiskFormMachine,
  connectInstanceCreate,
  instanceCreateMachine,
  newDiskFormInput,
  newDiskFormMachine,
  type AttachDiskValues,
  type NewDiskValues,
} from '~/machines/compute/instance-create.machine'
import { sshKeyFormInput, sshKeyFormMachine, type SshKeyValues } from '~/machines/settings/ssh-keys'
import { InstanceCreatePage } from '~/views/compute/instances/create/InstanceCreatePage'
import { AttachDiskModal, NewDiskModal, SshKeyModal } from '~/views/compute/instances/create/Modals'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import type { InstanceCreateLoad } from '~/machines/compute/instance-create-like'
import type { InstanceCreatePickers } from '~/machines/compute/instance-create-pickers'

type LikeValues = NonNullable<InstanceCreateLoad['like']>
import { hasUnsavedInput, LeaveGuard, routeApi, useDraft, useOpenForm } from '../kit'
import { usePageActor } from '../page-actor'
import { pb } from '~/paths'
import { useOnDone } from '../use-on-done'

type Modal = 'newDisk' | 'attachDisk' | 'sshKey'

function NewDiskModalRoute(props: {
  values: InstanceCreateValues
  projectDisks: Disk[]
  onAdd: (disk: NewDisk) => void
  onDismiss: () => void
}) {
  const actor = usePageActor(newDiskFormMachine, { input: newDiskFormInput(props.values, props.projectDisks) })
  const form = useConnect(actor, connectForm<NewDiskValues, NewDisk>)
  useOnDone<NewDisk>(actor, props.onAdd)
  return <NewDiskModal form={form} onDismiss={props.onDismiss} />
}

function AttachDiskModalRoute(props: {
  project: string
  disks: Disk[]
  /** The project has more disks than the page read: a name may be typed. */
  more: boolean
  onAdd: (disk: ExistingDisk) => void
  onDismiss: () => void
}) {
  const { project, disks, more } = props
  const actor = usePageActor(attachDiskFormMachine, { input: attachDiskFormInput({ project, disks, more }) })
  const form = useConnect(actor, connectForm<AttachDiskValues, ExistingDisk>)
  useOnDone<ExistingDisk>(actor, props.onAdd)
  return <AttachDiskModal form={form} disks={props.disks} more={more} onDismiss={props.onDismiss} />
}

function SshKeyModalRoute(props: { onAdd: (key: SshKey) => void; onDismiss: () => void }) {
  const actor = usePageActor(sshKeyFormMachine, { input: sshKeyFormInput() })
  const form = useConnect(actor, connectForm<SshKeyValues, SshKey>)
  useOnDone<SshKey>(actor, props.onAdd)
  return <SshKeyModal form={form} onDismiss={props.onDismiss} />
}

const createRoute = routeApi('/authed/projects/$project/instances-new')

export function InstanceCreateRoute() {
  const { project } = createRoute.useParams()
  const { pickers: loaded, like } = createRoute.useLoaderData()
  // Another instance to make like this is another form: its machines start over.
  return <InstanceCreate key={like?.from ?? ''} project={project} loaded={loaded} like={like} />
}

function InstanceCreate({ project, loaded, like }: { project: string; loaded: InstanceCreatePickers; like?: LikeValues }) {
  const navigate = useNavigate()
  const toast = useToast()
  // What was typed before a session ended comes back (kit/drafts.ts); made like another, the form starts from it.
  const draft = useDraft(like ? `instance create like ${like.from}` : 'instance create', like?.values ?? instanceCreateDefaults(loaded))
  const actor = usePageActor(instanceCreateMachine, {
    input: { project, pickers: loaded, initialValues: like?.values, values: draft.values },
  })
  const formActor = useSelector(actor, (s) => s.context.form)
  useOpenForm(draft.key, formActor)
  const pickers = useSelector(actor, (s) => s.context.pickers)
  const form = useConnect(formActor, connectForm<InstanceCreateValues, CreatedInstances>)
  const search = useSelector(actor, (s) => s.context.search)
  const page = connectInstanceCreate(form, pickers, search, actor.send)
  // Which side modal is open: view state, not server data.
  const [modal, setModal] = useState<Modal | null>(null)
  const close = () => setModal(null)

  useOnDone<CreatedInstances>(formActor, (result) => {
    const [instance] = result.created
    if (result.total === 1 && instance) {
      toast({ title: `Creating instance ${instance.name}`, variant: 'success' })
      void navigate({ to: pb.instance({ project, instance: instance.name }) })
      return
    }
    // Several at once: reported as the lists' bulk actions report a run.
    const summary = createdSummary(result)
    toast({ title: summary.title, description: summary.detail, variant: summary.ok ? 'success' : 'error' })
    void navigate({ to: pb.instances({ project }) })
  })

  return (
    <>
      <InstanceCreatePage
        page={page}
        notes={like?.notes}
        onCancel={() => void navigate({ to: pb.instances({ project }) })}
        onCreateDisk={() => setModal('newDisk')}
        onAttachDisk={() => setModal('attachDisk')}
        onAddSshKey={() => setModal('sshKey')}
      />
      {modal === 'newDisk' && (
        <NewDiskModalRoute
          values={form.values}
          projectDisks={pickers.disks}
          onAdd={(disk) => {
            actor.send({ type: 'DISK_ADDED', disk })
            close()
          }}
          onDismiss={close}
        />
      )}
      {modal === 'attachDisk' && (
        <AttachDiskModalRoute
          project={project}
          disks={page.attachableDisks}
          more={!!page.more.disks}
          onAdd={(disk) => {
            actor.send({ type: 'DISK_ADDED', disk })
            close()
          }}
          onDismiss={close}
        />
      )}
      {modal === 'sshKey' && (
        <SshKeyModalRoute
          onAdd={(key) => {
            actor.send({ type: 'SSH_KEY_CREATED', key })
            toast({ title: `SSH key ${key.name} added`, variant: 'success' })
            close()
          }}
          onDismiss={close}
        />
      )}
      <LeaveGuard
        shouldBlock={() => hasUnsavedInput(formActor)}
        title="Leave this page?"
        message="The instance has not been created. Leaving discards what you entered."
        confirmLabel="Leave"
      />
    </>
  )
}

// The instance create page and its side modals: a chunk of their own
// (instance.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { Disk, SshKey } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { createdSummary, instanceCreateDefaults, type CreatedInstances, type ExistingDisk, type InstanceCreateValues, type NewDisk } from '~/machines/compute/instance-create'
import { NO_PICKERS, PICKER_LISTS, pickerSections, type PickerList } from '~/machines/compute/instance-create-pickers'
import {
  attachDiskFormInput,
  attachDiskFormMachine,
  connectInstanceCreate,
  instanceCreateMachine,
  newDiskFormInput,
  newDiskFormMachine,
  type AttachDiskValues,
  type InstanceCreateEvent,
  type LandedLists,
  type NewDiskValues,
  type PickerStatus,
} from '~/machines/compute/instance-create.machine'
import { sshKeyFormInput, sshKeyFormMachine, type SshKeyValues } from '~/machines/settings/ssh-keys'
import { InstanceCreatePage } from '~/views/compute/instances/create/InstanceCreatePage'
import { AttachDiskModal, NewDiskModal, SshKeyModal } from '~/views/compute/instances/create/Modals'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import type { InstanceCreateLoad } from '~/machines/compute/instance-create-like'
import { hasUnsavedInput, LeaveGuard, routeApi, useDraft, useOpenForm, useSection } from '../kit'

type LikeValues = NonNullable<InstanceCreateLoad['like']>
import { usePageActor } from '../page-actor'
import { pb } from '~/paths'
import { useOnDone } from '../use-on-done'

type Modal = 'newDisk' | 'attachDisk' | 'sshKey'

const IN: Section<unknown> = { status: 'ready', data: undefined }

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

/** Each picker's list, a part of the page (started by the route's loader). */
function usePickerLists(project: string) {
  const sections = pickerSections(project)
  return {
    siloImages: useSection(sections.siloImages),
    projectImages: useSection(sections.projectImages),
    snapshots: useSection(sections.snapshots),
    disks: useSection(sections.disks),
    sshKeys: useSection(sections.sshKeys),
    ipPools: useSection(sections.ipPools),
    floatingIps: useSection(sections.floatingIps),
    vpcs: useSection(sections.vpcs),
  }
}

/** The lists that are in and not yet given to the page's machine (a fresher copy of one is given again). */
function newlyLanded(lists: ReturnType<typeof usePickerLists>, given: Map<PickerList, unknown>): LandedLists | undefined {
  const landed: LandedLists = { lists: {}, more: {} }
  const take = <K extends PickerList>(list: K, section: Section<{ items: LandedLists['lists'][K]; more: boolean }>) => {
    if (section.status !== 'ready' || given.get(list) === section.data) return
    given.set(list, section.data)
    landed.lists[list] = section.data.items
    landed.more[list] = section.data.more
  }
  take('siloImages', lists.siloImages)
  take('projectImages', lists.projectImages)
  take('snapshots', lists.snapshots)
  take('disks', lists.disks)
  take('sshKeys', lists.sshKeys)
  take('ipPools', lists.ipPools)
  take('floatingIps', lists.floatingIps)
  take('vpcs', lists.vpcs)
  return Object.keys(landed.lists).length ? landed : undefined
}

export function InstanceCreateRoute() {
  const { project } = createRoute.useParams()
  const { like } = createRoute.useLoaderData()
  // Another instance to make like this is another form: its machines start over.
  return <InstanceCreate key={like?.from ?? ''} project={project} like={like} />
}

function InstanceCreate({ project, like }: { project: string; like?: LikeValues }) {
  const navigate = useNavigate()
  const toast = useToast()
  // The page opens before its pickers' lists: each joins the machine as it
  // lands. Made like another instance, the form waited for them (its values
  // are read from them) and starts with all of them in.
  const lists = usePickerLists(project)
  // What was typed before a session ended comes back (kit/drafts.ts); made like another, the form starts from it.
  const draft = useDraft(like ? `instance create like ${like.from}` : 'instance create', like?.values ?? instanceCreateDefaults(NO_PICKERS, new Set()))
  const actor = usePageActor(instanceCreateMachine, {
    input: like
      ? { project, pickers: like.pickers, landed: PICKER_LISTS, initialValues: like.values, values: draft.values }
      : { project, pickers: NO_PICKERS, landed: [], values: draft.values },
  })
  const given = useRef(new Map<PickerList, unknown>())
  useEffect(() => {
    if (like) return
    const landed = newlyLanded(lists, given.current)
    if (landed) actor.send({ type: 'LANDED', ...landed } satisfies InstanceCreateEvent)
  })
  const formActor = useSelector(actor, (s) => s.context.form)
  useOpenForm(draft.key, formActor)
  const pickers = useSelector(actor, (s) => s.context.pickers)
  const landedLists = useSelector(actor, (s) => s.context.landed)
  const form = useConnect(formActor, connectForm<InstanceCreateValues, CreatedInstances>)
  const search = useSelector(actor, (s) => s.context.search)
  // A list the machine holds is in; the others show as their read stands.
  const statusOf = (list: PickerList): Section<unknown> => (landedLists.includes(list) ? IN : lists[list])
  const status: PickerStatus = {
    siloImages: statusOf('siloImages'),
    projectImages: statusOf('projectImages'),
    snapshots: statusOf('snapshots'),
    disks: statusOf('disks'),
    sshKeys: statusOf('sshKeys'),
    ipPools: statusOf('ipPools'),
    floatingIps: statusOf('floatingIps'),
    vpcs: statusOf('vpcs'),
  }
  const page = connectInstanceCreate(form, pickers, search, actor.send, status)
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

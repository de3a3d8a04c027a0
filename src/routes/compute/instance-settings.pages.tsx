// The instance's Settings tab: a chunk of its own (instance-settings.routes.tsx).
import { useLocation, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { invalidate, type AntiAffinityGroup, type Disk } from '~/api'
import { removeAntiAffinityGroupMember } from '~/machines/compute/anti-affinity-form'
import { connectForm } from '~/machines/shared/form.connect'
import {
  addToGroupFormInput,
  addToGroupFormMachine,
  autoRestartFormInput,
  autoRestartFormMachine,
  bootDiskFormInput,
  bootDiskFormMachine,
  resizeFormInput,
  resizeFormMachine,
} from '~/machines/compute/instance-settings'
import { SettingsTab } from '~/views/compute/instances/SettingsTab'
import { RESIZE_SECTION } from '~/paths'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { useInstance } from './instance.pages'
import { instanceSettingsRoute } from './instance-settings.routes'
import { couldNot } from '../kit'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'

export function InstanceSettingsRoute() {
  const data = instanceSettingsRoute.useLoaderData()
  const toast = useToast()
  // A form ends when it saves; after each save the forms start over from
  // what is now saved, ready for the next change.
  const [saves, setSaves] = useState(0)
  const onSaved = useCallback(
    (title: string) => {
      toast({ title, variant: 'success' })
      setSaves((n) => n + 1)
    },
    [toast],
  )
  return <SettingsForms key={saves} {...data} onSaved={onSaved} />
}

type Data = { disks: Disk[]; groups: AntiAffinityGroup[]; allGroups: AntiAffinityGroup[] }

function SettingsForms({ disks, groups, allGroups, onSaved }: Data & { onSaved: (title: string) => void }) {
  const { project } = instanceSettingsRoute.useParams()
  const instance = useInstance()
  const confirm = useConfirm()
  const router = useRouter()
  const name = instance.instance.name
  const reload = useCallback(async () => {
    await invalidate('/v1/instances')
    await router.invalidate()
  }, [router])

  const resizeActor = usePageActor(resizeFormMachine, { input: resizeFormInput(instance.instance, instance.resize) })
  const bootActor = usePageActor(bootDiskFormMachine, {
    input: bootDiskFormInput(instance.instance.bootDiskId, instance.setBootDisk),
  })
  const restartActor = usePageActor(autoRestartFormMachine, {
    input: autoRestartFormInput(instance.instance, instance.setAutoRestartPolicy),
  })
  const addActor = usePageActor(addToGroupFormMachine, { input: addToGroupFormInput(project, name) })
  useOnDone(resizeActor, () => onSaved(`Instance ${name} resized`))
  useOnDone(bootActor, () => onSaved('Boot disk updated'))
  useOnDone(restartActor, () => onSaved('Auto-restart policy updated'))
  useOnDone(addActor, () => void reload().then(() => onSaved(`${name} added to the group`)))

  const memberOf = new Set(groups.map((g) => g.id))
  const onRemove = (g: AntiAffinityGroup) =>
    confirm({
      title: 'Remove from group',
      message: `Remove ${name} from anti-affinity group ${g.name}?`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: couldNot('remove', 'instance from group'),
      action: () => removeAntiAffinityGroupMember(project, g.name, name).then(reload),
    })

  return (
    <SettingsTab
      instance={instance}
      resize={useConnect(resizeActor, connectForm)}
      bootDisk={useConnect(bootActor, connectForm)}
      autoRestart={useConnect(restartActor, connectForm)}
      addToGroup={useConnect(addActor, connectForm)}
      disks={disks}
      groups={groups}
      otherGroups={allGroups.filter((g) => !memberOf.has(g.id))}
      onRemoveFromGroup={onRemove}
      focusResize={useLocation().hash === RESIZE_SECTION}
    />
  )
}

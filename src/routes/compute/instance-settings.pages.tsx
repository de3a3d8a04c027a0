// The instance's Settings tab: a chunk of its own (instance.routes.tsx).
import { useLocation } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { instanceGroupsSection, KIND_NOUN, otherGroups, projectGroupsSection, removeGroupMember, type Group, type GroupKind } from '~/machines/compute/affinity'
import {
  addToGroupFormInput,
  addToGroupFormMachine,
  autoRestartFormInput,
  autoRestartFormMachine,
  bootDiskChoicesSection,
  bootDiskFormInput,
  bootDiskFormMachine,
  INSTANCE_SETTINGS_READS,
  resizeFormInput,
  resizeFormMachine,
} from '~/machines/compute/instance-settings'
import { connectForm } from '~/machines/shared/form.connect'
import { mapSection, sectionData } from '~/machines/shared/section'
import { RESIZE_SECTION } from '~/paths'
import { SettingsTab } from '~/views/compute/instances/SettingsTab'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { couldNot, routeApi, useSection } from '../kit'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'
import { useInstance } from './instance.pages'

// The disks and groups (parts of the tab) follow what the forms (and the other tabs) change.
const settingsRoute = routeApi('/authed/projects/$project/instances/$instance/settings', {
  refreshOn: INSTANCE_SETTINGS_READS,
})

/** One kind's groups: those the instance is in, and the project's others it may join (both parts of the tab). */
function useGroups(kind: GroupKind, project: string, instance: string) {
  const mine = mapSection(useSection(instanceGroupsSection(kind, project, instance)), (p) => p.items)
  const all = mapSection(useSection(projectGroupsSection(kind, project)), (p) => p.items)
  // The picker is the project's groups, less those it is in once that is known (joining waits for it anyway).
  return { groups: mine, otherGroups: mapSection(all, (groups) => otherGroups(sectionData(mine, []), groups)) }
}

export function InstanceSettingsRoute() {
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
  return <SettingsForms key={saves} onSaved={onSaved} />
}

function SettingsForms({ onSaved }: { onSaved: (title: string) => void }) {
  const { project, instance: ref } = settingsRoute.useParams()
  const instance = useInstance()
  const disks = mapSection(useSection(bootDiskChoicesSection({ project, instance: ref })), (p) => p.items)
  const antiAffinity = useGroups('anti-affinity', project, ref)
  const affinity = useGroups('affinity', project, ref)
  const confirm = useConfirm()
  const name = instance.instance.name

  const resizeActor = usePageActor(resizeFormMachine, { input: resizeFormInput(instance.instance, instance.resize) })
  const bootActor = usePageActor(bootDiskFormMachine, {
    input: bootDiskFormInput(instance.instance.bootDiskId, instance.setBootDisk),
  })
  const restartActor = usePageActor(autoRestartFormMachine, {
    input: autoRestartFormInput(instance.instance, instance.setAutoRestartPolicy),
  })
  const addAntiActor = usePageActor(addToGroupFormMachine, { input: addToGroupFormInput('anti-affinity', project, name) })
  const addAffinityActor = usePageActor(addToGroupFormMachine, { input: addToGroupFormInput('affinity', project, name) })
  useOnDone(resizeActor, () => onSaved(`Instance ${name} resized`))
  useOnDone(bootActor, () => onSaved('Boot disk updated'))
  useOnDone(restartActor, () => onSaved('Auto-restart policy updated'))
  useOnDone(addAntiActor, () => onSaved(`${name} added to ${addAntiActor.getSnapshot().context.values.group}`))
  useOnDone(addAffinityActor, () => onSaved(`${name} added to ${addAffinityActor.getSnapshot().context.values.group}`))

  const onRemove = (kind: GroupKind) => (g: Group) =>
    confirm({
      title: 'Remove from group',
      message: `Remove ${name} from ${KIND_NOUN[kind]} ${g.name}?`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: couldNot('remove', 'instance from group'),
      action: () => removeGroupMember(kind, project, g.name, name),
    })

  return (
    <SettingsTab
      instance={instance}
      resize={useConnect(resizeActor, connectForm)}
      bootDisk={useConnect(bootActor, connectForm)}
      autoRestart={useConnect(restartActor, connectForm)}
      disks={disks}
      antiAffinity={{ ...antiAffinity, project, addToGroup: useConnect(addAntiActor, connectForm), onRemoveFromGroup: onRemove('anti-affinity') }}
      affinity={{ ...affinity, project, addToGroup: useConnect(addAffinityActor, connectForm), onRemoveFromGroup: onRemove('affinity') }}
      focusResize={useLocation().hash === RESIZE_SECTION}
    />
  )
}

import { useEffect } from 'react'
import { RESIZE_SECTION } from '~/paths'
import { css } from 'styled-system/css'
import type { Disk } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { PickerField } from '~/views/kit/SectionColumn'
import { instanceGroupsFullReason, KIND_NOUN, type Group, type GroupKind } from '~/machines/compute/affinity'
import { Link } from '@tanstack/react-router'
import { groupTo, kindHelp, kindTitle, PolicyBadge } from '~/views/compute/affinity/Pages'
import type { InstanceProps } from '~/machines/compute/instance.connect'
import { type AddToGroupValues, type AutoRestartValues, type BootDiskValues, type ResizeValues, CPU_BOUNDS, MEMORY_GIB_BOUNDS } from '~/machines/compute/instance-settings'
import { SectionForm } from '~/views/kit/SectionForm'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  FormErrors,
  NumberField,
  SectionState,
  Select,
  Table,
  formatDateTime,
} from '~/views/ui'

type Props = {
  instance: InstanceProps
  resize: FormProps<ResizeValues, void>
  bootDisk: FormProps<BootDiskValues, void>
  autoRestart: FormProps<AutoRestartValues, void>
  /** The boot disk select's choices: a part of the tab, read as it opens. */
  disks: Section<Disk[]>
  /** The groups of each kind the instance is in, and what it may join (parts of the tab). */
  antiAffinity: GroupsProps
  affinity: GroupsProps
  /** Arrived from a Resize menu item: the resize fields take focus. */
  focusResize?: boolean
}

const row = css({ display: 'flex', gap: '4', alignItems: 'flex-end', flexWrap: 'wrap' })
const note = css({ color: 'fgMuted', fontSize: 'sm', lineHeight: '1.6' })

export function SettingsTab({ instance, resize, bootDisk, autoRestart, disks, antiAffinity, affinity, focusResize }: Props) {
  const i = instance.instance
  // Keyboard users who picked Resize from a menu continue where they meant to, not at the top of the page.
  useEffect(() => {
    if (focusResize) document.querySelector<HTMLInputElement>(`#${RESIZE_SECTION} input`)?.focus()
  }, [focusResize])
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Card title="Auto-restart">
        <div className={css({ display: 'grid', gap: '3' })}>
          <p className={note}>
            Auto-restart is {i.autoRestartEnabled ? 'enabled' : 'disabled'} for this instance.
            {i.autoRestartCooldownExpiration && <> Cooldown ends {formatDateTime(i.autoRestartCooldownExpiration)}.</>}{' '}
            {instance.dueForRestart && <Badge variant="warning">Due for restart</Badge>}
          </p>
          <SectionForm form={autoRestart} label="Save policy" reason={instance.actions.setAutoRestartPolicy.reason}>
            <Select
              label="Policy"
              {...field(autoRestart, 'policy')}
              options={[
                { value: 'default', label: 'Default (set by the control plane)' },
                { value: 'best_effort', label: 'Best effort' },
                { value: 'never', label: 'Never' },
              ]}
            />
          </SectionForm>
        </div>
      </Card>
      <Card title="Resize" id={RESIZE_SECTION}>
        <SectionForm form={resize} label="Resize" reason={instance.actions.resize.reason}>
          <NumberField
            label="vCPUs"
            min={CPU_BOUNDS.min}
            max={CPU_BOUNDS.max}
            {...field(resize, 'ncpus')}
          />
          <NumberField
            label="Memory"
            unit="GiB"
            min={MEMORY_GIB_BOUNDS.min}
            max={MEMORY_GIB_BOUNDS.max}
            {...field(resize, 'memoryGiB')}
          />
        </SectionForm>
      </Card>
      <Card title="Boot disk">
        <SectionForm form={bootDisk} label="Set boot disk" reason={instance.actions.updateBootDisk.reason}>
          <PickerField section={disks} what="the instance’s disks" label="Boot disk" error={bootDisk.errors.disk}>
            {(list) => (
              <Select
                label="Boot disk"
                {...field(bootDisk, 'disk')}
                placeholder="No boot disk"
                options={list.map((d) => ({ value: d.id, label: d.name }))}
              />
            )}
          </PickerField>
        </SectionForm>
      </Card>
      <GroupsCard kind="anti-affinity" instance={instance} {...antiAffinity} />
      <GroupsCard kind="affinity" instance={instance} {...affinity} />
    </div>
  )
}

export type GroupsProps = {
  /** The groups the instance is in: a part of the tab. */
  groups: Section<Group[]>
  /** Groups of the project the instance isn't in (read with the project's groups). */
  otherGroups: Section<Group[]>
  project: string
  addToGroup: FormProps<AddToGroupValues, unknown>
  onRemoveFromGroup: (group: Group) => void
}

const groupLink = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

/** One kind's groups the instance is in, and a form to join another (only while stopped, and while under the limit). */
function GroupsCard({ kind, instance, groups, otherGroups, project, addToGroup, onRemoveFromGroup }: GroupsProps & { kind: GroupKind; instance: InstanceProps }) {
  const title = kindTitle[kind]
  const noun = KIND_NOUN[kind]
  // How many groups it is in decides whether it may join another: not offered until that is known.
  const count =
    groups.status === 'ready'
      ? instanceGroupsFullReason(kind, groups.data.length)
      : groups.status === 'pending'
        ? `Reading the instance’s ${noun}s…`
        : `Could not read the instance’s ${noun}s: ${groups.message}`
  const reason = instance.actions.addToAffinityGroup.reason ?? count
  return (
    <Card title={title}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p className={note}>{kindHelp[kind]}</p>
        <SectionState section={groups} what={`the instance’s ${noun}s`}>
          {(rows) => (
        <Table<Group>
          label={title}
          rows={rows}
          rowKey={(g) => g.id}
          rowName={(g) => g.name}
          columns={[
            {
              header: 'Name',
              cell: (g) => (
                <Link to={groupTo(kind, project, g.name)} className={groupLink}>
                  {g.name}
                </Link>
              ),
            },
            { header: 'Policy', cell: (g) => <PolicyBadge policy={g.policy} /> },
            { header: 'Failure domain', cell: (g) => g.failureDomain },
          ]}
          rowActions={(g) => [{ label: 'Remove', danger: true, onSelect: () => onRemoveFromGroup(g) }]}
          emptyState={<EmptyState title={`In no ${KIND_NOUN[kind]}`} body="Add the instance to a group of this project while it is stopped." />}
        />
          )}
        </SectionState>
        <FormErrors errors={addToGroup.formErrors} />
        <form
          noValidate
          aria-label={`Add to ${KIND_NOUN[kind]}`}
          className={row}
          onSubmit={(e) => {
            e.preventDefault()
            addToGroup.submit()
          }}
        >
          <PickerField section={otherGroups} what={`the project’s ${noun}s`} label={`Add to ${noun}`} error={addToGroup.errors.group}>
            {(others) => (
              <Select
                label={`Add to ${noun}`}
                {...field(addToGroup, 'group')}
                placeholder={others.length ? 'Choose a group' : `No other ${noun}s in this project`}
                options={others.map((g) => ({ value: g.name, label: g.name }))}
              />
            )}
          </PickerField>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            loading={addToGroup.isSubmitting}
            disabled={!!reason || !addToGroup.values.group}
            disabledReason={reason}
          >
            Add
          </Button>
        </form>
      </div>
    </Card>
  )
}

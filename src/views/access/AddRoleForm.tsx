import type { ListProps } from '~/machines/shared/list.connect'
import { field, type FormProps } from '~/machines/shared/form.connect'
import { choiceLabel, IDENTITY_LABEL, type AddRoleValues } from '~/machines/access/access'
import type { NamedIdentity, RoleDescriptions } from '~/machines/access/roles.rules'
import type { RoleGuide } from '~/machines/access/role-guide.rules'
import { FormModal } from '~/views/kit/FormModal'
import { Select } from '~/views/ui'
import { RoleField } from './RoleField'

type Props<R> = {
  form: FormProps<AddRoleValues, R>
  /** Silo users and groups with no role here yet, users before groups. */
  choices: ListProps<NamedIdentity>
  /** 'the fleet', 'the silo' or 'project mock-project', for the subtitle. */
  target: string
  /** What each role means there (the silo's and projects' by default). */
  roleDescriptions?: RoleDescriptions
  /** What each role may do there, beside the picker. */
  roleGuide?: RoleGuide
  onDismiss: () => void
}

/** "Add user or group": pick one without a role here, and the role to give. */
export function AddRoleForm<R>({ form, choices, target, roleDescriptions, roleGuide, onDismiss }: Props<R>) {
  const none = !choices.isLoading && !choices.error && choices.rows.length === 0
  const identity = field(form, 'identityId')
  return (
    <FormModal
      form={form}
      title="Add user or group"
      subtitle={`A role on ${target}`}
      submitLabel="Assign role"
      submitDisabled={choices.isLoading || none}
      onDismiss={onDismiss}
    >
      <Select
        label={IDENTITY_LABEL}
        required
        disabled={choices.isLoading || none}
        placeholder={
          choices.isLoading ? 'Loading users and groups…' : none ? 'Every user and group has a role here' : 'Choose a user or group'
        }
        options={choices.rows.map((c) => ({ value: c.id, label: choiceLabel(c) }))}
        {...identity}
        error={identity.error ?? choices.error}
        description="Users and groups that already have a role here are changed from the table"
      />
      <RoleField {...field(form, 'role')} descriptions={roleDescriptions} guide={roleGuide} />
    </FormModal>
  )
}

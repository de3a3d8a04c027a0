import { field, type FormProps } from '~/machines/shared/form.connect'
import { OWN_LAST_ADMIN_WARNING } from '~/machines/access/own-admin.rules'
import type { ChangeRoleValues } from '~/machines/access/access'
import { IDENTITY_TYPE_LABELS, type NamedIdentity, type RoleDescriptions } from '~/machines/access/roles.rules'
import type { RoleGuide } from '~/machines/access/role-guide.rules'
import { FormModal } from '~/views/kit/FormModal'
import { css } from 'styled-system/css'
import { RoleField } from './RoleField'

type Props<R> = {
  form: FormProps<ChangeRoleValues, R>
  identity: NamedIdentity
  /** The assignment is the signed-in user's own last admin role here. */
  ownLastAdmin: boolean
  /** What each role means there (the silo's and projects' by default). */
  roleDescriptions?: RoleDescriptions
  /** What each role may do there, beside the picker. */
  roleGuide?: RoleGuide
  onDismiss: () => void
}

const warning = css({ color: 'warning', bg: 'warningBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm' })

/** "Change role": one identity's role here; the others stay as they are. */
export function ChangeRoleForm<R>({ form, identity, ownLastAdmin, roleDescriptions, roleGuide, onDismiss }: Props<R>) {
  const warn = ownLastAdmin && form.values.role !== 'admin'
  return (
    <FormModal
      form={form}
      title="Change role"
      subtitle={`${identity.name} (${IDENTITY_TYPE_LABELS[identity.identityType]})`}
      submitLabel="Change role"
      onDismiss={onDismiss}
    >
      <RoleField {...field(form, 'role')} descriptions={roleDescriptions} guide={roleGuide} />
      {warn && (
        <p role="note" className={warning}>
          {OWN_LAST_ADMIN_WARNING}
        </p>
      )}
    </FormModal>
  )
}

import type { FieldBinding } from '~/machines/shared/form.connect'
import { ROLE_DESCRIPTIONS, ROLES, type RoleName } from '~/machines/access/roles.rules'
import { ROLE_LABEL } from '~/machines/access/role-form.input'
import { RadioGroup } from '~/views/ui'

/** The role radios of both access forms, strongest first (§6): `<RoleField {...field(form, 'role')} />`. */
export function RoleField(binding: FieldBinding<RoleName>) {
  return (
    <RadioGroup
      label={ROLE_LABEL}
      required
      options={ROLES.map((r) => ({ value: r, label: r, description: ROLE_DESCRIPTIONS[r] }))}
      {...binding}
    />
  )
}

import { ROLE_DESCRIPTIONS, ROLES, type RoleName } from '~/machines/access/roles'
import { ROLE_LABEL } from '~/machines/access/role-form'
import { RadioGroup } from '~/views/ui'

type Props = {
  value: RoleName
  error?: string
  onChange: (role: RoleName) => void
}

/** The role radios of both access forms, strongest first (§6). */
export function RoleField({ value, error, onChange }: Props) {
  return (
    <RadioGroup
      label={ROLE_LABEL}
      name="role"
      required
      options={ROLES.map((r) => ({ value: r, label: r, description: ROLE_DESCRIPTIONS[r] }))}
      value={value}
      error={error}
      onChange={(v) => onChange(v as RoleName)}
    />
  )
}

import type { FieldBinding } from '~/machines/shared/form.connect'
import { ROLE_DESCRIPTIONS, ROLES, type RoleDescriptions, type RoleName } from '~/machines/access/roles.rules'
import type { RoleGuide as Guide } from '~/machines/access/role-guide.rules'
import { ROLE_LABEL } from '~/machines/access/access'
import { RadioGroup } from '~/views/ui'
import { RoleGuide } from './RoleGuide'

type Props = FieldBinding<RoleName> & {
  /** What each role means where it is given (the fleet's roles mean other things than a silo's). */
  descriptions?: RoleDescriptions
  /** The longer account of each role, in a disclosure under the radios. */
  guide?: Guide
}

/** The role radios of both access forms, strongest first: `<RoleField {...field(form, 'role')} />`. */
export function RoleField({ descriptions = ROLE_DESCRIPTIONS, guide, ...binding }: Props) {
  return (
    <>
      <RadioGroup
        label={ROLE_LABEL}
        required
        options={ROLES.map((r) => ({ value: r, label: r, description: descriptions[r] }))}
        {...binding}
      />
      {guide && <RoleGuide guide={guide} />}
    </>
  )
}

import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { AntiAffinityGroup, AntiAffinityGroupFormValues } from '~/machines/compute/affinity'
import { RadioGroup } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { failureDomainHelp, policyHelp } from './PolicyBadge'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props = FormViewProps<AntiAffinityGroupFormValues, AntiAffinityGroup> & {
  /** Edit: policy and failure domain are fixed once the group exists. */
  mode: 'create' | 'edit'
}

/** Create and edit share one form: name, description, policy and failure domain. */
export function AntiAffinityGroupForm({ form, mode, onDismiss }: Props) {
  const fixed = mode === 'edit'
  const title = fixed ? 'Edit anti-affinity group' : 'Create anti-affinity group'
  const submitLabel = fixed ? 'Update group' : 'Create group'
  return (
    <FormModal form={form} title={title} submitLabel={submitLabel} onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <RadioGroup
        label="Policy"
        required={!fixed}
        disabled={fixed}
        {...field(form, 'policy')}
        description={fixed ? 'The policy is set when the group is created and cannot be changed.' : undefined}
        options={[
          { value: 'allow', label: 'Allow', description: policyHelp.allow },
          { value: 'fail', label: 'Fail', description: policyHelp.fail },
        ]}
      />
      <RadioGroup
        label="Failure domain"
        disabled={fixed}
        {...field(form, 'failureDomain')}
        options={[{ value: 'sled', label: 'Sled', description: failureDomainHelp }]}
      />
    </FormModal>
  )
}

import type { FormProps } from '~/machines/shared/form.connect'
import type { AffinityPolicy, AntiAffinityGroupFormValues } from '~/machines/compute/anti-affinity-form'
import { RadioGroup, SideModalForm } from '~/views/ui'
import { failureDomainHelp, policyHelp } from './PolicyBadge'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<AntiAffinityGroupFormValues, R>
  /** Edit: policy and failure domain are fixed once the group exists. */
  mode: 'create' | 'edit'
  onDismiss: () => void
}

/** Create and edit share one form: name, description, policy and failure domain. */
export function AntiAffinityGroupForm<R>({ title, submitLabel, form, mode, onDismiss }: Props<R>) {
  const fixed = mode === 'edit'
  return (
    <SideModalForm
      title={title}
      submitLabel={submitLabel}
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <RadioGroup
        label="Policy"
        name="policy"
        required={!fixed}
        disabled={fixed}
        value={form.values.policy}
        error={form.errors.policy}
        onChange={(v) => form.change('policy', v as AffinityPolicy)}
        description={fixed ? 'The policy is set when the group is created and cannot be changed.' : undefined}
        options={[
          { value: 'allow', label: 'Allow', description: policyHelp.allow },
          { value: 'fail', label: 'Fail', description: policyHelp.fail },
        ]}
      />
      <RadioGroup
        label="Failure domain"
        name="failureDomain"
        disabled={fixed}
        value={form.values.failureDomain}
        error={form.errors.failureDomain}
        onChange={() => form.change('failureDomain', 'sled')}
        options={[{ value: 'sled', label: 'Sled', description: failureDomainHelp }]}
      />
    </SideModalForm>
  )
}

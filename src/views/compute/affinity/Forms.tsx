// The anti-affinity group forms: create or edit a group, add an instance to one.
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import type { AddMemberFormValues, AntiAffinityGroup, AntiAffinityGroupFormValues, MemberCandidate } from '~/machines/compute/affinity'
import { RadioGroup } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { failureDomainHelp, policyHelp } from './Pages'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import type { ListProps } from '~/machines/shared/list.connect'
import { PICKER_LIMIT } from '~/api'
import { NamePicker } from '~/views/kit/NamePicker'

type AntiAffinityGroupFormProps = FormViewProps<AntiAffinityGroupFormValues, AntiAffinityGroup> & {
  /** Edit: policy and failure domain are fixed once the group exists. */
  mode: 'create' | 'edit'
}

/** Create and edit share one form: name, description, policy and failure domain. */
export function AntiAffinityGroupForm({ form, mode, onDismiss }: AntiAffinityGroupFormProps) {
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

type AddMemberFormProps<R> = {
  group: string
  form: FormProps<AddMemberFormValues, R>
  /**
   * The project's instances that are not members yet, read when the modal
   * opens; a next page means there are more: any instance's name may be typed.
   */
  choices: ListProps<MemberCandidate>
  onDismiss: () => void
}

const STOPPED_ONLY = 'Only a stopped instance can be added to an anti-affinity group.'

const optionLabel = (c: MemberCandidate) =>
  c.disabled && c.disabledReason ? `${c.name} (${c.runState}): ${c.disabledReason}` : `${c.name} (${c.runState})`

/** Picks one of the project's instances that is not a member yet; only stopped ones can be chosen. */
export function AddMemberForm<R>({ group, form, choices, onDismiss }: AddMemberFormProps<R>) {
  const loadError = choices.error
  const candidates = choices.isLoading || loadError ? undefined : choices.rows
  const more = choices.canNext
  const loading = candidates === undefined && !loadError
  const none = candidates !== undefined && candidates.length === 0
  return (
    <FormModal
      form={form}
      title="Add instance"
      subtitle={group}
      submitLabel="Add to group"
      loadErrors={[loadError]}
      submitDisabled={loading || none || !!loadError}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Instance"
        required
        more={more}
        disabled={loading || none}
        placeholder={loading ? 'Loading instances…' : none ? 'No instances to add' : 'Choose an instance'}
        {...field(form, 'instance')}
        description={STOPPED_ONLY}
        typedDescription={`The name of an instance of this project (the first ${PICKER_LIMIT} are suggested). ${STOPPED_ONLY}`}
        options={(candidates ?? []).map((c) => ({ value: c.name, label: optionLabel(c), disabled: c.disabled }))}
      />
    </FormModal>
  )
}

// The affinity forms: create or edit a group of either kind, add an instance to one.
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import { KIND_NOUN, type AddMemberFormValues, type Group, type GroupFormValues, type MemberCandidate } from '~/machines/compute/affinity'
import { RadioGroup } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { failureDomainHelp, kindHelp, policyHelp } from './Pages'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import type { ListProps } from '~/machines/shared/list.connect'
import { PICKER_LIMIT } from '~/api'
import { NamePicker } from '~/views/kit/NamePicker'

type GroupFormProps = FormViewProps<GroupFormValues, Group> & {
  /** Edit: the kind, policy and failure domain are fixed once the group exists. */
  mode: 'create' | 'edit'
}

/**
 * Create and edit share one form: the kind (on create), name, description,
 * policy and failure domain. The title and help follow the kind chosen.
 */
export function GroupForm({ form, mode, onDismiss }: GroupFormProps) {
  const fixed = mode === 'edit'
  const kind = form.values.kind
  const title = `${fixed ? 'Edit' : 'Create'} ${KIND_NOUN[kind]}`
  const submitLabel = fixed ? 'Update group' : 'Create group'
  return (
    <FormModal form={form} title={title} submitLabel={submitLabel} onDismiss={onDismiss}>
      {!fixed && (
        <RadioGroup
          label="Kind"
          required
          {...field(form, 'kind')}
          options={[
            { value: 'anti-affinity', label: 'Anti-affinity', description: kindHelp['anti-affinity'] },
            { value: 'affinity', label: 'Affinity', description: kindHelp.affinity },
          ]}
        />
      )}
      <NameDescriptionFields form={form} />
      <RadioGroup
        label="Policy"
        required={!fixed}
        disabled={fixed}
        {...field(form, 'policy')}
        description={fixed ? 'The policy is set when the group is created and cannot be changed.' : undefined}
        options={[
          { value: 'allow', label: 'Allow', description: policyHelp[kind].allow },
          { value: 'fail', label: 'Fail', description: policyHelp[kind].fail },
        ]}
      />
      <RadioGroup
        label="Failure domain"
        disabled={fixed}
        {...field(form, 'failureDomain')}
        options={[{ value: 'sled', label: 'Sled', description: failureDomainHelp[kind] }]}
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

const STOPPED_ONLY = 'Only a stopped instance can be added to a group.'

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

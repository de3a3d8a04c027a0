import type { AddMemberFormValues, MemberCandidate } from '~/machines/compute/affinity'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { PICKER_LIMIT } from '~/api'
import { FormModal } from '~/views/kit/FormModal'
import { NamePicker } from '~/views/kit/NamePicker'

type Props<R> = {
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
export function AddMemberForm<R>({ group, form, choices, onDismiss }: Props<R>) {
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

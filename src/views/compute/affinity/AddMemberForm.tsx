import type { AddMemberFormValues, MemberCandidate } from '~/machines/compute/anti-affinity-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { PICKER_LIMIT } from '~/api'
import { SideModalForm } from '~/views/ui'
import { NamePicker } from '~/views/kit/NamePicker'

type Props<R> = {
  group: string
  form: FormProps<AddMemberFormValues, R>
  /** Undefined while the project's instances load. */
  candidates?: MemberCandidate[]
  /** The project has more instances than `candidates`: any instance's name may be typed. */
  more?: boolean
  loadError?: string
  onDismiss: () => void
}

const STOPPED_ONLY = 'Only a stopped instance can be added to an anti-affinity group.'

const optionLabel = (c: MemberCandidate) =>
  c.disabled && c.disabledReason ? `${c.name} (${c.runState}): ${c.disabledReason}` : `${c.name} (${c.runState})`

/** Picks one of the project's instances that is not a member yet; only stopped ones can be chosen. */
export function AddMemberForm<R>({ group, form, candidates, more = false, loadError, onDismiss }: Props<R>) {
  const loading = candidates === undefined && !loadError
  const none = candidates !== undefined && candidates.length === 0
  const errors = loadError ? [loadError, ...form.formErrors] : form.formErrors
  return (
    <SideModalForm
      title="Add instance"
      subtitle={group}
      submitLabel="Add to group"
      errors={errors}
      submitting={form.isSubmitting}
      submitDisabled={loading || none || !!loadError}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Instance"
        name="instance"
        required
        more={more}
        disabled={loading || none}
        placeholder={loading ? 'Loading instances…' : none ? 'No instances to add' : 'Choose an instance'}
        value={form.values.instance}
        error={form.errors.instance}
        onChange={(v) => form.change('instance', v)}
        onBlur={() => form.blur('instance')}
        description={STOPPED_ONLY}
        typedDescription={`The name of an instance of this project (the first ${PICKER_LIMIT} are suggested). ${STOPPED_ONLY}`}
        options={(candidates ?? []).map((c) => ({ value: c.name, label: optionLabel(c), disabled: c.disabled }))}
      />
    </SideModalForm>
  )
}

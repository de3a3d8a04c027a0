import { field, type FormViewProps } from '~/machines/shared/form.connect'
import {
  targetVersion,
  type TargetRelease,
  type TargetReleaseValues,
  type UpdatePage,
} from '~/machines/system/update'
import { FormModal } from '~/views/kit/FormModal'
import { TextField } from '~/views/ui'
import { css } from 'styled-system/css'

/** `loaded`: the target release as it is (the new one may not be older), and whether this user may set one. */
type Props = FormViewProps<TargetReleaseValues, TargetRelease, UpdatePage>

const note = css({ fontSize: 'sm', color: 'fgMuted' })

/** The system version to update the rack to; the page's wiring confirms before it is sent. */
export function TargetReleaseForm({ form, loaded: { release, canSet }, onDismiss }: Props) {
  const current = targetVersion(release)
  return (
    <FormModal
      form={form}
      title="Set target release"
      submitLabel="Set target release"
      submitDisabled={!canSet.allowed}
      submitDisabledReason={canSet.reason}
      onDismiss={onDismiss}
    >
      <p className={note}>
        The rack updates to this release of the system software, fleet-wide. Its repository must have been uploaded
        to the rack first.
      </p>
      <TextField
        label="System version"
        required
        placeholder="e.g. 16.0.0"
        autoComplete="off"
        spellCheck={false}
        description={
          current ? `The current target is ${current}; the new one may not be older.` : 'No target release has been set yet.'
        }
        {...field(form, 'systemVersion')}
      />
    </FormModal>
  )
}

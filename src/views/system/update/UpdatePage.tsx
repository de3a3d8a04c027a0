import { css } from 'styled-system/css'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { targetVersion, type TargetRelease, type TargetReleaseValues, type UpdatePage } from '~/machines/system/update'
import { FormModal } from '~/views/kit/FormModal'
import { PermittedLink } from '~/views/kit/NameLink'
import { Badge, formatDateTime, PageHeader, PropertiesTable, TextField } from '~/views/ui'

type Props = {
  release: TargetRelease
  canSet: Permission
  /** Where "Set target release" goes. */
  setTo: string
}

const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '65ch' })
const mono = css({ fontFamily: 'mono' })

/** The rack's target release: what the update system moves the fleet towards, where it came from, when it was asked for. */
export function UpdatePage({ release, canSet, setTo }: Props) {
  const version = targetVersion(release)
  const set = (
    <PermittedLink to={setTo} permission={canSet} variant="primary">
      Set target release
    </PermittedLink>
  )
  return (
    <>
      <PageHeader
        title="System update"
        description="The release of the system software the rack updates to"
        actions={set}
      />
      <section aria-label="Current target release">
        <PropertiesTable
          columns={2}
          items={[
            {
              label: 'Target release',
              value: version ? <span className={mono}>{version}</span> : <Badge variant="neutral">none set</Badge>,
            },
            {
              label: 'Source',
              value:
                release.releaseSource.type === 'system_version'
                  ? 'System version (set by an operator)'
                  : 'Unspecified (never set, or set by a MUPdate)',
            },
            { label: 'Requested', value: formatDateTime(release.timeRequested) },
            { label: 'Generation', value: <span className={mono}>{release.generation}</span> },
          ]}
        />
      </section>
      <p className={note}>
        The target release is a goal: the update system moves every sled and component of the fleet to it in the
        background, so what runs on the rack now may still be an older release. It only moves forward.
      </p>
    </>
  )
}

/** `loaded`: the target release as it is (the new one may not be older); `canSet`: whether this user may set one. */
type TargetReleaseFormProps = FormViewProps<TargetReleaseValues, TargetRelease, UpdatePage> & { canSet: Permission }

const formNote = css({ fontSize: 'sm', color: 'fgMuted' })

/** The system version to update the rack to; the page's wiring confirms before it is sent. */
export function TargetReleaseForm({ form, loaded: { release }, canSet, onDismiss }: TargetReleaseFormProps) {
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
      <p className={formNote}>
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

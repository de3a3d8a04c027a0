import { Link } from '@tanstack/react-router'
import type { Permission } from '~/machines/shared/permission.rules'
import { targetVersion, type TargetRelease } from '~/machines/system/update'
import { Badge, Button, PageHeader, PropertiesTable, buttonClass, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

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
  const set = canSet.allowed ? (
    <Link to={setTo} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      Set target release
    </Link>
  ) : (
    <Button variant="primary" size="sm" disabled disabledReason={canSet.reason}>
      Set target release
    </Button>
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

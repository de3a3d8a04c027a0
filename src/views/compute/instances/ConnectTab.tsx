import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ExternalIp, Instance } from '~/api'
import { Card, CopyToClipboard, buttonClass } from '~/views/ui'

type Props = {
  instance: Instance
  project: string
  externalIps: ExternalIp[]
  serialConsoleHref: string
  /** Why the serial console can't be opened in this state, if it can't. */
  serialConsoleDisabledReason?: string
}

const code = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bgRaised',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  px: '3',
  py: '2',
  overflowX: 'auto',
})
const text = css({ color: 'fgMuted', fontSize: 'sm', lineHeight: '1.6' })

function Command({ command }: { command: string }) {
  return (
    <div className={code}>
      <code>{command}</code>
      <CopyToClipboard text={command} label="Copy command" />
    </div>
  )
}

/** How to reach the instance: the serial console, SSH, and the CLI. */
export function ConnectTab({ instance, project, externalIps, serialConsoleHref, serialConsoleDisabledReason }: Props) {
  const ip = externalIps[0]?.ip
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Card title="Serial console">
        <div className={css({ display: 'grid', gap: '3' })}>
          <p className={text}>Connect to the instance's serial console from the browser, as if at its keyboard.</p>
          <div>
            {serialConsoleDisabledReason ? (
              <p className={text} role="note">
                {serialConsoleDisabledReason}
              </p>
            ) : (
              <Link to={serialConsoleHref} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                Connect
              </Link>
            )}
          </div>
        </div>
      </Card>
      <Card title="SSH">
        <div className={css({ display: 'grid', gap: '3' })}>
          {ip ? (
            <>
              <p className={text}>
                The instance is reachable on its external IP with the SSH keys chosen when it was created. The user
                depends on the image (for example <code>ubuntu</code> or <code>debian</code>).
              </p>
              <Command command={`ssh ubuntu@${ip}`} />
            </>
          ) : (
            <p className={text}>
              The instance has no external IP. Attach an ephemeral or floating IP on the networking tab to reach it over
              SSH.
            </p>
          )}
        </div>
      </Card>
      <Card title="Command line">
        <div className={css({ display: 'grid', gap: '3' })}>
          <p className={text}>With the Oxide CLI, the same serial console from a terminal:</p>
          <Command command={`oxide instance serial console --project ${project} --instance ${instance.name}`} />
        </div>
      </Card>
    </div>
  )
}

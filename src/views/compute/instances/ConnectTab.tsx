import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ExternalIp, Instance, SshKey } from '~/api'
import type { Section } from '~/machines/shared/section'
import { Card, CopyToClipboard, SectionState, Table, buttonClass } from '~/views/ui'
import { mono, muted } from '~/views/ui/text'

type Props = {
  instance: Instance
  project: string
  externalIps: Section<ExternalIp[]>
  /** The SSH public keys the instance was given when it was created. */
  sshKeys: Section<SshKey[]>
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

/** 'ssh-ed25519 AAAAC3Nz…' : a key's type and the first characters of its data. */
const abbreviateKey = (key: string) => {
  const [type, data = ''] = key.trim().split(/\s+/)
  return data.length > 16 ? `${type} ${data.slice(0, 16)}…` : `${type} ${data}`
}

function Command({ command }: { command: string }) {
  return (
    <div className={code}>
      <code>{command}</code>
      <CopyToClipboard text={command} label="Copy command" />
    </div>
  )
}

/** How to reach the instance: the serial console, SSH, and the CLI. */
export function ConnectTab({ instance, project, externalIps, sshKeys, serialConsoleHref, serialConsoleDisabledReason }: Props) {
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
          <SectionState section={externalIps} what="the instance’s external IPs">
            {(ips) =>
              ips[0] ? (
                <>
                  <p className={text}>
                    The instance is reachable on its external IP with the SSH keys it was given when it was created (listed
                    below). The user depends on the image (for example <code>ubuntu</code> or <code>debian</code>).
                  </p>
                  <Command command={`ssh ubuntu@${ips[0].ip}`} />
                </>
              ) : (
                <p className={text}>
                  The instance has no external IP. Attach an ephemeral or floating IP on the networking tab to reach it over
                  SSH.
                </p>
              )
            }
          </SectionState>
          <SectionState section={sshKeys} what="the instance’s SSH keys">
            {(keys) => (
              <Table
                label="SSH public keys"
                rows={keys}
                rowKey={(k) => k.id}
                rowName={(k) => k.name}
                columns={[
                  { header: 'Key', cell: (k) => <span className={css({ fontWeight: 'medium' })}>{k.name}</span> },
                  { header: 'Description', cell: (k) => k.description || <span className={muted}>—</span> },
                  {
                    header: 'Public key',
                    // The key's type and the start of its data: enough to tell keys apart.
                    cell: (k) => <span className={mono}>{abbreviateKey(k.publicKey)}</span>,
                  },
                ]}
                emptyState={
                  <p className={text}>
                    The instance was given no SSH keys. Keys are chosen when an instance is created; the image may still
                    let you in another way.
                  </p>
                }
              />
            )}
          </SectionState>
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

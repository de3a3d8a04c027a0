import { ResourceDetails } from '~/views/kit/DetailsModal'
import type { SshKey } from '~/api'
import { summarizeSshKey } from '~/validation'
import { CopyToClipboard, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  sshKey: SshKey
  onDismiss: () => void
}

const keyBox = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  mb: '4',
  bg: 'bgRaised',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
})
const keyText = css({
  flex: 1,
  fontFamily: 'mono',
  fontSize: 'xs',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  m: 0,
})
const heading = css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })
const note = css({ fontSize: 'sm', color: 'fgMuted' })

/** An SSH key, read-only: Nexus has no call that changes one (delete it and add another). */
export function SshKeyDetails({ sshKey, onDismiss }: Props) {
  return (
    <ResourceDetails
      title="SSH key"
      resource={sshKey}
      onDismiss={onDismiss}
      properties={[
        {
          label: 'Key',
          value: <span className={mono}>{summarizeSshKey(sshKey.publicKey)}</span>,
        },
        { label: 'ID', value: <span className={mono}>{sshKey.id}</span> },
        { label: 'Created', value: formatDateTime(sshKey.timeCreated) },
      ]}
    >
      <h3 id="ssh-public-key" className={heading}>
        Public key
      </h3>
      <div className={keyBox}>
        <pre aria-labelledby="ssh-public-key" className={keyText}>
          {sshKey.publicKey}
        </pre>
        <CopyToClipboard text={sshKey.publicKey} label="Copy public key" />
      </div>
      <p className={note}>SSH keys cannot be changed. To replace this key, delete it and add the new one.</p>
    </ResourceDetails>
  )
}

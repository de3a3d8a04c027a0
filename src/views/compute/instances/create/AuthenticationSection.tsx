import { css } from 'styled-system/css'
import { PICKER_LIMIT } from '~/api'
import { summarizeSshKey } from '~/validation'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { Button, Checkbox } from '~/views/ui'
import { TruncatedNote } from './FindByName'
import { Nothing, Section } from './Section'

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const keyText = css({ display: 'block', fontFamily: 'mono', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxW: '32rem' })

export function AuthenticationSection({ page, onAddSshKey }: { page: InstanceCreateProps; onAddSshKey: () => void }) {
  const { values, pickers } = page
  return (
    <Section title="Authentication" hint="SSH keys from your profile to install on the instance.">
      <fieldset className={list}>
        <legend className={css({ srOnly: true })}>SSH keys</legend>
        {pickers.sshKeys.length === 0 && <Nothing>No SSH keys in your profile</Nothing>}
        {page.more.sshKeys && (
          <TruncatedNote>
            Showing the first {PICKER_LIMIT} SSH keys of your profile; only the keys shown can be installed here.
          </TruncatedNote>
        )}
        {pickers.sshKeys.map((key) => (
          <Checkbox
            key={key.id}
            label={key.name}
            description={<span className={keyText}>{summarizeSshKey(key.publicKey)}</span>}
            value={values.sshKeys.includes(key.id)}
            onChange={(checked) => page.toggleSshKey(key.id, checked)}
          />
        ))}
      </fieldset>
      <div>
        <Button variant="secondary" onClick={onAddSshKey}>
          Add SSH key
        </Button>
      </div>
    </Section>
  )
}

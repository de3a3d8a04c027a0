import { DetailsModal } from '~/views/kit/DetailsModal'
import type { SamlIdentityProvider } from '~/api'
import { CopyToClipboard, PropertiesTable, formatDateTime, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'

const mono = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
})

/** A SAML identity provider, read-only (Nexus has no update for one). */
export function IdpView({ idp, silo, onDismiss }: { idp: SamlIdentityProvider; silo: string; onDismiss: () => void }) {
  const copyable = (value: string, what: string) => (
    <span className={mono}>
      {value} <CopyToClipboard text={value} label={`Copy ${what}`} />
    </span>
  )
  return (
    <DetailsModal title="Identity provider" subtitle={`${idp.name} · SAML, silo ${silo}`} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: idp.name },
          { label: 'Description', value: idp.description },
          idProperty(idp.id),
          { label: 'SP client ID', value: idp.spClientId },
          { label: 'ACS URL', value: copyable(idp.acsUrl, 'ACS URL') },
          { label: 'SLO URL', value: idp.sloUrl },
          { label: 'Entity ID', value: idp.idpEntityId },
          { label: 'Technical contact', value: idp.technicalContactEmail },
          { label: 'Group attribute', value: idp.groupAttributeName },
          {
            label: 'Signing cert',
            value: idp.publicCert ? <span className={mono}>{idp.publicCert.slice(0, 32)}…</span> : 'None',
          },
          { label: 'Created', value: formatDateTime(idp.timeCreated) },
          { label: 'Last modified', value: formatDateTime(idp.timeModified) },
        ]}
      />
    </DetailsModal>
  )
}

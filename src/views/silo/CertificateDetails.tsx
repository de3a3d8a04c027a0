import { readCertificateChain } from '~/machines/shared/certificates.rules'
import type { Certificate } from '~/machines/silo/certificates'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { CopyToClipboard, PropertiesTable, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { SERVICE_LABELS } from './certificate-text'
import { CertificateSummaryTable } from './CertificateSummaryTable'
import { mono } from '~/views/ui/text'

type Props = {
  certificate: Certificate
  onDismiss: () => void
}

const heading = css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })
const pemBox = css({ display: 'flex', alignItems: 'flex-start', gap: '2', p: '3', mb: '4', bg: 'bgRaised', border: '1px solid {colors.border}', borderRadius: 'md' })
const pemText = css({ flex: 1, fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'pre', m: 0, maxH: '20rem', overflow: 'auto' })
const note = css({ fontSize: 'sm', color: 'fgMuted' })

/** A certificate, read-only: Nexus has no call that changes one (add the new one, then delete this). */
export function CertificateDetails({ certificate: c, onDismiss }: Props) {
  const chain = readCertificateChain(c.cert)
  return (
    <DetailsModal title="Certificate" subtitle={c.name} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: c.name },
          { label: 'Description', value: c.description || '—' },
          { label: 'Service', value: SERVICE_LABELS[c.service] ?? c.service },
          { label: 'ID', value: <span className={mono}>{c.id}</span> },
          { label: 'Created', value: formatDateTime(c.timeCreated) },
        ]}
      />
      {chain ? (
        <CertificateSummaryTable chain={chain} />
      ) : (
        <p className={note}>The console could not read this chain’s fields; its PEM is below.</p>
      )}
      <h3 id="certificate-pem" className={heading}>
        Certificate chain (PEM)
      </h3>
      <div className={pemBox}>
        <pre aria-labelledby="certificate-pem" className={pemText} tabIndex={0}>
          {c.cert}
        </pre>
        <CopyToClipboard text={c.cert} label="Copy certificate chain" />
      </div>
      <p className={note}>The private key is never shown. To replace a certificate, add the new one, then delete this one.</p>
    </DetailsModal>
  )
}

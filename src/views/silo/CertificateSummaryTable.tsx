import { isExpired, type CertificateSummary } from '~/machines/shared/certificates.rules'
import { Badge, PropertiesTable, formatDateTime } from '~/views/ui'

/** What the leaf certificate says, and how long the chain is. */
export function CertificateSummaryTable({ chain }: { chain: CertificateSummary[] }) {
  const [leaf] = chain
  const expired = isExpired(leaf)
  return (
    <PropertiesTable
      items={[
        { label: 'Subject', value: leaf.subject || '—' },
        { label: 'Issuer', value: leaf.subject === leaf.issuer ? `${leaf.issuer} (self-signed)` : leaf.issuer || '—' },
        { label: 'DNS names', value: leaf.dnsNames.length ? leaf.dnsNames.join(', ') : '—' },
        { label: 'Valid from', value: formatDateTime(leaf.notBefore) },
        {
          label: 'Valid until',
          value: expired ? <Badge variant="danger">Expired {formatDateTime(leaf.notAfter)}</Badge> : formatDateTime(leaf.notAfter),
        },
        { label: 'Chain', value: chain.length === 1 ? '1 certificate' : `${chain.length} certificates` },
      ]}
    />
  )
}

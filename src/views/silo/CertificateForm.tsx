import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { readCertificateChain } from '~/machines/shared/certificates.rules'
import type { Certificate, CertificateValues } from '~/machines/silo/certificates'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { CertificateSummaryTable } from './CertificateSummaryTable'
import { PemField } from './PemField'

type Props = FormViewProps<CertificateValues, Certificate>

const CHAIN_HINT = 'PEM, leaf first: the certificate for the silo’s domain, then any intermediate certificates.'
const KEY_HINT = 'PEM, unencrypted: the private key of the first certificate. It is sent to the rack once and never shown again.'

/** 'Add certificate': the chain and key pasted or read from files; the chain read back as a check. */
export function CertificateForm({ form, onDismiss }: Props) {
  const chain = form.errors.cert ? null : readCertificateChain(form.values.cert)
  return (
    <FormModal form={form} title="Add certificate" submitLabel="Add certificate" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <PemField
        label="Certificate chain"
        required
        what="certificate chain"
        description={CHAIN_HINT}
        placeholder="-----BEGIN CERTIFICATE-----"
        {...field(form, 'cert')}
      />
      {chain && <CertificateSummaryTable chain={chain} />}
      <PemField
        label="Private key"
        required
        what="private key"
        description={KEY_HINT}
        placeholder="-----BEGIN PRIVATE KEY-----"
        {...field(form, 'key')}
      />
    </FormModal>
  )
}

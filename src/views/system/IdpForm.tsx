import type { FormProps } from '~/machines/shared/form.connect'
import type { IdpFormValues } from '~/machines/system/idp-form'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { RadioGroup, TextField } from '~/views/ui'
import { FormSection } from './FormSection'
import { ReadFileField } from './ReadFileField'

type Props<R> = {
  silo: string
  form: FormProps<IdpFormValues, R>
  onDismiss: () => void
}

type TextKey = 'acsUrl' | 'sloUrl' | 'idpEntityId' | 'spClientId' | 'technicalContactEmail' | 'groupAttributeName' | 'metadataUrl'

export function IdpForm<R>({ silo, form, onDismiss }: Props<R>) {
  const { values, errors } = form
  const text = (name: TextKey) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => form.change(name, v),
    onBlur: () => form.blur(name),
  })
  return (
    <FormModal form={form} title="Create identity provider" subtitle={`SAML, for silo ${silo}`} submitLabel="Create" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />

      <FormSection title="Service provider" hint="How the identity provider knows this silo.">
        <TextField label="SP client ID" required autoComplete="off" {...text('spClientId')} />
        <TextField
          label="ACS URL"
          required
          type="url"
          description={`Where the identity provider sends its responses, e.g. https://<silo DNS name>/login/${silo}/saml/<name>`}
          {...text('acsUrl')}
        />
        <TextField label="SLO URL" required type="url" description="Where the identity provider sends log-out requests" {...text('sloUrl')} />
      </FormSection>

      <FormSection title="Identity provider">
        <TextField label="Entity ID" required autoComplete="off" description="The identity provider's entity ID" {...text('idpEntityId')} />
        <RadioGroup
          label="Metadata source"
          required
          options={[
            { value: 'url', label: 'URL' },
            { value: 'file', label: 'XML file', description: 'Read here in the browser and sent with the form' },
          ]}
          value={values.metadataSource}
          onChange={(v) => form.change('metadataSource', v as IdpFormValues['metadataSource'])}
        />
        {values.metadataSource === 'url' ? (
          <TextField label="Metadata URL" required type="url" {...text('metadataUrl')} />
        ) : (
          <ReadFileField
            label="Metadata file"
            required
            accept=".xml,text/xml,application/xml"
            value={values.metadataFile}
            error={errors.metadataFile}
            onChange={(f) => form.change('metadataFile', f)}
            onBlur={() => form.blur('metadataFile')}
          />
        )}
        <TextField
          label="Technical contact email"
          required
          type="email"
          description="Who to ask about this identity provider's set-up"
          {...text('technicalContactEmail')}
        />
        <TextField
          label="Group attribute name"
          autoComplete="off"
          description="The SAML attribute listing a user's groups, e.g. groups. Without it, users are in no group."
          {...text('groupAttributeName')}
        />
      </FormSection>

      <FormSection title="Request signing" hint="Optional: a keypair for signing requests to the identity provider, as DER files.">
        <ReadFileField
          label="Public certificate"
          accept=".der,.cer,.crt"
          value={values.signingCert}
          error={errors.signingCert}
          onChange={(f) => form.change('signingCert', f)}
        />
        <ReadFileField
          label="Private key"
          description="RSA, PKCS#1"
          accept=".der,.key"
          value={values.signingKey}
          error={errors.signingKey}
          onChange={(f) => form.change('signingKey', f)}
        />
      </FormSection>
    </FormModal>
  )
}

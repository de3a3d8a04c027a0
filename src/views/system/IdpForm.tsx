import type { SamlIdentityProvider } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { IdpFormValues } from '~/machines/system/idps'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { RadioGroup, TextField } from '~/views/ui'
import { FormSection } from './FormSection'
import { ReadFileField } from './ReadFileField'

/** `params.silo`: the silo the identity provider is for. */
type Props = FormViewProps<IdpFormValues, SamlIdentityProvider>

export function IdpForm({ form, params: { silo }, onDismiss }: Props) {
  const { values } = form
  return (
    <FormModal form={form} title="Create identity provider" subtitle={`SAML, for silo ${silo}`} submitLabel="Create" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />

      <FormSection title="Service provider" hint="How the identity provider knows this silo.">
        <TextField label="SP client ID" required autoComplete="off" {...field(form, 'spClientId')} />
        <TextField
          label="ACS URL"
          required
          type="url"
          description={`Where the identity provider sends its responses, e.g. https://<silo DNS name>/login/${silo}/saml/<name>`}
          {...field(form, 'acsUrl')}
        />
        <TextField label="SLO URL" required type="url" description="Where the identity provider sends log-out requests" {...field(form, 'sloUrl')} />
      </FormSection>

      <FormSection title="Identity provider">
        <TextField label="Entity ID" required autoComplete="off" description="The identity provider's entity ID" {...field(form, 'idpEntityId')} />
        <RadioGroup
          label="Metadata source"
          required
          options={[
            { value: 'url', label: 'URL' },
            { value: 'file', label: 'XML file', description: 'Read here in the browser and sent with the form' },
          ]}
          {...field(form, 'metadataSource')}
        />
        {values.metadataSource === 'url' ? (
          <TextField label="Metadata URL" required type="url" {...field(form, 'metadataUrl')} />
        ) : (
          <ReadFileField
            label="Metadata file"
            required
            accept=".xml,text/xml,application/xml"
            {...field(form, 'metadataFile')}
          />
        )}
        <TextField
          label="Technical contact email"
          required
          type="email"
          description="Who to ask about this identity provider's set-up"
          {...field(form, 'technicalContactEmail')}
        />
        <TextField
          label="Group attribute name"
          autoComplete="off"
          description="The SAML attribute listing a user's groups, e.g. groups. Without it, users are in no group."
          {...field(form, 'groupAttributeName')}
        />
      </FormSection>

      <FormSection title="Request signing" hint="Optional: a keypair for signing requests to the identity provider, as DER files.">
        <ReadFileField
          label="Public certificate"
          accept=".der,.cer,.crt"
          {...field(form, 'signingCert')}
        />
        <ReadFileField
          label="Private key"
          description="RSA, PKCS#1"
          accept=".der,.key"
          {...field(form, 'signingKey')}
        />
      </FormSection>
    </FormModal>
  )
}

import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { IdentityProvider, SamlIdentityProvider, Silo } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { IdpFormValues, ReadFile } from '~/machines/system/idps'
import { pb } from '~/paths'
import { ResourceDetails } from '~/views/kit/DetailsModal'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { FileField } from '~/views/storage/images/upload/FileField'
import { Badge, CopyToClipboard, formatDateTime, idProperty, RadioGroup, TextField } from '~/views/ui'
import { FormSection } from './SiloForm'

const note = css({ mb: '3', fontSize: 'sm', color: 'fgMuted' })

/** The silo's identity providers. Only a SAML silo takes one: its users sign in through it. */
export function SiloIdpsTab({ silo, list }: { silo: Silo; list: ListProps<IdentityProvider> }) {
  const saml = silo.identityMode === 'saml_jit'
  return (
    <ResourceListPage
      headless
      title="Identity providers"
      create={saml ? { label: 'New identity provider', to: pb.idpsNew({ silo: silo.name }) } : undefined}
      empty={{
        title: 'No identity providers',
        body: saml ? 'Add one so the silo’s users can sign in' : 'Users of a local-only silo sign in with a password',
      }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        {
          header: 'Name',
          cell: (p) => <NameLink to={pb.samlIdp({ silo: silo.name, provider: p.name })}>{p.name}</NameLink>,
        },
        { header: 'Description', cell: (p) => <span className={css({ color: 'fgMuted' })}>{p.description}</span> },
        { header: 'Type', cell: (p) => <Badge variant="info">{p.providerType}</Badge> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '14rem' },
      ]}
    >
      {!saml && <p className={note}>This silo keeps its own users: identity providers are for SAML silos.</p>}
    </ResourceListPage>
  )
}

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
    <ResourceDetails
      title="Identity provider"
      resource={idp} subtitle={`${idp.name} · SAML, silo ${silo}`}
      onDismiss={onDismiss}
      properties={[
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
  )
}

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

type ReadFileFieldProps = {
  label: string
  name?: string
  description?: ReactNode
  error?: string
  required?: boolean
  /** e.g. '.xml,text/xml' */
  accept?: string
  value: ReadFile | null
  /** The file read as base64, or null when the choice is cleared. */
  onChange: (file: ReadFile | null) => void
  onBlur?: () => void
}

/** The one file picker, with the picked file read in the browser: the form gets its name and base64 bytes. */
export function ReadFileField({ value, onChange, error, ...field }: ReadFileFieldProps) {
  // A file the browser could not read never reaches the form: say so here.
  const [readError, setReadError] = useState<string>()
  return (
    <FileField
      {...field}
      error={readError ?? error}
      value={value}
      onChange={(file) => {
        setReadError(undefined)
        if (!file) return onChange(null)
        readAsBase64(file).then(
          (base64) => onChange({ name: file.name, size: file.size, base64 }),
          () => {
            setReadError(`Could not read ${file.name}`)
            onChange(null)
          },
        )
      }}
    />
  )
}

/**
 * A file the user picked, read in the browser (nothing is uploaded): its
 * bytes as base64, as Nexus takes metadata documents and DER keys.
 */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      // A data URL: 'data:<type>;base64,<bytes>'.
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsDataURL(file)
  })
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FleetRole, Silo, SiloRole } from '~/api'
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import {
  addCertificate,
  editCertDraft,
  FLEET_ROLES,
  IDENTITY_MODE_LABELS,
  removeCertificate,
  SILO_ROLES,
  type FleetRoleChoice,
  type SiloFormValues,
  type TlsCertificate,
} from '~/machines/system/silos'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { Button, Checkbox, NumberField, RadioGroup, Select, Table, TextArea, TextField } from '~/views/ui'

type Props = FormViewProps<SiloFormValues, Silo>

const roleLabel = (r: SiloRole | FleetRole) => r.charAt(0).toUpperCase() + r.slice(1)
const none = css({ fontSize: 'sm', color: 'fgMuted' })
const alert = css({ fontSize: 'xs', color: 'danger' })
const pem = css({ fontFamily: 'mono', fontSize: 'xs' })

export function SiloForm({ form, onDismiss }: Props) {
  const { values, errors } = form
  const draft = values.certDraft
  const addCert = () => {
    const next = addCertificate(values.tlsCertificates, draft)
    form.change('tlsCertificates', next.list)
    form.change('certDraft', next.draft)
  }
  const draftField = (field: keyof TlsCertificate) => ({
    value: draft[field],
    error: draft.errors?.[field],
    onChange: (v: string) => form.change('certDraft', editCertDraft(draft, { [field]: v })),
  })
  // The draft's own fields carry a refused Add; what is left is text never added.
  const draftNote = !draft.errors && errors.certDraft

  return (
    <NameDescriptionForm form={form} noun="silo" mode="create" onDismiss={onDismiss}>
      <Checkbox
        label="Discoverable"
        description="Listed among all silos; otherwise found by its id only"
        {...field(form, 'discoverable')}
      />
      <RadioGroup
        label="Identity mode"
        required
        options={[
          { value: 'local_only', label: IDENTITY_MODE_LABELS.local_only, description: 'Users and passwords are kept by the system' },
          { value: 'saml_jit', label: IDENTITY_MODE_LABELS.saml_jit, description: 'Users sign in through a SAML identity provider' },
        ]}
        {...field(form, 'identityMode')}
      />
      <TextField
        label="Admin group name"
        description="Created with the silo and made its admin; its members finish setting it up"
        {...field(form, 'adminGroupName')}
      />

      <FormSection title="Fleet roles" hint="The fleet role each silo role also confers. None by default.">
        {SILO_ROLES.map((role) => (
          <Select
            key={role}
            label={`Silo ${role}s get`}
            options={[{ value: '', label: 'No fleet role' }, ...FLEET_ROLES.map((f) => ({ value: f, label: `Fleet ${roleLabel(f).toLowerCase()}` }))]}
            value={values.fleetRoles[role]}
            onChange={(v) => form.change('fleetRoles', { ...values.fleetRoles, [role]: v as FleetRoleChoice })}
          />
        ))}
      </FormSection>

      <FormSection title="Quotas" hint="What the silo's instances, disks and snapshots may take up. 0 means none.">
        <QuotaFields form={form} />
      </FormSection>

      <FormSection title="TLS certificates" hint="Optional: for the silo's console and API endpoints, valid for its DNS names.">
        {values.tlsCertificates.length === 0 ? (
          <p className={none}>No certificates</p>
        ) : (
          <Table
            label="TLS certificates"
            rows={values.tlsCertificates}
            rowKey={(c) => c.name}
            columns={[
              { header: 'Name', cell: (c) => c.name },
              {
                header: 'Remove',
                hideHeader: true,
                width: '6rem',
                cell: (c) => (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove certificate ${c.name}`}
                    onClick={() => form.change('tlsCertificates', removeCertificate(values.tlsCertificates, c.name))}
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
          />
        )}
        <TextField label="Certificate name" autoComplete="off" {...draftField('name')} />
        <TextArea label="Certificate" description="PEM: the certificate chain" rows={4} className={pem} {...draftField('cert')} />
        <TextArea label="Key" description="PEM: the certificate's private key" rows={4} className={pem} {...draftField('key')} />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Button variant="secondary" onClick={addCert}>
            Add certificate
          </Button>
          {draftNote && (
            <span role="alert" className={alert}>
              {draftNote}
            </span>
          )}
        </div>
      </FormSection>
    </NameDescriptionForm>
  )
}

const fieldset = css({ border: 'none', m: 0, p: 0, minW: 0, display: 'flex', flexDirection: 'column', gap: '4' })
const legend = css({ p: 0, mb: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg' })
const hintClass = css({ mt: '-2', fontSize: 'xs', color: 'fgMuted', lineHeight: 'snug' })

/** A titled group of a long form's fields (a fieldset: its controls are named within it). */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{title}</legend>
      {hint && <p className={hintClass}>{hint}</p>}
      {children}
    </fieldset>
  )
}

type Quotas = { cpus: number | undefined; memoryGib: number | undefined; storageGib: number | undefined }

/** What each field says under it (e.g. what is provisioned now, which the quota may not go under). */
export type QuotaHints = Partial<Record<keyof Quotas, string>>

const QUOTA_FIELDS = [
  { name: 'cpus', label: 'CPUs', unit: 'vCPUs' },
  { name: 'memoryGib', label: 'Memory', unit: 'GiB' },
  { name: 'storageGib', label: 'Storage', unit: 'GiB' },
] as const

/**
 * A silo's three quotas, memory and storage in GiB (the calls send bytes): the
 * new-silo form and "Edit quotas". Any form whose values hold the three fits.
 */
export function QuotaFields<R>({ form, hints = {} }: { form: FormProps<Quotas, R>; hints?: QuotaHints }) {
  return (
    <>
      {QUOTA_FIELDS.map(({ name, label, unit }) => (
        <NumberField key={name} label={label} required min={0} step={1} unit={unit} description={hints[name]} {...field(form, name)} />
      ))}
    </>
  )
}

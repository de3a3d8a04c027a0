import { field, type FormProps } from '~/machines/shared/form.connect'
import { type AuthSettingsValues, type SiloAuthSettings, formatTtl } from '~/machines/silo/auth-settings'
import { SectionForm } from '~/views/kit/SectionForm'
import { NumberField, PageHeader, Section } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  settings: SiloAuthSettings
  form: FormProps<AuthSettingsValues, SiloAuthSettings>
}

const stack = css({ display: 'grid', gap: '3' })
const note = css({ color: 'fgMuted', fontSize: 'sm', lineHeight: '1.6', maxW: '48rem' })
const current = css({ fontSize: 'sm' })

/** The silo's settings: for now its auth settings, the device token lifetime. */
export function SiloSettingsPage({ settings, form }: Props) {
  return (
    <>
      <PageHeader title="Silo settings" description="Settings that apply to every user of this silo" />
      <Section title="Device token lifetime">
        <div className={stack}>
          <p className={note}>
            The longest a device token (what the CLI and other tools sign in with) may stay valid in this silo: tokens issued from now on expire
            after it, tokens already issued keep their expiry, and with no limit they never expire.
          </p>
          <p className={current}>
            Now: <strong>{formatTtl(settings.deviceTokenMaxTtlSeconds)}</strong>
          </p>
          <SectionForm form={form} label="Save lifetime">
            <NumberField label="Days" min={0} step={1} {...field(form, 'days')} />
            <NumberField label="Hours" min={0} step={0.5} {...field(form, 'hours')} />
          </SectionForm>
          <p className={note}>Leave both fields empty for no limit.</p>
        </div>
      </Section>
    </>
  )
}

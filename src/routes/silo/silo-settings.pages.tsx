// The silo settings page: its loader data follows the cache, and the form
// starts over from what is saved after each save.
import { useCallback, useState } from 'react'
import { connectForm } from '~/machines/shared/form.connect'
import { AUTH_SETTINGS_PATH, authSettingsFormInput, authSettingsFormMachine, type SiloAuthSettings, formatTtl } from '~/machines/silo/auth-settings'
import { SiloSettingsPage } from '~/views/silo/SiloSettingsPage'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { routeApi } from '../kit'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'

const settingsRoute = routeApi('/authed/silo/silo-settings', { refreshOn: AUTH_SETTINGS_PATH })

export function SiloSettings() {
  const settings = settingsRoute.useLoaderData()
  const toast = useToast()
  const [saves, setSaves] = useState(0)
  const onSaved = useCallback(
    (saved: SiloAuthSettings) => {
      toast({ title: `Device token lifetime set to ${formatTtl(saved.deviceTokenMaxTtlSeconds).toLowerCase()}`, variant: 'success' })
      setSaves((n) => n + 1)
    },
    [toast],
  )
  // A saved form ends; the next one starts from what is saved, and again once the page re-read it.
  return <SettingsForm key={`${saves}:${settings.deviceTokenMaxTtlSeconds}`} settings={settings} onSaved={onSaved} />
}

function SettingsForm({ settings, onSaved }: { settings: SiloAuthSettings; onSaved: (saved: SiloAuthSettings) => void }) {
  const actor = usePageActor(authSettingsFormMachine, { input: authSettingsFormInput(settings) })
  useOnDone<SiloAuthSettings>(actor, onSaved)
  return <SiloSettingsPage settings={settings} form={useConnect(actor, connectForm)} />
}

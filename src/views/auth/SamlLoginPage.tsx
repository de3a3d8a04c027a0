import { css } from 'styled-system/css'
import { Button } from '~/views/ui'
import { AuthLayout, formError } from './AuthLayout'

type Props = { silo: string; provider: string; pending: boolean; error?: string; onSignIn: () => void }

export function SamlLoginPage({ silo, provider, pending, error, onSignIn }: Props) {
  return (
    <AuthLayout title="Sign in" subtitle={<>to silo <strong>{silo}</strong> with single sign-on</>}>
      <div className={css({ display: 'grid', gap: '4' })}>
        {error && (
          <p role="alert" className={formError}>
            {error}
          </p>
        )}
        <Button variant="primary" loading={pending} onClick={onSignIn}>
          Sign in with {provider}
        </Button>
      </div>
    </AuthLayout>
  )
}

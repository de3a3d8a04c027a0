import type { LoginProps } from '~/machines/auth/login.connect'
import { Button, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { AuthLayout, formError } from './AuthLayout'

export function LoginPage({ silo, login }: { silo: string; login: LoginProps }) {
  return (
    <AuthLayout title="Sign in" subtitle={<>to silo <strong>{silo}</strong></>}>
      <form
        noValidate
        className={css({ display: 'grid', gap: '4' })}
        onSubmit={(e) => {
          e.preventDefault()
          login.submit()
        }}
      >
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={login.username}
          onChange={(v) => login.change('username', v)}
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={login.password}
          onChange={(v) => login.change('password', v)}
        />
        {login.error && (
          <p role="alert" className={formError}>
            {login.error}
          </p>
        )}
        <Button type="submit" variant="primary" loading={login.isSubmitting} disabled={!login.canSubmit}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  )
}

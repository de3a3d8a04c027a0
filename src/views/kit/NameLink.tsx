import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Permission } from '~/machines/shared/permission.rules'
import { Button, buttonClass } from '~/views/ui'

const link = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

/** A row's name linking to its page: the first column of most lists. */
export function NameLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={link}>
      {children}
    </Link>
  )
}

type PermittedLinkProps = {
  to: string
  /** Refused, the link is a disabled button that says why. */
  permission: Permission
  variant?: 'primary' | 'secondary'
  children: ReactNode
}

/** A small button-styled link to a form, or a disabled button saying why the action is refused. */
export function PermittedLink({ to, permission, variant = 'secondary', children }: PermittedLinkProps) {
  return permission.allowed ? (
    <Link to={to} className={buttonClass({ variant, size: 'sm' })}>
      {children}
    </Link>
  ) : (
    <Button variant={variant} size="sm" disabled disabledReason={permission.reason}>
      {children}
    </Button>
  )
}

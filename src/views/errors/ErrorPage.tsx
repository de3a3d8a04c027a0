import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { errorDetails } from '~/api'
import { pb } from '~/paths'
import { errorLink, ErrorLayout, errorText, ServerSaid } from './ErrorLayout'

export const NO_GROUPS_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'
const IDP_DOCS_URL = 'https://docs.oxide.computer/guides/system/completing-setup'

type Props = {
  error: unknown
  /** 403s for a user with no groups and no silo role explain why. */
  noGroups?: boolean
  onSignOut?: () => void
}

const statusOf = (e: unknown) =>
  e && typeof e === 'object' && 'statusCode' in e ? (e as { statusCode?: number }).statusCode : undefined

export function ErrorPage({ error, noGroups, onSignOut }: Props) {
  const forbidden = statusOf(error) === 403
  return (
    <ErrorLayout code={forbidden ? '403' : 'Error'} title="Something went wrong">
      <p className={errorText}>Please try again. If the problem persists, contact your administrator.</p>
      {forbidden && noGroups && (
        <p role="note" className={css({ bg: 'warningBg', color: 'warning', p: '3', borderRadius: 'md', fontSize: 'sm' })}>
          {NO_GROUPS_NOTICE}{' '}
          <a href={IDP_DOCS_URL} className={errorLink} target="_blank" rel="noreferrer">
            Read the documentation
          </a>{' '}
          or{' '}
          <Link to={pb.usersGroups()} className={errorLink}>
            see the silo’s users, groups and roles
          </Link>
          .
        </p>
      )}
      <ServerSaid details={errorDetails(error)} />
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
        {onSignOut && (
          <button
            type="button"
            onClick={onSignOut}
            className={css({
              px: '3',
              h: '8',
              border: '1px solid {colors.border}',
              borderRadius: 'md',
              cursor: 'pointer',
              _hover: { bg: 'bgHover' },
            })}
          >
            Sign out
          </button>
        )}
        <Link to={pb.projects()} className={errorLink}>
          Back to console
        </Link>
      </div>
    </ErrorLayout>
  )
}

import { Link } from '@tanstack/react-router'
import { errorDetails } from '~/api'
import { pb } from '~/paths'
import { errorLink, ErrorLayout, errorText, ServerSaid } from './ErrorLayout'

export const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or you may not have access to it."

/** `data`: the failed read that made the page not found (a 404 from the server), when there was one. */
export function NotFoundPage({ data }: { data?: unknown }) {
  return (
    <ErrorLayout code="404" title="Page not found">
      <p className={errorText}>{NOT_FOUND_TEXT}</p>
      <ServerSaid details={errorDetails(data)} />
      <Link to={pb.projects()} className={errorLink}>
        Back to console
      </Link>
    </ErrorLayout>
  )
}

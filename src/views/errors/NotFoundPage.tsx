import { Link } from '@tanstack/react-router'
import { pb } from '~/paths'
import { errorLink, ErrorLayout, errorText } from './ErrorLayout'

export const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or you may not have access to it."

export function NotFoundPage() {
  return (
    <ErrorLayout code="404" title="Page not found">
      <p className={errorText}>{NOT_FOUND_TEXT}</p>
      <Link to={pb.projects()} className={errorLink}>
        Back to console
      </Link>
    </ErrorLayout>
  )
}

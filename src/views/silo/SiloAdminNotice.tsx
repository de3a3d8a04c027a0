import { EmptyState, PageHeader } from '~/views/ui'

/**
 * What a user who is not a silo admin sees in place of a silo admin's page
 * (a Forbidden error reads 'Action not authorized'): the console
 * around it stays, so nothing else is lost.
 */
export function SiloAdminNotice({ title, what }: { title: string; what: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Action not authorized" body={`Only the silo's admins can see and change ${what}. Ask one of them for the admin role on the silo.`} />
    </>
  )
}

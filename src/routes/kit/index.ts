// The resource kit: the glue every list, create, edit and delete page shares,
// held once. A resource's pages bring only columns, fields, machine input and
// paths (see README "The resource kit").
export { useBulk } from './bulk'
export {
  useConfirmAction,
  useConfirmDelete,
  useConfirmDeleteWithImpact,
  type ConfirmActionRequest,
  type DeleteRequest,
  type ImpactDeleteRequest,
} from './confirm-delete'
export { useFormPage, type FormPageOptions } from './form-page'
export { useDraft, useOpenForm } from './drafts'
export { hasUnsavedInput, LeaveGuard, type LeaveGuardProps } from './leave-guard'
export { useListPage, type ListPageOptions } from './list-page'
export { capitalize, couldNot, deleteQuestion, done } from './messages'
export { orThrow, useRunAction, type ActionOutcome } from './run-action'
export { formRoute, listRoute, type FormRouteProps, type ListPageProps } from './routes'
export { routeApi, type LoaderRefresh, type Params, type RouteReads } from './route-api'
export { useSection } from './section'

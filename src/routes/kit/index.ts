// The resource kit: the glue every list, create, edit and delete page shares,
// held once. A resource's pages bring only columns, fields, machine input and
// paths (see README "The resource kit").
export { useConfirmAction, useConfirmDelete, type ConfirmActionRequest, type DeleteRequest } from './confirm-delete'
export { useFormPage, type FormPageOptions } from './form-page'
export { useListPage, type ListPageOptions } from './list-page'
export { capitalize, couldNot, deleteQuestion, done } from './messages'
export { formRoute, listRoute, type FormRouteProps, type ListPageProps, type Params } from './routes'

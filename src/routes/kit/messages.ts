// The words every resource's pages share, with the resource's noun put in:
// confirm questions, success toasts and error-toast titles.
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const deleteTitle = (noun: string) => `Delete ${noun}`
export const deleteQuestion = (noun: string, name: string) =>
  `Are you sure you want to delete ${noun} ${name}? This cannot be undone.`
// Error-toast titles are built below the routes, where views and the confirm machine reach them too.
export { couldNot } from '~/machines/shared/failure-title.rules'
export const done = (noun: string, name: string, verb: string) => `${capitalize(noun)} ${name} ${verb}`

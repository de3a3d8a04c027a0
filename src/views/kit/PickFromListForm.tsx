import type { FieldBinding } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { Select, type SelectOption } from '~/views/ui'
import { FormModal, type FormModalProps } from './FormModal'

type Props<V, R, T> = Omit<FormModalProps<V, R>, 'children'> & {
  /** The one field: the picked item's name. */
  field: FieldBinding<string>
  label: string
  /** The items that may be picked, read when the modal opens. */
  list: ListProps<T>
  option: (item: T) => SelectOption
  /** 'Loading disks…', 'Select a disk', and what an empty list says. */
  words: { loading: string; choose: string; empty: string }
}

/** A side modal that picks one item of a list (a disk, a floating IP) and submits it. */
export function PickFromListForm<V, R, T>({ field, label, list, option, words, ...modal }: Props<V, R, T>) {
  const empty = !list.isLoading && !list.error && list.rows.length === 0
  return (
    <FormModal {...modal}>
      <Select
        label={label}
        required
        placeholder={list.isLoading ? words.loading : words.choose}
        disabled={list.isLoading}
        options={list.rows.map(option)}
        description={empty ? words.empty : undefined}
        {...field}
        error={field.error ?? list.error}
      />
    </FormModal>
  )
}

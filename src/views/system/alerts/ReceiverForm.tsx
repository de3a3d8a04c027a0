import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { AlertClass, ReceiverFormValues } from '~/machines/system/alerts'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { TextArea, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { ClassPicker } from './ClassPicker'
import { SecretField } from './SecretField'

type Props = FormViewProps<ReceiverFormValues, { name: string }, AlertClass[] | unknown> & {
  mode: 'create' | 'edit'
}

const heading = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg', mt: '2' })

/**
 * Create a webhook receiver (name, description, endpoint, its first secret and
 * its subscriptions), or edit one (name, description, endpoint: its secrets and
 * subscriptions have their own tabs).
 */
export function ReceiverForm({ form, mode, onDismiss, loaded }: Props) {
  const creating = mode === 'create'
  const classes = creating && Array.isArray(loaded) ? (loaded as AlertClass[]) : []
  return (
    <FormModal
      form={form}
      title={creating ? 'Create webhook receiver' : 'Edit webhook receiver'}
      submitLabel={creating ? 'Create receiver' : 'Update receiver'}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="Endpoint"
        required
        type="url"
        placeholder="https://hooks.example.com/oxide"
        description="The http(s) URL each alert is sent to"
        {...field(form, 'endpoint')}
      />
      {creating && (
        <>
          <SecretField {...field(form, 'secret')} />
          <h3 className={heading}>Subscriptions</h3>
          <ClassPicker classes={classes} {...field(form, 'classes')} />
          <TextArea
            label="Other subscriptions"
            rows={3}
            placeholder={'hardware.**\nhardware.power_shelf.*.insert'}
            description="One per line: a class, or a glob where * matches one dot-separated segment and ** any number of them"
            {...field(form, 'typed')}
          />
        </>
      )}
    </FormModal>
  )
}

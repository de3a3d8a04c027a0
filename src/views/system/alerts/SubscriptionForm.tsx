import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { classesCovered, isGlob, subscriptionProblem, type AlertClass, type SubscriptionValues } from '~/machines/system/alerts'
import { FormModal } from '~/views/kit/FormModal'
import { Button, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = FormViewProps<SubscriptionValues, unknown, { classes: AlertClass[] }>

const list = css({ display: 'grid', gap: '2', m: 0, p: 0, listStyle: 'none' })
const item = css({ display: 'flex', gap: '3', alignItems: 'flex-start', justifyContent: 'space-between', fontSize: 'sm' })
const muted = css({ color: 'fgMuted', fontSize: 'xs' })
const heading = css({ fontSize: 'sm', fontWeight: 'medium', mt: '2' })

/** Add a subscription: a class picked from Nexus's list, or typed (a class or a glob). */
export function SubscriptionForm({ form, onDismiss, loaded }: Props) {
  const value = form.values.subscription.trim()
  const covered = value && !subscriptionProblem(value) && isGlob(value) ? classesCovered(value, loaded.classes) : undefined
  return (
    <FormModal form={form} title="Add subscription" submitLabel="Add subscription" onDismiss={onDismiss}>
      <TextField
        label="Subscription"
        required
        placeholder="hardware.power_shelf.psu.*"
        description="An alert class, or a glob: * matches one dot-separated segment, ** any number of them"
        {...field(form, 'subscription')}
      />
      {covered && (
        <p className={muted} role="status">
          {covered.length === 0
            ? 'No listed class matches this glob yet; it will match classes added later.'
            : `Matches ${covered.map((c) => c.name).join(', ')}`}
        </p>
      )}
      <h3 className={heading}>Alert classes</h3>
      <ul className={list} aria-label="Alert classes">
        {loaded.classes.map((c) => (
          <li key={c.name} className={item}>
            <span>
              <span className={mono}>{c.name}</span>
              <br />
              <span className={muted}>{c.description}</span>
            </span>
            <Button type="button" variant="secondary" size="sm" onClick={() => form.change('subscription', c.name)} aria-label={`Use ${c.name}`}>
              Use
            </Button>
          </li>
        ))}
      </ul>
    </FormModal>
  )
}

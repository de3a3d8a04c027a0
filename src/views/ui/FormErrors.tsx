import { css } from 'styled-system/css'
import { ErrorIcon } from './icons'

const box = css({
  display: 'flex',
  gap: '2.5',
  mb: '5',
  px: '3',
  py: '2.5',
  fontSize: 'sm',
  color: 'danger',
  bg: 'dangerBg',
  border: '1px solid {colors.danger}',
  borderRadius: 'md',
})
const heading = css({ fontWeight: 'medium' })
const list = css({ mt: '1', pl: '4', listStyleType: 'disc' })

/** One error is shown alone; several are listed as 'N issues:' under 'Errors'. */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <div role="alert" className={box}>
      <ErrorIcon className={css({ flexShrink: 0, mt: '0.5' })} />
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : (
        <div>
          <p className={heading}>Errors</p>
          <p>{errors.length} issues:</p>
          <ul className={list}>
            {errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

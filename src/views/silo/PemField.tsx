import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, TextArea, type TextAreaProps } from '~/views/ui'

type Props = Omit<TextAreaProps, 'onChange'> & {
  value: string
  onChange: (value: string) => void
  /** e.g. 'certificate chain': the file button says 'Read certificate chain from a file'. */
  what: string
}

const row = css({ display: 'flex', justifyContent: 'flex-end', mt: '-1' })
const pem = css({ fontFamily: 'mono', fontSize: 'xs' })

/**
 * A PEM text box that can also be filled from a file the browser reads
 * (nothing is uploaded until the form is saved): the text is what is sent,
 * so a file read is shown, checked and editable like a paste.
 */
export function PemField({ what, value, onChange, error, ...field }: Props) {
  const file = useRef<HTMLInputElement>(null)
  // A file the browser could not read never reaches the form: say so here.
  const [readError, setReadError] = useState<string>()
  return (
    <div>
      <TextArea
        {...field}
        rows={8}
        // A PEM line is 64 characters: wrapped, a block reads as garbled.
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className={pem}
        value={value}
        error={readError ?? error}
        onChange={(v) => {
          setReadError(undefined)
          onChange(v)
        }}
      />
      <div className={row}>
        <input
          ref={file}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden
          accept=".pem,.crt,.cer,.key,text/plain,application/x-pem-file"
          onChange={(e) => {
            const picked = e.target.files?.[0]
            e.target.value = ''
            if (!picked) return
            setReadError(undefined)
            picked.text().then(
              (text) => onChange(text),
              () => setReadError(`Could not read ${picked.name}`),
            )
          }}
        />
        <Button type="button" size="sm" variant="ghost" onClick={() => file.current?.click()}>
          Read {what} from a file…
        </Button>
      </div>
    </div>
  )
}

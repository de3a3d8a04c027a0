import { describe, expect, it } from 'vitest'
import { clockTime, reconnectMarker, scrollbackText, serialLogFileName } from '~/machines/compute/serial-log.rules'

const at = new Date(2026, 10, 24, 9, 5, 7)

describe('serial log', () => {
  it('marks a reconnect with the local time', () => {
    expect(clockTime(at)).toBe('09:05:07')
    expect(reconnectMarker(at)).toBe('── reconnected at 09:05:07 ──')
  })

  it('names the file after the instance and the local time, without colons', () => {
    expect(serialLogFileName('db1', at)).toBe('db1-serial-2026-11-24T09-05-07.txt')
  })

  it('joins wrapped rows, trims trailing blanks and the empty rows below the output', () => {
    const rows = [
      { text: 'Linux version 6.1   ', wrapped: false },
      { text: 'a long line that ', wrapped: false },
      { text: 'wrapped', wrapped: true },
      { text: '', wrapped: false },
      { text: 'db1 login: ', wrapped: false },
      { text: '    ', wrapped: false },
      { text: '', wrapped: false },
    ]
    expect(scrollbackText(rows)).toBe('Linux version 6.1\na long line that wrapped\n\ndb1 login:\n')
    expect(scrollbackText([{ text: '  ', wrapped: false }])).toBe('')
  })
})

// The xterm terminal of the serial console. Loaded lazily (its own chunk, with
// xterm's CSS), so the rest of the console never carries the terminal code.
import { Terminal, type ITheme } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useEffectEvent, useRef } from 'react'
import { css } from 'styled-system/css'
import type { SerialOutput } from '~/machines/compute/serial-console.connect'
import { isLeaveTerminalKey } from './keys'

export type SerialTerminalProps = {
  output: SerialOutput
  /** keystrokes (and pastes) as the terminal encodes them */
  onData: (data: string) => void
  /** connected: takes the keyboard focus and a blinking cursor; otherwise typing is off */
  interactive: boolean
  /** id of the page's text on how the keyboard leaves the terminal */
  describedBy?: string
}

// A dark terminal whatever the page theme: serial output is written for one.
export const TERMINAL_THEME: ITheme = {
  background: '#080f11',
  foreground: '#e7e7e8',
  cursor: '#48d597',
  cursorAccent: '#080f11',
  selectionBackground: '#2b4a3e',
  black: '#1c2225',
  red: '#fb6e88',
  green: '#48d597',
  yellow: '#f5b944',
  blue: '#8ba1ff',
  magenta: '#be95eb',
  cyan: '#68d9e8',
  white: '#e7e7e8',
  brightBlack: '#7e8385',
  brightRed: '#ff9aab',
  brightGreen: '#7ee6b8',
  brightYellow: '#ffd27a',
  brightBlue: '#b3c2ff',
  brightMagenta: '#d7baf5',
  brightCyan: '#9ae8f2',
  brightWhite: '#ffffff',
}

/** xterm's overlay scrollbar takes this much of the width (as in its fit addon). */
const SCROLLBAR_PX = 14

type Cell = { width: number; height: number }

/**
 * The size of one character cell. xterm keeps it on its render service (the
 * fit addon reads it the same way); until it has measured, nothing is fitted.
 */
function cellSize(term: Terminal): Cell | null {
  const core = (term as unknown as { _core?: { _renderService?: { dimensions?: { css?: { cell?: Cell } } } } })._core
  const cell = core?._renderService?.dimensions?.css?.cell
  return cell && cell.width > 0 && cell.height > 0 ? cell : null
}

/** As many rows and columns as fit the container. */
function fit(term: Terminal, container: HTMLElement) {
  const cell = cellSize(term)
  if (!cell) return
  const cols = Math.max(20, Math.floor((container.clientWidth - SCROLLBAR_PX) / cell.width))
  const rows = Math.max(5, Math.floor(container.clientHeight / cell.height))
  if (cols !== term.cols || rows !== term.rows) term.resize(cols, rows)
}

const frame = css({ position: 'absolute', inset: '3', overflow: 'hidden' })

export default function SerialTerminal({ output, onData, interactive, describedBy }: SerialTerminalProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const termRef = useRef<Terminal | null>(null)
  // What this terminal has drawn: the session, and the next chunk's index in it.
  const drawn = useRef({ session: 0, next: 0 })
  const handleData = useEffectEvent(onData)

  useEffect(() => {
    const container = containerRef.current!
    const term = new Terminal({
      theme: TERMINAL_THEME,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
      fontSize: 13,
      lineHeight: 1.15,
      cursorBlink: true,
      scrollback: 5000,
      convertEol: false,
    })
    term.open(container)
    termRef.current = term
    // Every key goes to the instance, Tab included, except the leave key: left to
    // the browser, it moves focus on, so the keyboard is never trapped here.
    term.attachCustomKeyEventHandler((e) => !isLeaveTerminalKey(e))
    if (describedBy) term.textarea?.setAttribute('aria-describedby', describedBy)
    drawn.current = { session: 0, next: 0 }
    const data = term.onData((d) => handleData(d))
    fit(term, container)
    const observer = new ResizeObserver(() => fit(term, container))
    observer.observe(container)
    // The first measurement lands after the first render.
    const measured = term.onRender(() => fit(term, container))
    return () => {
      observer.disconnect()
      measured.dispose()
      data.dispose()
      term.dispose()
      termRef.current = null
    }
  }, [describedBy])

  const { session, chunks, dropped } = output
  useEffect(() => {
    const term = termRef.current
    if (!term) return
    if (drawn.current.session !== session) {
      term.reset()
      drawn.current = { session, next: dropped }
    }
    for (let i = Math.max(drawn.current.next - dropped, 0); i < chunks.length; i++) term.write(chunks[i])
    drawn.current.next = dropped + chunks.length
  }, [session, chunks, dropped])

  useEffect(() => {
    const term = termRef.current
    if (!term) return
    term.options.disableStdin = !interactive
    term.options.cursorBlink = interactive
    if (interactive) term.focus()
  }, [interactive])

  return <div ref={containerRef} className={frame} data-testid="serial-terminal" />
}

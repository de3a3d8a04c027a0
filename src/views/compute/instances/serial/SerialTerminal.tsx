// The xterm terminal of the serial console, and the toolbar that reads it back
// (pause, find, copy, download). Loaded lazily (its own chunk, with xterm's
// CSS and its search add-on), so the rest of the console never carries the
// terminal code.
//
// The toolbar sits outside the terminal with tab stops of its own: inside the
// terminal every key (Ctrl+F included) goes to the instance.
import { SearchAddon } from '@xterm/addon-search'
import { Terminal, type ITheme } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { SerialOutput } from '~/machines/compute/serial-console.connect'
import { reconnectMarker, scrollbackText, serialLogFileName, type BufferRow } from '~/machines/compute/serial-console.connect'
import { saveBlob } from '~/views/ui/save-file'
import { isLeaveTerminalKey, panelClass, SerialToolbar, type SearchState } from './SerialToolbar'

export type SerialTerminalProps = {
  output: SerialOutput
  /** keystrokes (and pastes) as the terminal encodes them */
  onData: (data: string) => void
  /** connected: takes the keyboard focus and a blinking cursor; otherwise typing is off */
  interactive: boolean
  /** id of the page's text on how the keyboard leaves the terminal */
  describedBy?: string
  /** names the downloaded log */
  instanceName: string
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
 * The size of one character cell, from the terminal's public element: xterm
 * sizes its screen to the columns and rows of cells once it has measured the
 * font. Until it has, nothing is fitted.
 */
function cellSize(term: Terminal): Cell | null {
  const screen = term.element?.querySelector<HTMLElement>('.xterm-screen')
  if (!screen || term.cols === 0 || term.rows === 0) return null
  const width = Number.parseFloat(screen.style.width) / term.cols
  const height = Number.parseFloat(screen.style.height) / term.rows
  return width > 0 && height > 0 ? { width, height } : null
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

const SEARCH_DECORATIONS = {
  matchBackground: '#5a4a1e',
  matchOverviewRuler: '#f5b944',
  activeMatchBackground: '#f5b944',
  activeMatchColorOverviewRuler: '#ffd27a',
}

type Chunk = Uint8Array | string
const sizeOf = (c: Chunk) => (typeof c === 'string' ? new TextEncoder().encode(c).byteLength : c.byteLength)

/** The buffer's rows, oldest first, as plain text. */
function bufferRows(term: Terminal): BufferRow[] {
  const buffer = term.buffer.active
  const rows: BufferRow[] = []
  for (let i = 0; i < buffer.length; i++) {
    const line = buffer.getLine(i)
    if (line) rows.push({ text: line.translateToString(false), wrapped: line.isWrapped })
  }
  return rows
}

export default function SerialTerminal({ output, onData, interactive, describedBy, instanceName }: SerialTerminalProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const termRef = useRef<Terminal | null>(null)
  const searchRef = useRef<SearchAddon | null>(null)
  // What this terminal has drawn: the session, and the next chunk's index in it.
  const drawn = useRef({ session: 0, next: 0 })
  /**
   * A reconnect shows its newest output, wherever the view was scrolled to (a
   * find scrolls it up): until its replay is drawn, each chunk brings the view
   * down. Otherwise the view follows the output only while at the bottom.
   */
  const following = useRef(false)
  // Paused: output keeps arriving and waits here, in order, until resumed.
  const [paused, setPaused] = useState(false)
  const pausedRef = useRef(false)
  const waiting = useRef<Chunk[]>([])
  const [waitingBytes, setWaitingBytes] = useState(0)
  const [hasSelection, setHasSelection] = useState(false)
  const [search, setSearch] = useState<SearchState>({ query: '', index: -1, count: 0 })
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
      // The search add-on highlights matches (and counts them) with decorations, a proposed API in xterm 6.
      allowProposedApi: true,
    })
    const search = new SearchAddon({ highlightLimit: 1000 })
    term.loadAddon(search)
    term.open(container)
    termRef.current = term
    searchRef.current = search
    const results = search.onDidChangeResults(({ resultIndex, resultCount }) =>
      setSearch((s) => ({ ...s, index: resultIndex, count: resultCount })),
    )
    const selection = term.onSelectionChange(() => setHasSelection(term.hasSelection()))
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
      results.dispose()
      selection.dispose()
      measured.dispose()
      data.dispose()
      term.dispose()
      termRef.current = null
      searchRef.current = null
    }
  }, [describedBy])

  const { session, chunks, dropped } = output
  useEffect(() => {
    const term = termRef.current
    if (!term) return
    const put = (chunk: Chunk) => {
      if (!pausedRef.current) return term.write(chunk, following.current ? () => term.scrollToBottom() : undefined)
      waiting.current.push(chunk)
      setWaitingBytes((n) => n + sizeOf(chunk))
    }
    if (drawn.current.session !== session) {
      // A new connection: what came before stays, to read back, and a line says
      // where the new one starts (the server replays its recent output after it).
      if (drawn.current.session !== 0) {
        following.current = true
        put(`\r\n\x1b[0;36m${reconnectMarker(new Date())}\x1b[0m\r\n`)
      }
      drawn.current = { session, next: dropped }
    }
    const first = Math.max(drawn.current.next - dropped, 0)
    for (let i = first; i < chunks.length; i++) put(chunks[i])
    // The replay is in: from here the view follows the output only while at the bottom.
    if (chunks.length > first) following.current = false
    drawn.current.next = dropped + chunks.length
  }, [session, chunks, dropped])

  const setPause = (on: boolean) => {
    pausedRef.current = on
    setPaused(on)
    if (on) return
    const term = termRef.current
    for (const chunk of waiting.current) term?.write(chunk)
    waiting.current = []
    setWaitingBytes(0)
  }

  const find = (query: string, direction: 'next' | 'previous') => {
    const addon = searchRef.current
    setSearch((s) => ({ ...s, query }))
    if (!addon) return
    if (!query) {
      addon.clearDecorations()
      setSearch({ query, index: -1, count: 0 })
      return
    }
    const options = { decorations: SEARCH_DECORATIONS }
    if (direction === 'next') addon.findNext(query, options)
    else addon.findPrevious(query, options)
  }

  const closeSearch = () => {
    searchRef.current?.clearDecorations()
    setSearch({ query: '', index: -1, count: 0 })
    termRef.current?.focus()
  }

  const copySelection = async () => {
    const text = termRef.current?.getSelection()
    if (!text) return
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      // No clipboard here (insecure origin, denied): the selection stays for the keyboard's copy.
    }
  }

  const download = () => {
    const term = termRef.current
    if (!term) return
    const log = new Blob([scrollbackText(bufferRows(term))], { type: 'text/plain;charset=utf-8' })
    saveBlob(log, serialLogFileName(instanceName, new Date()))
  }

  useEffect(() => {
    const term = termRef.current
    if (!term) return
    term.options.disableStdin = !interactive
    term.options.cursorBlink = interactive
    if (interactive) term.focus()
  }, [interactive])

  return (
    <>
      <SerialToolbar
        paused={paused}
        waitingBytes={waitingBytes}
        onPause={setPause}
        search={search}
        onFind={find}
        onCloseSearch={closeSearch}
        hasSelection={hasSelection}
        onCopySelection={copySelection}
        onDownload={download}
      />
      <div className={panelClass}>
        <div ref={containerRef} className={frame} data-testid="serial-terminal" />
      </div>
    </>
  )
}

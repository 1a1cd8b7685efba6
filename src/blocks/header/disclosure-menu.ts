const OPEN_DELAY = 80
const CLOSE_DELAY = 150
/** A click this soon after a hover opened the submenu keeps it open (the pointer was already there). */
const HOVER_GRACE = 400

/** Called when a submenu opens; what it returns is called when that submenu closes. */
export type OnOpen = (trigger: HTMLElement, panel: HTMLElement) => (() => void) | void

/**
 * The desktop menus' disclosure behaviour (spec 2 §4 "Desktop submenu") on server-rendered markup, shared
 * by the classic and mega menus: each trigger is a `<button aria-expanded aria-controls>` inside an item
 * (`li`) holding its panel. One open at a time; opens on click, Enter, Space or mouse hover; Escape closes
 * it and leaves the focus on its trigger; a press or focus outside, or following a link inside, closes it.
 * No React: the menu's links are plain links rendered on the server (decision 0040). Returns the detach.
 */
export function attachDisclosureMenu(nav: HTMLElement, onOpen?: OnOpen): () => void {
  const triggers = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
  const panelOf = (t: HTMLElement) => document.getElementById(t.getAttribute('aria-controls') ?? '')
  let open: HTMLButtonElement | null = null
  let closeExtra: (() => void) | void
  let timer: ReturnType<typeof setTimeout> | undefined
  let hoverOpened = 0

  const show = (trigger: HTMLButtonElement | null) => {
    if (trigger === open) return
    closeExtra?.()
    closeExtra = undefined
    for (const t of triggers) {
      const on = t === trigger
      const panel = panelOf(t)
      t.setAttribute('aria-expanded', String(on))
      t.dataset.state = on ? 'open' : 'closed'
      if (!panel) continue
      panel.dataset.state = t.dataset.state
      panel.hidden = !on
      if (on) closeExtra = onOpen?.(t, panel)
    }
    open = trigger
  }
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(fn, ms)
  }
  const mouse = (e: PointerEvent) => e.pointerType === 'mouse'
  const listeners: [EventTarget, string, (e: never) => void][] = []
  const on = <E extends Event>(target: EventTarget, type: string, fn: (e: E) => void) => {
    target.addEventListener(type, fn as EventListener)
    listeners.push([target, type, fn])
  }

  for (const trigger of triggers) {
    const item = trigger.closest('li') ?? trigger
    on<PointerEvent>(item, 'pointerenter', (e) => {
      if (!mouse(e)) return
      // Moving from one open item to the next swaps at once; otherwise wait a little.
      later(
        () => {
          hoverOpened = Date.now()
          show(trigger)
        },
        open ? 0 : OPEN_DELAY,
      )
    })
    on<PointerEvent>(item, 'pointerleave', (e) => {
      if (mouse(e)) later(() => show(null), CLOSE_DELAY)
    })
    on(trigger, 'click', () => {
      clearTimeout(timer)
      if (open === trigger && Date.now() - hoverOpened < HOVER_GRACE) return
      show(open === trigger ? null : trigger)
    })
  }
  on<KeyboardEvent>(nav, 'keydown', (e) => {
    if (e.key !== 'Escape' || !open) return
    open.focus()
    show(null)
  })
  on<FocusEvent>(nav, 'focusout', (e) => {
    if (!nav.contains(e.relatedTarget as Node | null)) show(null)
  })
  on<MouseEvent>(nav, 'click', (e) => {
    if ((e.target as Element).closest('a')) show(null)
  })
  on<PointerEvent>(document, 'pointerdown', (e) => {
    if (open && !nav.contains(e.target as Node)) show(null)
  })

  return () => {
    clearTimeout(timer)
    show(null)
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn as EventListener)
  }
}

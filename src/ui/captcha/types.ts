/** The part of Google's grecaptcha (and grecaptcha.enterprise) this site uses. */
export type Grecaptcha = {
  ready: (cb: () => void) => void
  execute: ((siteKey: string, options: { action: string }) => Promise<string>) & ((widgetId?: number) => void)
  render: (container: HTMLElement, params: Record<string, unknown>) => number
  reset: (widgetId?: number) => void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha }
  }
}

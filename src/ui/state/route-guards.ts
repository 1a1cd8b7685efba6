/** Callbacks that may veto a route change or force a full page reload (spec 1 §2). */
export type GuardDecision = 'allow' | 'veto' | 'reload'
export type RouteGuard = (href: string) => GuardDecision

const guards = new Set<RouteGuard>()

export function registerRouteGuard(guard: RouteGuard): () => void {
  guards.add(guard)
  return () => guards.delete(guard)
}

/** Veto wins over reload, reload over allow. */
export function decideRoute(href: string): GuardDecision {
  let decision: GuardDecision = 'allow'
  for (const g of guards) {
    const d = g(href)
    if (d === 'veto') return 'veto'
    if (d === 'reload') decision = 'reload'
  }
  return decision
}

'use client'
import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { isVisitorKey, useVisitor, visitorKeys, visitorSnapshot } from '@/ui/state/visitor'
import { applyMask, phoneMask } from './masks'

/**
 * Fill a form's firstname / lastname / email / phone from the session's visitor info once it is
 * read (after hydration, so server and browser render the same), and store what the visitor types.
 */
export function useVisitorFields<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  useEffect(() => {
    const fill = () => {
      const stored = visitorSnapshot()
      for (const key of visitorKeys) {
        const name = key as Path<T>
        if (!stored[key] || form.getValues(name)) continue
        const value = key === 'phone' ? applyMask(stored[key], phoneMask) : stored[key]
        form.setValue(name, value as PathValue<T, Path<T>>)
      }
    }
    const unsubscribeHydration = useVisitor.persist.hasHydrated()
      ? (fill(), undefined)
      : useVisitor.persist.onFinishHydration(fill)
    const watcher = form.watch((values, { name }) => {
      if (name && isVisitorKey(name)) useVisitor.getState().set(name, String(values[name] ?? ''))
    })
    return () => {
      watcher.unsubscribe()
      unsubscribeHydration?.()
    }
  }, [form])
}

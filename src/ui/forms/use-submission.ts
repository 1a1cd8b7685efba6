'use client'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { wireNameOf, type FormType } from '@/leads/wire-fields'
import { useSite } from '@/ui/state/site'
import { LeadSubmitError, newSubmissionId, postLead } from './submit-lead'

type RunCaptcha = <T>(action: string, submit: (token: string) => Promise<T>) => Promise<T>

/**
 * Sends a lead: captcha token → POST → reset. The submission id is kept across a retry after a
 * network failure (one lead stored), renewed once the server has answered.
 */
export function useSubmission() {
  const site = useSite()
  const t = useTranslations('LeadForms')
  const idRef = useRef<string | null>(null)
  const send = async (formType: FormType, run: RunCaptcha, toWire: (token: string) => Record<string, string>) => {
    idRef.current ??= newSubmissionId()
    const idempotencyKey = idRef.current
    try {
      await run(formType, (token) => postLead({ micrositeId: site.micrositeId, siteKey: site.siteKey, locale: site.locale, wire: toWire(token), idempotencyKey, fallbackMessage: t('failureGeneric') }))
      idRef.current = null
    } catch (e) {
      if (e instanceof LeadSubmitError && e.status !== 0) idRef.current = null
      throw e instanceof LeadSubmitError ? e : new Error(t('failureGeneric'))
    }
  }
  return { send }
}

const formNameOf = Object.fromEntries(Object.entries(wireNameOf).map(([form, wire]) => [wire, form]))

/** Show the server's per-field messages (wire names) on the form's own fields. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, e: unknown) {
  if (!(e instanceof LeadSubmitError)) return
  for (const [wire, message] of Object.entries(e.fieldErrors)) {
    const name = (formNameOf[wire] ?? wire) as Path<T>
    form.setError(name, { type: 'server', message })
  }
}

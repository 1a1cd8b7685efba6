'use client'
import { useTranslations } from '@/i18n/client'
import { useEffect, useRef, type RefObject } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { wireNameOf, type FormType } from '@/leads/wire-fields'
import { useSite } from '@/ui/state/site'
import { guardWire } from './guard-wire'
import { LeadSubmitError, newSubmissionId, postLead } from './submit-lead'
import { trackConversion } from '@/ui/consent/track'

type RunCaptcha = <T>(action: string, submit: (token: string | null) => Promise<T>) => Promise<T>

/**
 * Sends a lead: captcha token → POST → reset; without a token (captcha unavailable) the form is sent
 * all the same and says so, with the honeypot and the time the form was open. The submission id is
 * kept across a retry after a network failure or a gateway error (one lead stored, whichever instance
 * answers), renewed once the app itself has answered.
 */
export function useSubmission(formRef: RefObject<HTMLFormElement | null>) {
  const site = useSite()
  const t = useTranslations('LeadForms')
  const idRef = useRef<string | null>(null)
  const startedAt = useRef(0)
  useEffect(() => {
    startedAt.current = Date.now()
  }, [])
  const send = async (formType: FormType, run: RunCaptcha, toWire: (token: string) => Record<string, string>) => {
    idRef.current ??= newSubmissionId()
    const idempotencyKey = idRef.current
    try {
      await run(formType, (token) =>
        postLead({
          micrositeId: site.micrositeId,
          siteKey: site.siteKey,
          locale: site.locale,
          wire: { ...toWire(token ?? ''), ...guardWire(token, formRef.current, startedAt.current) },
          idempotencyKey,
          fallbackMessage: t('failureGeneric'),
        }),
      )
      idRef.current = null
      const listingKey = document.querySelector<HTMLElement>('[data-listing-key]')?.dataset.listingKey
      trackConversion('lead_sent', { form_type: formType, site: site.siteId, listing_key: listingKey })
      if (formType === 'property_alert') trackConversion('alert_created', { site: site.siteId })
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

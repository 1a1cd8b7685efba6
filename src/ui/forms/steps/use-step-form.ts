'use client'
import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { LeadSubmitError } from '../submit-lead'

export type StepStatus = 'editing' | 'submitting' | 'submitted'

/**
 * Multi-step form state (spec 2 §4): step 0 is the intro; Next validates the step's fields and
 * advances only without errors; Previous clears errors and goes back; submit then submitted, or
 * a submit-error (with the server's explanation when it gave one) and the form usable again.
 */
export function useStepForm<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, steps: (keyof T)[][]) {
  const [step, setStep] = useState(0)
  const [status, setStatus] = useState<StepStatus>('editing')
  const [submitError, setSubmitError] = useState<string | null>(null)
  const last = steps.length - 1
  const next = async () => {
    const ok = await form.trigger(steps[step] as Path<T>[])
    if (ok) setStep((s) => Math.min(s + 1, last))
  }
  const previous = () => {
    form.clearErrors()
    setSubmitError(null)
    setStep((s) => Math.max(s - 1, 0))
  }
  const submit = (send: (values: unknown) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setSubmitError(null)
      setStatus('submitting')
      try {
        await send(values)
        setStatus('submitted')
      } catch (e) {
        // '' = failed without an explanation; else the server's own message (an abuse refusal…).
        setSubmitError(e instanceof LeadSubmitError && e.explained ? e.message : '')
        setStatus('editing')
      }
    })
  return { step, last, status, submitError, next, previous, submit, start: () => setStep(1) }
}

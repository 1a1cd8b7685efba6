'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { playNode } from '@/ui/icons/nodes/play'
import { useTranslations } from '@/i18n/client'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { FormType } from '@/leads/wire-fields'
import { useCaptcha } from '@/ui/captcha/use-captcha'
import { useSite } from '@/ui/state/site'
import { readShortlist } from '@/ui/shortlist/store'
import { useErrorText } from '../Field'
import { Honeypot } from '../Honeypot'
import { ShareShortlistField, shareWire } from '../ShareShortlistField'
import { useSubmission } from '../use-submission'
import { useVisitorFields } from '../use-visitor-fields'
import { useMunicipalities, type Municipality } from './municipalities'
import { StepFrame } from './StepFrame'
import { useStepForm } from './use-step-form'
import '../forms.css'
import './step-form.css'

type Props<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, unknown>
  steps: (keyof T)[][]
  formType: FormType
  toWire: (values: never, env: { token: string; locale: 'fr' | 'en' }) => Record<string, string>
  intro: { title: string; text: string | undefined; heading: 'h1' | 'h2' }
  stepTitles: string[]
  fallbackMunicipalities: Municipality[]
  canSubmit: boolean
  children: (step: number, municipalities: Municipality[]) => ReactNode
}

/** Intro (start enabled once municipalities and the captcha key are there), the steps, the submission. */
export function StepFormShell<T extends FieldValues>({
  form,
  steps,
  formType,
  toWire,
  intro,
  stepTitles,
  fallbackMunicipalities,
  canSubmit,
  children,
}: Props<T>) {
  const t = useTranslations('StepForms')
  const site = useSite()
  const errorText = useErrorText()
  const ref = useRef<HTMLFormElement>(null)
  const captcha = useCaptcha(ref)
  const submission = useSubmission(ref)
  const municipalities = useMunicipalities()
  const flow = useStepForm(form, steps)
  // Issue 31 item 5: on the last step, the box to attach the device's favourites and saved searches (as on the contact form).
  const [share, setShare] = useState(false)
  const shareId = useId()
  useVisitorFields(form)
  useEffect(
    () => municipalities.load(site.locale, fallbackMunicipalities),
    [municipalities, site.locale, fallbackMunicipalities],
  )
  const ready = municipalities.status === 'ready' && captcha.ready
  // Back from the first step to the intro (Previous): the focus goes to Start, not to the top of the page.
  const startButton = useRef<HTMLButtonElement>(null)
  const wasOnStep = useRef(false)
  useEffect(() => {
    if (flow.step === 0 && wasOnStep.current) startButton.current?.focus()
    wasOnStep.current = flow.step > 0
  }, [flow.step])
  const H = intro.heading
  const stepErrors = (steps[flow.step] ?? [])
    .map((k) => form.formState.errors[k]?.message as string | undefined)
    .map((m) => errorText(m))
    .filter((m): m is string => Boolean(m))
  const onSubmit = flow.submit((values) =>
    submission.send(formType, captcha.run, (token) => ({
      ...toWire(values as never, { token, locale: site.locale }),
      ...shareWire(share, readShortlist()),
    })),
  )
  return (
    <FormProvider {...form}>
      <form ref={ref} className="step-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Honeypot disabled={flow.status === 'submitted'} />
        {flow.step === 0 ? (
          <div className="step-form__intro">
            <H>{intro.title}</H>
            {intro.text ? <p className="lead">{intro.text}</p> : null}
            {municipalities.status !== 'ready' ? (
              <p className="field__hint" role="status">
                {t('loading')}
              </p>
            ) : null}
            <button ref={startButton} type="button" className="btn btn--solid" disabled={!ready} onClick={flow.start}>
              <Glyph node={playNode} size={18} /> {t('start')}
            </button>
          </div>
        ) : (
          <StepFrame
            step={flow.step}
            last={flow.last}
            title={stepTitles[flow.step - 1] ?? ''}
            status={flow.status}
            canSubmit={canSubmit && captcha.ready}
            errors={
              flow.submitError === null
                ? stepErrors
                : [...stepErrors, t('submitError'), ...(flow.submitError ? [flow.submitError] : [])]
            }
            onPrevious={flow.previous}
            onNext={() => void flow.next()}
          >
            {children(flow.step, municipalities.list)}
            {flow.step === flow.last ? (
              <ShareShortlistField idPrefix={shareId} checked={share} onChange={setShare} />
            ) : null}
          </StepFrame>
        )}
      </form>
    </FormProvider>
  )
}

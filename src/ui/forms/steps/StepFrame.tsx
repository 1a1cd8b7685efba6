'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { arrowLeftNode } from '@/ui/icons/nodes/arrow-left'
import { arrowRightNode } from '@/ui/icons/nodes/arrow-right'
import { circleCheckNode } from '@/ui/icons/nodes/circle-check'
import { sendNode } from '@/ui/icons/nodes/send'
import { spinnerNode } from '@/ui/icons/nodes/spinner'
import { useTranslations } from '@/i18n/client'
import { useEffect, useRef, type ReactNode } from 'react'
import type { StepStatus } from './use-step-form'

type Props = {
  step: number
  last: number
  title: string
  status: StepStatus
  errors: string[]
  canSubmit: boolean
  onPrevious: () => void
  onNext: () => void
  children: ReactNode
}

/** A step: progress bar, title, danger list of errors, the fields, Previous / Next or submit. */
export function StepFrame({ step, last, title, status, errors, canSubmit, onPrevious, onNext, children }: Props) {
  const t = useTranslations('StepForms')
  const done = status === 'submitted'
  // Each new step takes the focus to its title: a keyboard or screen-reader user hears where they are, and the
  // button they pressed (Start, or Next on the step before the last) is gone.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [step])
  return (
    <div className="step-form__step">
      <div className="step-form__progress">
        <span>{t('progress', { step, total: last })}</span>
        <progress max={last} value={step} aria-label={t('progress', { step, total: last })} />
      </div>
      <h3 className="step-form__title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {errors.length ? (
        <div className="alert alert--danger" role="alert">
          <p className="alert__title">{t('errorsTitle')}</p>
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="step-form__fields" disabled={done || status === 'submitting'}>
        {children}
      </fieldset>
      {done ? (
        <div className="alert alert--success" role="status">
          <p className="alert__title">
            <Glyph node={circleCheckNode} size={18} /> {t('requestSent')}
          </p>
          <p>{t('requestSentText')}</p>
        </div>
      ) : (
        <div className="step-form__nav">
          <button type="button" className="btn btn--outline" onClick={onPrevious} disabled={status === 'submitting'}>
            <Glyph node={arrowLeftNode} size={18} /> {t('previous')}
          </button>
          {step < last ? (
            <button type="button" className="btn btn--solid" onClick={onNext}>
              {t('next')} <Glyph node={arrowRightNode} size={18} />
            </button>
          ) : (
            <button type="submit" className="btn btn--solid" disabled={!canSubmit || status === 'submitting'}>
              {status === 'submitting' ? (
                <Glyph node={spinnerNode} size={18} className="spin" />
              ) : (
                <Glyph node={sendNode} size={18} />
              )}{' '}
              {t('submit')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { arrowLeftNode, arrowRightNode, circleCheckNode, sendNode, spinnerNode } from '@/ui/icons/lucide-nodes'
import { useTranslations } from '@/i18n/client'
import type { ReactNode } from 'react'
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
  return (
    <div className="step-form__step">
      <div className="step-form__progress">
        <span>{t('progress', { step, total: last })}</span>
        <progress max={last} value={step} aria-label={t('progress', { step, total: last })} />
      </div>
      <h3 className="step-form__title">{title}</h3>
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

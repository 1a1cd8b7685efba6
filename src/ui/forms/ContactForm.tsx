'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { Glyph } from '@/ui/icons/Glyph'
import { sendNode } from '@/ui/icons/nodes/send'
import { spinnerNode } from '@/ui/icons/nodes/spinner'
import { useTranslations } from '@/i18n/client'
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { toast } from 'sonner'
import { SUCCESS_TOAST_MS } from '@/leads/constants'
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormData,
  type ContactFormValues,
  type Recipient,
} from '@/leads/contact-schema'
import { contactToWire } from '@/leads/wire'
import { useCaptcha } from '@/ui/captcha/use-captcha'
import { useToaster } from '@/ui/shell/LazyToaster'
import { useSite } from '@/ui/state/site'
import { ConsentFields } from './ConsentFields'
import { ShareShortlistField, shareWire } from './ShareShortlistField'
import { readShortlist } from '@/ui/shortlist/store'
import { MaskedInput } from './MaskedInput'
import { Field, useErrorText } from './Field'
import { Honeypot } from './Honeypot'
import { applyMask, caretAfterMask, phoneMask } from './masks'
import { applyServerErrors, useSubmission } from './use-submission'
import { useVisitorFields } from './use-visitor-fields'
import './forms.css'

type State = 'neutral' | 'sending' | 'success' | 'failure'

/** What the static form (StaticContactForm) hands over: typed values, the focused field and caret, a send asked for. */
export type TakenOver = {
  values: Partial<ContactFormValues>
  focus: { name: string; start: number | null; end: number | null } | null
  submit: boolean
}

export type ContactFormProps = {
  recipient?: Recipient | null
  contactName?: string | null
  initialMessage?: string
  takenOver?: TakenOver
}

/** Focus and caret back where they were in the static form, and the send it was asked for. */
function useTakeOver(formRef: RefObject<HTMLFormElement | null>, takenOver: TakenOver | undefined) {
  // In the commit that swaps the forms: no keystroke lands between the static field and this one.
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form || !takenOver) return
    const focus = takenOver.focus
    const el = focus ? form.elements.namedItem(focus.name) : null
    if (focus && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
      el.focus()
      if (focus.start !== null && el.type !== 'email' && el.type !== 'checkbox') {
        // The phone was typed unmasked: the caret goes where the mask moved it.
        const raw = takenOver.values.phone ?? ''
        const at = (n: number) => (focus.name === 'phone' ? caretAfterMask(raw, n, el.value, phoneMask) : n)
        el.setSelectionRange(at(focus.start), at(focus.end ?? focus.start))
      }
    }
    if (takenOver.submit) form.requestSubmit()
    // Once, as it mounts: what was typed after is the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once at mount, on what the static form handed over
  }, [])
}

/** The contact form (spec 1 §4, §5): contact block (through ContactFormGate), contact modal and contact-us modal. */
export function ContactForm({ recipient = null, contactName, initialMessage, takenOver }: ContactFormProps) {
  const t = useTranslations('LeadForms')
  const errorText = useErrorText()
  const site = useSite()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const captcha = useCaptcha(formRef)
  const submission = useSubmission(formRef)
  useToaster()
  const [state, setState] = useState<State>('neutral')
  const [share, setShare] = useState(false)
  // Errors first show on submit, then follow typing: validating on blur made an error appear under the
  // Send button as it was pressed, moving it away before the release (the click was lost).
  const form = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      ...emptyContactForm,
      message: initialMessage?.slice(0, 2000) ?? '',
      ...takenOver?.values,
      phone: applyMask(takenOver?.values.phone ?? '', phoneMask),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  useVisitorFields(form)
  useTakeOver(formRef, takenOver)
  const neutral = () => setState('neutral')

  const onValid = async (data: ContactFormData) => {
    setState('sending')
    try {
      await submission.send('contact_form', captcha.run, (token) => ({
        ...contactToWire(data, { token, locale: site.locale }, recipient),
        ...shareWire(share, readShortlist()),
      }))
      form.reset({ ...form.getValues(), message: '', consent_transaction: false, consent_marketing: false })
      setShare(false)
      setState('success')
      toast.success(t('successTitle'), {
        description: t('successMessage'),
        duration: SUCCESS_TOAST_MS,
        onDismiss: neutral,
        onAutoClose: neutral,
      })
    } catch (e) {
      applyServerErrors(form, e)
      setState('failure')
      toast.error(t('failureTitle'), {
        description: e instanceof Error ? e.message : t('failureGeneric'),
        onDismiss: neutral,
        onAutoClose: neutral,
      })
    }
  }
  const onInvalid = (errs: FieldErrors<ContactFormValues>) => {
    const list = Object.values(errs)
      .map((e) => errorText(e?.message))
      .filter(Boolean)
    toast.error(t('invalidTitle'), {
      description: (
        <ul className="toast-list">
          {list.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ),
    })
  }
  const err = (name: keyof ContactFormValues) => errorText(errors[name]?.message)
  const sending = state === 'sending'

  return (
    <form
      ref={formRef}
      className="lead-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-busy={sending}
      data-state={state}
    >
      <div className="lead-form__row">
        <Field id={`${id}-firstname`} label={t('firstname')} required error={err('firstname')}>
          {(aria) => <input {...aria} className="input" autoComplete="given-name" {...register('firstname')} />}
        </Field>
        <Field id={`${id}-lastname`} label={t('lastname')} required error={err('lastname')}>
          {(aria) => <input {...aria} className="input" autoComplete="family-name" {...register('lastname')} />}
        </Field>
      </div>
      <div className="lead-form__row">
        <Field id={`${id}-email`} label={t('email')} required error={err('email')}>
          {(aria) => (
            <input
              {...aria}
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email')}
            />
          )}
        </Field>
        <Field id={`${id}-phone`} label={t('phone')} error={err('phone')} hint={t('phoneHint')}>
          {(aria) => (
            <MaskedInput
              {...aria}
              {...phoneMask}
              className="input"
              type="tel"
              autoComplete="tel-national"
              {...register('phone')}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-message`} label={t('message')} required error={err('message')}>
        {(aria) => (
          <textarea
            {...aria}
            className="input"
            rows={5}
            {...register('message', { setValueAs: (v: string) => v.trim() })}
          />
        )}
      </Field>
      <Honeypot />
      <ShareShortlistField
        idPrefix={id}
        checked={share}
        onChange={(v) => {
          setShare(v)
          form.clearErrors('shortlist' as never)
        }}
        error={errorText((errors as Record<string, { message?: string } | undefined>).shortlist?.message)}
      />
      {site.contactForm.show_consent ? (
        <ConsentFields idPrefix={id} register={register} name={contactName || site.contactForm.contact_name} />
      ) : null}
      {!captcha.ready ? (
        <p className="lead-form__note" role="note">
          {t('captchaMissing')}
        </p>
      ) : null}
      <button type="submit" className="btn btn--solid lead-form__submit" disabled={sending || !captcha.ready}>
        {sending ? <Glyph node={spinnerNode} size={18} className="spin" /> : <Glyph node={sendNode} size={18} />}
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  )
}

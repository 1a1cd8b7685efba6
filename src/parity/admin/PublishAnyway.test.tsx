// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { CheckboxFieldClientProps } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The form as Payload's hooks show it to the field: its state is set per test. */
const form = vi.hoisted(() => ({
  field: {},
  submitted: false,
  dispatchFields: () => {},
}))

vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: 'fr' } }),
  useField: () => ({ value: false, setValue: () => {}, ...form.field }),
  useForm: () => ({ dispatchFields: form.dispatchFields }),
  useFormSubmitted: () => form.submitted,
  CheckboxInput: ({ label }: { label: string }) => <input type="checkbox" aria-label={label} />,
  FieldDescription: () => null,
}))

const { PublishAnyway } = await import('./PublishAnyway')

const props = { field: { name: 'publish_anyway', label: 'Publier quand même' }, path: 'publish_anyway' }
const show = () => render(<PublishAnyway {...(props as unknown as CheckboxFieldClientProps)} />)
const gaps = 'Traduction incomplète.\nEN : 2 champs copiés — Référencement (SEO) › Description'

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {}
  form.dispatchFields = vi.fn()
})
afterEach(cleanup)

describe('the publish warning', () => {
  it('lists the gaps of a refused publish even once the rebuilt form state has marked the field valid', () => {
    // Payload's background rebuild keeps the message and sets `valid` back to true; in a busy browser the refusal
    // and the rebuild land in one render.
    form.submitted = true
    form.field = { errorMessage: gaps, valid: true, showError: false }
    show()
    expect(screen.getByRole('alert').textContent).toBe(gaps)
    expect(screen.getByRole('checkbox', { name: 'Publier quand même' })).toBeTruthy()
  })

  it('hides the box on a refusal the site blocks: ticking it would not help', () => {
    form.submitted = true
    form.field = { errorMessage: 'Publication bloquée par les paramètres du site : traduction incomplète.\nEN : …' }
    show()
    expect(screen.getByRole('alert').textContent).toMatch(/^Publication bloquée/)
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('shows nothing before a publish, and clears the last refusal once one goes through', () => {
    form.submitted = false
    form.field = { errorMessage: gaps, valid: true }
    show()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(form.dispatchFields).toHaveBeenCalledWith({
      type: 'UPDATE',
      path: 'publish_anyway',
      errorMessage: undefined,
      valid: true,
    })
  })
})

import type { CategoryItem } from '@/data/articles'

type Props = {
  variant: 'side' | 'menu'
  categories: CategoryItem[]
  selected: number[]
  labels: { categories: string; allCategories: string; selected: string[]; reset: string }
  onClick: (id: number) => void
  onReset: () => void
}

/** The category checkboxes: a left column at xl and up, a multi-select dropdown in the header below. */
export function CategoryChoices({ variant, categories, selected, labels, onClick, onReset }: Props) {
  const allSelected = categories.every((c) => selected.includes(Number(c.id)))
  const list = (
    <fieldset className="archive-cats">
      <legend className={variant === 'menu' ? 'visually-hidden' : 'archive-cats__legend'}>{labels.categories}</legend>
      {categories.map((c) => (
        <label key={c.id} className="archive-cats__item">
          <input type="checkbox" checked={selected.includes(Number(c.id))} onChange={() => onClick(Number(c.id))} />
          <span>{c.label}</span> <span className="archive-cats__count">({c.articles_count})</span>
        </label>
      ))}
      <button type="button" className="link archive-cats__reset" onClick={onReset} disabled={allSelected}>
        {labels.reset}
      </button>
    </fieldset>
  )
  if (variant === 'side') return list
  const summary = allSelected
    ? labels.allCategories
    : labels.selected[Math.min(selected.length, 2)].replace('#', String(selected.length))
  return (
    <details className="archive-dropdown">
      <summary className="archive-dropdown__button">
        <span className="visually-hidden">{labels.categories} — </span>
        {summary}
      </summary>
      <div className="archive-dropdown__panel">{list}</div>
    </details>
  )
}

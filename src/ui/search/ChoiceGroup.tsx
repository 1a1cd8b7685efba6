'use client'
import { useId } from 'react'

type Option = { value: string; label: string }
type Props = { legend: string; options: Option[]; value: string; onChange: (v: string) => void; name?: string }

/** A single choice shown as toggle chips (native radios: arrow keys move between choices). */
export function ChoiceGroup({ legend, options, value, onChange, name }: Props) {
  const id = useId()
  return (
    <fieldset className="choice-group">
      <legend className="filters__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((o) => (
          <label key={o.value} className="chip">
            <input
              type="radio"
              name={name ?? id}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The filter controls of the specialists and research overviews (spec 2.1, 4): native selects and
 * a search box inside a GET form, so they work without JavaScript (the static page then shows the
 * whole list) and with the keyboard as any form does.
 */
import type { ChangeEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '#src/lib/overviews/text-match.ts';

export type OptionGroup = { label: string; options: readonly string[] };

type SelectProps = {
  id: string;
  name: string;
  label: string;
  /** The first option, for no filter ('all departments'). */
  allLabel: string;
  /** The chosen option, or null for all. */
  value: string | null;
  /** Options, or groups of options (shown as optgroups). */
  options: readonly string[] | readonly OptionGroup[];
  onChange: (value: string | null) => void;
};

function isGrouped(options: readonly string[] | readonly OptionGroup[]): options is readonly OptionGroup[] {
  return typeof options[0] === 'object';
}

export function SelectField({ id, name, label, allLabel, value, options, onChange }: SelectProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value || null);
  return (
    <div className="az-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value ?? ''} onChange={change}>
        <option value="">{allLabel}</option>
        {isGrouped(options)
          ? options
              .filter((group) => group.options.length > 0)
              .map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </optgroup>
              ))
          : options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
      </select>
    </div>
  );
}

type SearchProps = {
  id: string;
  name: string;
  label: string;
  button: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box and the button that applies it (the form's submit). */
export function SearchField({ id, name, label, button, value, onChange }: SearchProps) {
  return (
    <div className="az-field az-field--search">
      <label htmlFor={id}>{label}</label>
      <div className="az-field__row">
        <input id={id} name={name} type="search" value={value} maxLength={MAX_SEARCH_LENGTH} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
        <button type="submit" className="button">
          {button}
        </button>
      </div>
    </div>
  );
}

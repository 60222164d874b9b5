/**
 * The filter controls of the specialists and research overviews: native selects and
 * a search box inside a GET form, so they work without JavaScript (one department filter then gets
 * its filter page) and with the keyboard as any form does. Both are the site's one form field
 * (src/react/FormField.tsx); the search box is optional and says so.
 */
import { MAX_SEARCH_LENGTH } from '#src/overviews/shared/text-match.ts';
import { FormField, type OptionGroup } from '#src/react/FormField.tsx';

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

export function SelectField({ id, name, label, allLabel, value, options, onChange }: SelectProps) {
  return (
    <FormField
      control="select"
      className="az-field"
      id={id}
      name={name}
      label={label}
      emptyLabel={allLabel}
      value={value ?? ''}
      options={options}
      onChange={(next) => onChange(next || null)}
    />
  );
}

type SearchProps = {
  id: string;
  name: string;
  label: string;
  button: string;
  /** The optional marker ('(optioneel)'). */
  optional: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box and the button that applies it (the form's submit). */
export function SearchField({ id, name, label, button, optional, value, onChange }: SearchProps) {
  return (
    <FormField
      control="search"
      className="az-field az-field--search"
      rowClassName="az-field__row"
      id={id}
      name={name}
      label={label}
      optional={optional}
      value={value}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={onChange}
      trailing={
        <button type="submit" className="button">
          {button}
        </button>
      }
    />
  );
}

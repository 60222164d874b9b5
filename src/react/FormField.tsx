/**
 * One form field for every form of the site: a label, the control (a text or search box,
 * or a dropdown), and under it the error text when the field is invalid. Optional fields say so
 * in their label ('(optioneel)' / '(optional)'); a maximum length and read-only are passed to the
 * control. No other validation: what is invalid is the form's own rule (the BMI fields' digits).
 *
 * Used by the islands (BMI, the A to Z filters, the ward chooser, site search) and rendered on
 * the server by Astro for the search box of the not-found and search pages (no JavaScript there:
 * no handlers are passed, `value` is the initial value).
 *
 * Accessibility: the label is a `<label for>`; an invalid field has `aria-invalid` and is
 * described by its error text (and by a hint when there is one); the error paragraph is a polite
 * live region, present whenever the field can have an error, so a new error is announced.
 */
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';

export type OptionGroup = { label: string; options: readonly string[] };
export type SelectOption = string | { value: string; label: string };

type Common = {
  id: string;
  name: string;
  label: ReactNode;
  /** The optional marker ('(optioneel)'), for a field that may be left empty. */
  optional?: string | undefined;
  /**
   * The error text under the field: a string when invalid, null when it can be invalid but is not; absent when it never
   * is.
   */
  error?: string | null | undefined;
  /** Ids of further descriptions (a hint shared by several fields). */
  describedBy?: string | undefined;
  readOnly?: boolean | undefined;
  /** The wrapper's class (the form's own styles); `form-field` besides. */
  className?: string | undefined;
  /** Beside the control in one row (a submit button); the row's class. From Astro: the children. */
  trailing?: ReactNode;
  children?: ReactNode;
  rowClassName?: string | undefined;
};

type InputField = Common & {
  control: 'text' | 'search';
  value: string;
  onChange?: ((value: string) => void) | undefined;
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  inputMode?: 'numeric' | 'text' | 'search' | undefined;
  pattern?: string | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
};

type SelectField = Common & {
  control: 'select';
  value: string;
  onChange?: ((value: string) => void) | undefined;
  /** The first option, with the empty value ('Alle afdelingen'); none: every option is a choice. */
  emptyLabel?: string | undefined;
  options: readonly SelectOption[] | readonly OptionGroup[];
};

export type FormFieldProps = InputField | SelectField;

const isGrouped = (options: readonly SelectOption[] | readonly OptionGroup[]): options is readonly OptionGroup[] =>
  options.length > 0 && typeof options[0] === 'object' && 'options' in (options[0] as object);

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}

/** The control's description: its error (when it can have one) and any further descriptions. */
export function describedByOf(
  id: string,
  error: string | null | undefined,
  describedBy: string | undefined,
): string | undefined {
  const ids = [describedBy, error === undefined ? undefined : `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FormField(props: FormFieldProps) {
  const { id, name, label, optional, error, describedBy, readOnly, className, rowClassName } = props;
  const trailing = props.trailing ?? props.children;
  const invalid = typeof error === 'string' && error !== '';
  const aria = {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedByOf(id, error, describedBy),
  } as const;
  // Without a handler (rendered by Astro, no JavaScript) the value is the initial one.
  const valueProps = (value: string, onChange: ((value: string) => void) | undefined) =>
    onChange
      ? { value, onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value) }
      : { defaultValue: value };

  const control =
    props.control === 'select' ? (
      <select id={id} name={name} disabled={readOnly} {...aria} {...valueProps(props.value, props.onChange)}>
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {isGrouped(props.options) ? (
          props.options
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <optgroup key={group.label} label={group.label}>
                <Options options={group.options} />
              </optgroup>
            ))
        ) : (
          <Options options={props.options} />
        )}
      </select>
    ) : (
      <input
        id={id}
        name={name}
        type={props.control}
        autoComplete="off"
        readOnly={readOnly}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        pattern={props.pattern}
        onKeyDown={props.onKeyDown}
        {...aria}
        {...valueProps(props.value, props.onChange)}
      />
    );

  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="form-field__optional"> {optional}</span>}
      </label>
      {trailing ? (
        <div className={rowClassName}>
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {error !== undefined && (
        <p className="form-field__error" id={`${id}-error`} aria-live="polite">
          {error ?? ''}
        </p>
      )}
    </div>
  );
}

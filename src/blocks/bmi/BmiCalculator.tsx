/**
 * The BMI self-check as an island, hydrated when it scrolls into view. Age, length
 * and weight take digits only (other key presses are blocked; pasted text keeps its digits) and
 * are read as whole numbers. The BMI shows with one decimal comma once length and weight are known;
 * below 35 the gastric-band question appears, and changing age, length or weight clears its answer.
 * The result (too young, eligible with weight bounds, or not eligible) is announced politely, as
 * are the errors under the fields.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { bmiTexts, changeField, evaluateBmi, fieldInvalid, isAllowedKey, type BmiInputs } from '#src/blocks/bmi/bmi.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import './BmiCalculator.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';
import { FormField } from '#src/react/FormField.tsx';

/**
 * blocks.bmi; `yourBmi` has `{{bmi}}`, `overweight` `{{kilos}}`, `bounds` `{{healthyMin}}`,
 * `{{healthyMax}}`, `{{targetMin}}` and `{{targetMax}}`.
 */
export type BmiStrings = StringsAt<'blocks.bmi'>;

type Field = 'age' | 'length' | 'weight';

function blockNonDigits(event: KeyboardEvent<HTMLInputElement>) {
  if (!isAllowedKey(event)) event.preventDefault();
}

function BmiCalculator({ strings, headingLevel }: { strings: BmiStrings; headingLevel: 2 | 3 }) {
  const ResultHeading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [inputs, setInputs] = useState<BmiInputs>({ age: '', length: '', weight: '', gastricBand: null });
  const state = evaluateBmi(inputs);

  const fields: Array<{ field: Field; label: string; unit: string; error: string; max: number }> = [
    { field: 'age', label: strings.age, unit: strings.ageUnit, error: strings.ageError, max: 3 },
    { field: 'length', label: strings.length, unit: strings.lengthUnit, error: strings.lengthError, max: 3 },
    { field: 'weight', label: strings.weight, unit: strings.weightUnit, error: strings.weightError, max: 3 },
  ];

  const { value, result } = bmiTexts(state, strings);

  return (
    <form className="bmi" noValidate onSubmit={(event) => event.preventDefault()} data-bmi>
      <fieldset className="bmi__fields">
        <legend className="bmi__legend">{strings.legend}</legend>
        {fields.map(({ field, label, unit, error, max }) => {
          const inputId = `${id}-${field}`;
          return (
            <FormField
              key={field}
              control="text"
              className="bmi__field"
              id={inputId}
              name={field}
              label={
                <>
                  {label} <span className="bmi__unit">({unit})</span>
                </>
              }
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={max}
              value={inputs[field]}
              error={fieldInvalid(inputs[field]) ? error : null}
              describedBy={`${id}-hint`}
              onKeyDown={blockNonDigits}
              onChange={(value) => setInputs((current) => changeField(current, field, value))}
            />
          );
        })}
        <p className="bmi__hint" id={`${id}-hint`}>
          {strings.digitsHint}
        </p>
      </fieldset>

      {value !== null && <p className="bmi__value">{value}</p>}

      {state.askGastricBand && (
        <fieldset className="bmi__question">
          <legend>{strings.gastricBand}</legend>
          {(['yes', 'no'] as const).map((answer) => (
            <label className="bmi__choice" key={answer}>
              <input
                type="radio"
                name={`${id}-gastric-band`}
                value={answer}
                checked={inputs.gastricBand === answer}
                onChange={() => setInputs((current) => ({ ...current, gastricBand: answer }))}
              />
              <span>{answer === 'yes' ? strings.yes : strings.no}</span>
            </label>
          ))}
        </fieldset>
      )}

      <div className="bmi__result" role="status" aria-live="polite" data-bmi-result={state.outcome ?? ''}>
        {result && (
          <>
            <ResultHeading className="bmi__result-title">{strings.resultTitle}</ResultHeading>
            {result.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        )}
      </div>
    </form>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(BmiCalculator, 'BmiCalculator');

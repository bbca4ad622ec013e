import { StarIcon } from './Stars';
import { starsText } from './labels';
import type { FormLabels } from './formLabels';

interface RatingInputProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  labels: FormLabels;
  problemId?: string;
  disabled?: boolean;
}

/**
 * The star rating input: a fieldset of five native radios (the APG radio group: arrows move and choose, Tab
 * leaves), each a 44 px star; the stars up to the chosen one are filled.
 */
export function RatingInput({ id, value, onChange, labels, problemId, disabled }: RatingInputProps) {
  return (
    <fieldset data-rating-input aria-describedby={problemId} disabled={disabled}>
      <legend>{labels.ratingLabel}</legend>
      <div data-choices>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} data-choice data-on={stars <= value ? '' : undefined}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={problemId ? true : undefined}
            />
            <StarIcon />
            <span data-visually-hidden>{starsText(stars, labels)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

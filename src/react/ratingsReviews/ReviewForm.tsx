import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ButtonControl } from '../shared/buttonControl/ButtonControl';
import { Spinner } from '../shared/buttonControl/Spinner';
import { RatingInput } from './RatingInput';
import type { ListLabels } from './labels';
import { formLabels } from './formLabels';
import { reviewFormStyles } from './formStyles';
import { useThemedClass } from '../runtime/useThemedClass';
import { REVIEW_LIMITS, reviewProblemMessage, validateReview, type NewReview, type ReviewField, type ReviewProblems } from '../../core/commerce/reviews';
import { LOADING_SPINNER_SIZE } from '../../themes/tokens';


interface ReviewFormProps {
  /** the list's labels; the form's come from `authored` over their defaults */
  labels: ListLabels;
  authored: unknown;
  /** resolves when stored; rejects with `subjects` (the fields the server refused) or anything else */
  onSubmit: (review: NewReview) => Promise<void>;
  onCancel: () => void;
}

const FIELDS: ReviewField[] = ['rating', 'headline', 'comment', 'alias'];

/**
 * Writing a review: validated on submit (messages tied to their fields by aria-describedby, focus on the first
 * field to fix), progress on the button, no second submit while one is on its way, and on a failure what the
 * visitor typed stays where it is.
 */
export function ReviewForm({ labels: listLabels, authored, onSubmit, onCancel }: ReviewFormProps) {
  const labels = formLabels(listLabels, authored);
  const id = useId();
  const [rating, setRating] = useState(0);
  const [headline, setHeadline] = useState('');
  const [comment, setComment] = useState('');
  const [alias, setAlias] = useState('');
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [failure, setFailure] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusFirst, setFocusFirst] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const className = useThemedClass(reviewFormStyles);

  // Opened from "Write a review": the form's heading takes focus, so reading starts at the form.
  useLayoutEffect(() => titleRef.current?.focus(), []);

  // After a refused submit, focus goes to the first field to fix.
  useLayoutEffect(() => {
    if (!focusFirst) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [focusFirst]);

  const clear = (field: ReviewField) => problems[field] && setProblems((now) => ({ ...now, [field]: undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(false);
    const checked = validateReview({ rating, headline, comment, alias });
    if (checked.problems) {
      setProblems(checked.problems);
      setFocusFirst((n) => n + 1);
      return;
    }
    setProblems({});
    sending.current = true;
    setBusy(true);
    try {
      await onSubmit(checked.review);
    } catch (error) {
      const subjects = (error as { subjects?: unknown })?.subjects;
      const refused = Array.isArray(subjects) ? FIELDS.filter((field) => subjects.includes(field)) : [];
      if (refused.length) {
        setProblems(Object.fromEntries(refused.map((field) => [field, 'required'])));
        setFocusFirst((n) => n + 1);
      } else setFailure(true);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const problemId = (field: ReviewField) => (problems[field] ? `${id}-${field}-problem` : undefined);
  const problemText = (field: ReviewField) => {
    const text = reviewProblemMessage(field, problems[field], labels);
    return text ? (
      <p data-problem id={`${id}-${field}-problem`}>
        {text}
      </p>
    ) : null;
  };
  const textField = (field: 'headline' | 'comment' | 'alias', label: string, value: string, set: (value: string) => void) => {
    const props = {
      id: `${id}-${field}`,
      name: field,
      value,
      readOnly: busy,
      maxLength: REVIEW_LIMITS[field] + 50,
      'aria-invalid': problems[field] ? true : undefined,
      'aria-describedby': problemId(field),
      'aria-required': field === 'alias' ? undefined : true,
      onChange: (event: { target: { value: string } }) => {
        set(event.target.value);
        clear(field);
      },
    };
    return (
      <div data-field>
        <label htmlFor={props.id}>{label}</label>
        {field === 'comment' ? <textarea rows={5} {...props} /> : <input type="text" autoComplete={field === 'alias' ? 'nickname' : 'off'} {...props} />}
        {problemText(field)}
      </div>
    );
  };

  return (
    <form ref={formRef} className={className} method="post" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${id}-title`} data-form>
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1}>{labels.writeReviewLabel}</h3>
      <div role="alert">{failure ? labels.submitErrorMessage : null}</div>
      <div data-field>
        <RatingInput
          id={id}
          value={rating}
          onChange={(value) => {
            setRating(value);
            clear('rating');
          }}
          labels={labels}
          problemId={problemId('rating')}
          disabled={busy}
        />
        {problemText('rating')}
      </div>
      {textField('headline', labels.headlineLabel, headline, setHeadline)}
      {textField('comment', labels.commentLabel, comment, setComment)}
      {textField('alias', labels.aliasLabel, alias, setAlias)}
      <div data-actions>
        <ButtonControl
          type="submit"
          variant="contained"
          size="large"
          loading={busy}
          loadingIndicator={<Spinner size={LOADING_SPINNER_SIZE} aria-label={labels.sendingLabel} />}
        >
          {labels.submitLabel}
        </ButtonControl>
        <ButtonControl type="button" variant="outlined" size="large" onClick={onCancel} disabled={busy}>
          {labels.cancelLabel}
        </ButtonControl>
      </div>
    </form>
  );
}

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/** One star drawn inline (no icon font, no request). */
export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR} />
    </svg>
  );
}

const row = (key: string) => (
  <span data-row={key} aria-hidden="true">
    {[1, 2, 3, 4, 5].map((n) => (
      <StarIcon key={n} />
    ))}
  </span>
);

/**
 * Five stars filled to `rating` (fractions too), one image with the accessible text `label`. The filled row is
 * clipped by width from the inline start, so right to left fills from the right.
 */
export function Stars({ rating, label, size = 'small' }: { rating: number; label: string; size?: 'small' | 'large' }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span data-stars={size} role="img" aria-label={label}>
      {row('empty')}
      <span data-fill style={{ width: `${percent}%` }}>
        {row('full')}
      </span>
    </span>
  );
}

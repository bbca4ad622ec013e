import { Spinner } from '../gates/GateButton';
import { buttonStyles } from '../gates/buttonStyles';
import { useThemedClass } from '../runtime/useThemedClass';
import { accountMessageStyles, accountSkeletonStyles, accountStateStyles } from './styles';

type Marker = Record<`data-${string}`, string>;

/** The account element's one alert line: always in the page, so that a later failure is announced. */
export function AccountAlert({ children, ...marker }: { children?: React.ReactNode } & Marker) {
  return (
    <p className={useThemedClass(accountMessageStyles)} role="alert" {...marker}>
      {children}
    </p>
  );
}

/** The skeleton while the first answer is awaited (hidden from screen readers: the section is aria-busy). */
export function AccountSkeleton({ lines = 1 }: { lines?: number }) {
  return (
    <div className={useThemedClass(accountSkeletonStyles)} aria-hidden="true" data-skeleton="">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}

/** "Try again" after a failed first load: busy (a spinner) while retrying, a second press ignored meanwhile. */
export function RetryButton({ label, retrying, onRetry, ...marker }: { label: string; retrying: boolean; onRetry: () => void } & Marker) {
  const classes = { state: useThemedClass(accountStateStyles), button: useThemedClass(buttonStyles) };
  return (
    <div className={classes.state}>
      <button type="button" className={classes.button} data-variant="outlined" aria-busy={retrying || undefined} onClick={() => !retrying && onRetry()} {...marker}>
        {label}
        {retrying && <Spinner />}
      </button>
    </div>
  );
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles, spinnerStyles } from './buttonStyles';

/** A spinning ring with an accessible name (role="progressbar", as MUI's CircularProgress). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span role="progressbar" aria-label={label} className={useThemedClass(spinnerStyles)} />;
}

type Common = { variant?: 'contained' | 'outlined'; children: ReactNode } & Record<`data-${string}`, string>;

/**
 * A gate's answer: a native button, or a link when `href` is given, in the brand-button look.
 * While `busy` it shows a spinner and ignores activation but keeps focus (aria-disabled, not
 * disabled, so keyboard and screen-reader users are not thrown out of the dialog).
 */
export function GateButton(
  props: Common &
    ({ href: string } | ({ href?: undefined; busy?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'disabled'>)),
) {
  const className = useThemedClass(buttonStyles);
  if (props.href !== undefined) {
    const { variant = 'contained', href, children, ...rest } = props;
    return (
      <a {...rest} href={href} className={className} data-variant={variant}>
        {children}
      </a>
    );
  }
  const { variant = 'contained', busy = false, children, onClick, type = 'button', ...rest } = props;
  return (
    <button
      {...rest}
      type={type}
      className={className}
      data-variant={variant}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
      {busy && <Spinner />}
    </button>
  );
}

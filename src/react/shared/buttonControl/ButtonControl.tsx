import type { AriaAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { stylesForKey, useThemedClass, type ThemedStyles } from '../../runtime/useThemedClass';
import { iconPlaceholderStyles, iconStyles, loadingIndicatorStyles, rootStyles, type ButtonSize, type ButtonState, type ButtonVariant, type LoadingPosition } from './styles';
import { useButtonBase } from './useButtonBase';

/**
 * Our button: MUI's Button (Material UI 9) as the elements use it, without MUI. The same markup and
 * class names (`MuiButtonBase-root MuiButton-root MuiButton-contained …`, `Mui-disabled`,
 * `Mui-focusVisible`, the icon and loading slots), the same rules (styles.ts, held equal to MUI's by
 * tests/unit/muiParity.test.ts), the same ripple (ripple.ts) and focus handling: a button or, with
 * `href`, a link. An element that draws one loads neither MUI's components nor its styling system.
 */
export interface ButtonControlProps extends AriaAttributes {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** a boolean shows the loading slot (MUI: `null` leaves it out); true disables the button and shows `loadingIndicator` */
  loading?: boolean | null;
  loadingPosition?: LoadingPosition;
  loadingIndicator?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  href?: string;
  target?: string;
  rel?: string;
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  id?: string;
  part?: string;
  /** the button (an anchor when `href` is given, as MUI's) */
  ref?: Ref<HTMLButtonElement>;
  /** styles after MUI's and the brand's, in the same rule (what `sx` was for MUI's button); a module-level function */
  rootStyles?: ThemedStyles;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Styles after MUI's, numbered for the key of the rule they join. */
const extraIds = new WeakMap<ThemedStyles, number>();
let extras = 0;
function stylesFor(slot: string, state: ButtonState, make: ThemedStyles, extra?: ThemedStyles): ThemedStyles {
  if (extra && !extraIds.has(extra)) extraIds.set(extra, ++extras);
  return stylesForKey(`button ${slot} ${state.variant} ${state.size} ${state.fullWidth} ${state.loading} ${state.loadingPosition} ${extra ? extraIds.get(extra) : ''}`, () => make);
}

export function ButtonControl({
  children,
  variant = 'text',
  size = 'medium',
  startIcon: startIconProp,
  endIcon: endIconProp,
  loading = null,
  loadingPosition = 'center',
  loadingIndicator,
  disabled: disabledProp = false,
  fullWidth = false,
  href,
  type,
  className,
  onClick,
  ref,
  rootStyles: extra,
  ...other
}: ButtonControlProps) {
  const state: ButtonState = { variant, size, fullWidth, loading: loading === true, loadingPosition };
  const disabled = disabledProp || loading === true;
  const { handlers, keyboardFocus, ripple, rippleClass } = useButtonBase({ disabled, focusRipple: true, onClick });
  const root = useThemedClass(stylesFor('root', state, (theme) => (extra ? [...rootStyles(theme, state), extra(theme)] : rootStyles(theme, state)), extra));
  const start = useThemedClass(stylesFor('start', state, (theme) => iconStyles(theme, state, false)));
  const end = useThemedClass(stylesFor('end', state, (theme) => iconStyles(theme, state, true)));
  const indicator = useThemedClass(stylesFor('indicator', state, (theme) => loadingIndicatorStyles(theme, state)));
  const placeholder = useThemedClass(iconPlaceholderStyles);

  const startIcon = (startIconProp || (loading === true && loadingPosition === 'start')) && (
    <span className={`MuiButton-icon MuiButton-startIcon ${start}`}>{startIconProp || <span className={`MuiButton-loadingIconPlaceholder ${placeholder}`} />}</span>
  );
  const endIcon = (endIconProp || (loading === true && loadingPosition === 'end')) && (
    <span className={`MuiButton-icon MuiButton-endIcon ${end}`}>{endIconProp || <span className={`MuiButton-loadingIconPlaceholder ${placeholder}`} />}</span>
  );
  const loader =
    typeof loading === 'boolean' ? (
      <span className="MuiButton-loadingWrapper" style={{ display: 'contents' }}>
        {loading && <span className={`MuiButton-loadingIndicator ${indicator}`}>{loadingIndicator}</span>}
      </span>
    ) : null;
  const classes = [
    'MuiButtonBase-root',
    disabled && 'Mui-disabled',
    keyboardFocus && 'Mui-focusVisible',
    'MuiButton-root',
    loading === true && 'MuiButton-loading',
    `MuiButton-${variant}`,
    `MuiButton-size${capital(size)}`,
    'MuiButton-colorPrimary',
    'MuiButton-disableElevation',
    fullWidth && 'MuiButton-fullWidth',
    loading === true && `MuiButton-loadingPosition${capital(loadingPosition)}`,
    root,
    rippleClass,
    className,
  ];
  const content = (
    <>
      {startIcon}
      {loadingPosition !== 'end' && loader}
      {children}
      {loadingPosition === 'end' && loader}
      {endIcon}
      {ripple}
    </>
  );
  const className_ = classes.filter(Boolean).join(' ');
  if (href) {
    return (
      <a className={className_} ref={ref as unknown as Ref<HTMLAnchorElement>} href={href} tabIndex={disabled ? -1 : 0} aria-disabled={disabled || undefined} {...other} {...handlers}>
        {content}
      </a>
    );
  }
  return (
    <button className={className_} ref={ref} tabIndex={disabled ? -1 : 0} type={type ?? 'button'} disabled={disabled} {...other} {...handlers}>
      {content}
    </button>
  );
}

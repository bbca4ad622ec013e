import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * A device preview card's insides (the card box itself is the account area's accountCardStyles): the picture
 * beside the name and facts from `sm` up, above them on phones; the facts as a two-column list; the receipts.
 * Theme tokens only; logical properties so right to left mirrors.
 */
export const deviceCardStyles = (theme: Theme): CSSObject => ({
  '& [data-device-body]': {
    display: 'grid',
    gridTemplateColumns: '5.5rem minmax(0, 1fr)',
    gap: theme.spacing(2),
    alignItems: 'start',
  },
  '& [data-device-picture]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '5.5rem',
    aspectRatio: '1',
    borderRadius: Number(theme.shape.borderRadius) * 1.5,
    overflow: 'hidden',
    background: theme.palette.mode === 'dark' ? alpha(theme.palette.common.white, 0.06) : alpha(theme.palette.primary.main, 0.08),
    color: theme.palette.primary.dark,
  },
  '& [data-device-picture] img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& [data-device-picture] svg': { width: '2.5rem', height: '2.5rem' },
  '& h3': { overflowWrap: 'anywhere' },
  // a narrow card (a phone, a sidebar, a gallery column): each label above its value, as a 13-character serial
  // beside its label would break; side by side once the card itself is wide enough (a container query)
  containerType: 'inline-size',
  '& dl': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', columnGap: theme.spacing(2), marginTop: theme.spacing(1) },
  '& dt': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
  '& dd': { margin: `0 0 ${theme.spacing(0.5)}`, overflowWrap: 'anywhere' },
  '@container (min-width: 25rem)': {
    '& dl': { gridTemplateColumns: 'auto minmax(0, 1fr)', rowGap: theme.spacing(0.5) },
    '& dt': { ...(theme.typography.body1 as CSSObject), color: theme.palette.text.secondary },
    '& dd': { marginBottom: 0 },
  },
  '& [data-serial]': { fontFamily: 'inherit', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' },
  '& [data-device-receipts]': {
    ...(theme.typography.body2 as CSSObject),
    margin: 0,
    paddingTop: theme.spacing(1.5),
    borderTop: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.secondary,
    '& ul': { margin: `${theme.spacing(0.5)} 0 0`, paddingInlineStart: theme.spacing(2.5) },
    '& strong': { color: theme.palette.text.primary },
  },
  '& [data-device-actions] > button, & [data-device-actions] > a': { minWidth: 0, flex: '1 1 10rem' },
});

/** The list's empty state and its failure with "Try again": the account elements' shared state block. */
export { accountStateStyles as devicesStateStyles } from '../account/styles';

/** The register form: the fields stacked, at most a comfortable reading width. */
export const registerFormStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  maxWidth: '36rem',
  margin: 0,
  '& input, & select': { width: '100%' },
  '& input[data-serial-input]': { letterSpacing: '0.06em', fontVariantNumeric: 'tabular-nums' },
  '& [data-register-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), '& > button': { minHeight: 44 } },
});

/**
 * The cards' grid: as many columns of at least 26rem as the element's own width holds (one on phones and in a
 * narrow column, two on a desktop page), not the viewport's breakpoints; each card fills its row's height.
 */
export const devicesListStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.breakpoints.up('md')]: { gap: theme.spacing(3) },
  '& > li': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
});

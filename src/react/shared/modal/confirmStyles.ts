import type { Theme } from '@mui/material/styles';
import { alpha } from '../../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/** The small confirmation dialog (ConfirmDialog): centred, a title, one sentence, Cancel and the action. */
export const confirmLayerStyles = (): CSSObject => ({ alignItems: 'center', justifyContent: 'center' });
export const confirmBackdropStyles = (theme: Theme): CSSObject => ({ background: alpha(theme.palette.common.black, 0.5) });

export const confirmStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  boxSizing: 'border-box',
  width: `calc(100% - ${theme.spacing(4)})`,
  maxWidth: 440,
  padding: theme.spacing(4),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  boxShadow: theme.shadows[24],
  outline: 'none',
  '& h3': { ...(theme.typography.h6 as CSSObject), margin: `0 0 ${theme.spacing(1)}` },
  '& p': { ...(theme.typography.body1 as CSSObject), margin: `0 0 ${theme.spacing(3)}` },
  '& [data-actions]': { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.spacing(1.5) },
  '& [data-actions] > button': { minWidth: '8rem' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

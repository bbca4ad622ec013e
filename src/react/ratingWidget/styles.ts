import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { TRUSTED_SHOP_BADGE } from '../../core/chrome/ratingProvider';

export const rootStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  minWidth: 0,
});

export const labelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  margin: 0,
  color: 'inherit',
  fontWeight: theme.typography.fontWeightBold,
});

/** The provider's area: space kept for the widget (no layout shift when it renders). */
export const trustPilotStyles = (): CSSObject => ({
  width: '100%',
  minHeight: 24,
  '& .trustpilot-widget': { width: '100%' },
  '& iframe': { border: 0, maxWidth: '100%' },
});

export const trustedShopStyles = (): CSSObject => ({
  display: 'inline-block',
  width: TRUSTED_SHOP_BADGE.width,
  height: TRUSTED_SHOP_BADGE.height,
  '& > *': { display: 'block', width: '100%', height: '100%' },
});

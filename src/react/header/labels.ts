/**
 * The header's own words (not authored per item): English defaults, replaced by the optional
 * `mainNav.labels` of the header model, so a market in another language authors them once.
 * `overview` names a menu's own page; `{label}` is the menu's label.
 */
import { authoredWords, fillTemplate } from '../../core/text/template';

export const DEFAULT_HEADER_LABELS = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  back: 'Back',
  overview: 'All {label}',
  cart: 'Cart',
  cartItems: '{count} items',
  account: 'My account',
  logout: 'Log out',
  notice: 'Notice',
  closeNotice: 'Close notice',
  secondaryNav: 'Secondary',
  language: 'Language',
};

export type HeaderLabels = typeof DEFAULT_HEADER_LABELS;

/** The defaults with every authored string label over them (anything else is ignored). */
export function headerLabels(authored: unknown): HeaderLabels {
  return authoredWords(DEFAULT_HEADER_LABELS, authored);
}

export const fill = fillTemplate;

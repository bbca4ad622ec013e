/**
 * What only the desktop layout of the header draws at once: its navigation and its language selector (a phone's shows
 * the selector in the mobile menu, which loads on its own). Loaded as the header's first render on a wide screen
 * needs it (brand-header's `needs`), or when the window grows to one: a phone never downloads it.
 */
export { DesktopMenu } from './DesktopMenu';
export { LanguageSelector } from '../languageSelector/LanguageSelector';

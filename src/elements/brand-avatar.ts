import { defineElement } from './defineWithReact';
import { Avatar } from '../react/avatar/Avatar';

/**
 * The avatar/label block: a round picture, or the title's initials when there is no picture (or
 * it fails to load), beside a bold title and a smaller label. Sizes medium (48px), small (32px)
 * and tiny (24px), the theme spacing steps 6, 5 and 4. `tone="dark"` for a dark surrounding
 * (the `theme` attribute stays the brand theme, as on every element).
 * Resource type: brand/components/avatar.
 */
export const BrandAvatar = defineElement('brand-avatar', Avatar, {
  props: {
    label: { type: 'string', description: 'A second line under the title.' },
    imageProps: { type: 'json', description: 'The picture: { src, alt }.' },
    size: { type: 'string', description: 'medium (default), small or tiny.' },
    background: { type: 'string', description: 'Background colour of the circle (a CSS colour).' },
    tone: { type: 'string', description: 'light (default) or dark: the colours of the surrounding the block sits on.' },
  },
  modelFields: {
    title: { type: 'string', description: 'The name or title; its initials stand in for a missing picture.' },
  },
  display: 'inline-block',
  parts: [{ name: 'avatar', description: 'The round picture or initials.' }],
  family: 'basic',
  budgetKiB: 92,
});

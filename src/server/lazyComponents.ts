import type { ComponentType } from 'react';
import { serverDefinitions } from '../elements/define';
import type { LazyComponent } from '../react/runtime/lazyComponent';
import { AgeGate } from '../react/ageGate/AgeGate';
import { desktopCode } from '../react/header/Header';
import * as DesktopParts from '../react/header/DesktopParts';
import { themeIcons } from '../react/header/HeaderIcon';
import * as ThemeIcons from '../react/icons';

/**
 * The components the browser loads on demand (src/react/runtime/lazyComponent.ts), given to the server renderer
 * here, where every module is at hand: rendering one not given throws.
 */
const LAZY_COMPONENTS: Record<string, ComponentType<any>> = {
  'brand-age-gate': AgeGate,
};

for (const [tag, component] of Object.entries(LAZY_COMPONENTS)) {
  const lazy = serverDefinitions.get(tag)?.component as LazyComponent<object> | undefined;
  if (typeof lazy?.provide !== 'function') {
    throw new Error(`<${tag}>: ${lazy ? 'its component is not loaded on demand' : 'no such element is defined'}; take it out of src/server/lazyComponents.ts.`);
  }
  lazy.provide(component);
}

// The parts of components the browser loads as they are needed (a `lazyModule`), given here as they are: the server
// writes the desktop and the phone layouts of the header at once, and any authored icon.
desktopCode.provide(DesktopParts);
themeIcons.provide(ThemeIcons);

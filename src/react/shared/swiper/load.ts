import type { SwiperContainer } from 'swiper/element';

/**
 * Swiper Element for every slider of the package: loaded on demand by the first one that mounts
 * (its own chunk, so pages without a slider never download it), and started without Swiper
 * Element's `innerHTML` (see startSwiper).
 */

export type SwiperModule = typeof import('./register');

let loaded: SwiperModule | undefined;
let loading: Promise<SwiperModule> | undefined;

/** Swiper Element's chunk, fetched once per page. */
export function loadSwiper(): Promise<SwiperModule> {
  loading ??= import('./register').then((module) => (loaded = module));
  return loading;
}

/** The chunk when it has already loaded (a second slider starts before paint), else undefined. */
export const loadedSwiper = (): SwiperModule | undefined => loaded;

/** What <swiper-container> exposes besides its parameters (swiper 14's element, pinned in package.json). */
interface ContainerInternals {
  rendered?: boolean;
  cssStyles(): string;
}

/**
 * Builds the shadow DOM <swiper-container> would render, with DOM calls instead of its
 * `innerHTML`: Swiper Element writes that through a Trusted Types policy of its own named "html",
 * which a page's strict CSP (`trusted-types dompurify brand-elements-script`) refuses. Same nodes,
 * parts and stylesheet as its render() (without navigation, pagination and scrollbar, which our
 * sliders draw themselves); it then sees `rendered` and skips its own.
 */
function renderShell(element: SwiperContainer & ContainerInternals): void {
  const root = element.shadowRoot;
  if (element.rendered || !root) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(element.cssStyles());
  root.adoptedStyleSheets = [sheet];
  const slot = (name?: string) => {
    const node = document.createElement('slot');
    if (name) node.name = name;
    return node;
  };
  const container = document.createElement('div');
  container.className = 'swiper';
  container.part.add('container');
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  wrapper.part.add('wrapper');
  wrapper.append(slot());
  container.append(slot('container-start'), wrapper, slot('container-end'));
  root.append(container);
  element.rendered = true;
}

/** Starts Swiper on a `<swiper-container init="false">` with `params` (assigned before init, as Swiper Element wants). */
export function startSwiper(element: SwiperContainer, params: object): void {
  Object.assign(element, params);
  renderShell(element as SwiperContainer & ContainerInternals);
  element.initialize();
}

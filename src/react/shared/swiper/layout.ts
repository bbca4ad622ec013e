/**
 * The `display` of every slider's `<swiper-container>`, before Swiper has started (its slides are
 * its own flex items, laid out by the slider's CSS where Swiper will put them) and after (its one
 * box is Swiper's `.swiper`, the slides slotted in its wrapper). Always `flex`: a `<swiper-container>`
 * whose display changed when Swiper started (flex to block) had its box rebuilt, and Chromium
 * reports a rebuilt box in a right-to-left page as moved from the page's top left corner, a layout
 * shift of the whole slider (0.39 on the Arabic flavours page at 390 px) though nothing moved.
 */
export const SWIPER_CONTAINER_DISPLAY = 'flex';

/**
 * The cookie that keeps the header's notice banner dismissed (`true`; ./header.ts noticeCookie), which the page
 * runtime's `notice` wake condition (../model/wakeConditions.ts) reads too: a module of its own, so neither the header
 * downloads the wake rules nor the page runtime the header's.
 */
export const NOTICE_COOKIE = 'brand_notice_dismissed';

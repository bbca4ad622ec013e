/**
 * The cookie that keeps the header's notice banner dismissed (core/chrome/header.ts noticeCookie). Its own module:
 * the page runtime reads it to wake a server-rendered header (elements/page/wakeConditions.ts) without the header's rules.
 */
export const NOTICE_COOKIE = 'brand_notice_dismissed';

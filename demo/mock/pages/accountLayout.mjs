// The account area's layout (issue 20): every account page (ACCOUNT_PAGES in index.mjs) goes through
// `accountLayout(name, context, page)`. It returns the page as built, for now; the account panel and navigation
// wrap it (brand-account-panel, brand-account-navigation) and give the page its `myAccBreadcrumbs`.

/** `page`: `{ title, items, columns }` of a page module; the answer has the same shape (plus `myAccBreadcrumbs`). */
export function accountLayout(name, context, page) {
  return page;
}

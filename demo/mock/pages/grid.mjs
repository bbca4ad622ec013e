// The page modules' small helpers, in a module of their own (index.mjs re-exports them): a module that
// index.mjs imports (accountLayout.mjs) takes them from here, not from index.mjs, so no import cycle.

/** One grid column class list: full width on phones, `default` of 12 columns from the tablet up. */
export const column = (default_ = 12, phone = 12) =>
  `aem-GridColumn aem-GridColumn--phone--${phone} aem-GridColumn--default--${default_}`;

/** The copy of `lang` out of `{ en, ar, km }`, English when the language has none. */
export const copyFor = (table, lang) => table[lang] ?? table.en;

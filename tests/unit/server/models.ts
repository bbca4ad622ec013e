/** Page models the server's unit tests render: a page of the given items, and a text item. */
export const text = (value: string, extra: Record<string, unknown> = {}) => ({ ':type': 'brand/components/text', text: value, ...extra });

export const page = (items: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ':path': '/content/brand/gb/en/home',
  ':type': 'brand/components/page',
  config: { theme: 'zyn', market: 'gb' },
  ':itemsOrder': Object.keys(items),
  ':items': items,
  ...extra,
});

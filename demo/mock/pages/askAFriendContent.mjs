// Demo content of brand-ask-a-friend (the ask-a-friend builder) on the storefront's account pages (issue 20). A placeholder until the element exists.

/** One page item (a model node). */
export function askAFriendContent(context) {
  return { ':type': 'brand/components/text', richText: true, text: '<p>Coming soon.</p>' };
}

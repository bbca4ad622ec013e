// Demo content of brand-account-personal-details (the personal-details builder) on the storefront's account pages (issue 20). A placeholder until the element exists.

/** One page item (a model node). */
export function personalDetailsContent(context) {
  return { ':type': 'brand/components/text', richText: true, text: '<p>Coming soon.</p>' };
}

/**
 * Fields many elements share, declared once and spread into their definitions (`props: { ...LOGIN_FIELDS,
 * … }`), so the manifest, the Universal Editor's models and the element reference say one thing of each.
 * scripts/manifest.mjs reads these literals as it reads the definitions: a group is written out as
 * literals too, and a spread of anything else is refused.
 */

/** The login page an element sends an anonymous visitor to. */
export const LOGIN_FIELDS = {
  loginUrl: { type: 'string', description: 'The login page (same-origin): an anonymous visitor is sent there, with this page as `return`, and brought back.' },
} as const;

/** What an element for members says to an anonymous visitor when it has no login page to send them to. */
export const SIGNED_OUT_FIELDS = {
  signedOutMessage: { type: 'string', description: "Shown to an anonymous visitor when no loginUrl is given (default 'Log in to see your account.')." },
} as const;

/** The button after a failed load or send. */
export const RETRY_FIELDS = {
  retryLabel: { type: 'string', description: "The button after a failed load (default 'Try again')." },
} as const;

/**
 * The consumer service (profile, loyalty, devices, referrals …) on a page without <brand-page>: set by the
 * page, not authored on a component (`editor: 'none'` keeps it out of the Universal Editor's models).
 */
export const CONSUMER_SERVICE_FIELDS = {
  muleSoftConfig: { type: 'json', editor: 'none', description: "The consumer service, when no <brand-page> gives the root model's config.muleSoftConfig." },
} as const;

/** The commerce service (SAP Commerce OCC) on a page without <brand-page>: set by the page, as above. */
export const COMMERCE_SERVICE_FIELDS = {
  hybrisConfig: {
    type: 'json',
    editor: 'none',
    description: "The commerce service { apiUrl, site, clientId, … } (SAP Commerce OCC), when no <brand-page> gives the root model's config.hybrisConfig.",
  },
} as const;

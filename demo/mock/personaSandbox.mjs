// A test's own copy of a demo persona: the consumer id `<persona>.<tag>` (`demo-hav.t1a2b`, tag 1-40 of a-z, 0-9
// and `-`) acts as that persona, seeded from it on first use, with its own devices, receipts, orders, addresses and
// cards. End-to-end tests that change an account (register a device, remove an address) each take a fresh tag,
// so parallel tests never meet each other and the shared personas stay as seeded for the rest.
// docs/mock-api.md "Cookies".
const SANDBOX = /^(demo-(?:lau|hav|dev))\.([a-z0-9-]{1,40})$/;

/** The persona a sandbox id copies (`demo-hav.t1` → `demo-hav`), or undefined for any other id. */
export function sandboxBase(id) {
  const match = typeof id === 'string' ? SANDBOX.exec(id) : null;
  return match ? match[1] : undefined;
}

/** At most this many sandboxes live at once; the oldest goes first. */
export const MAX_SANDBOXES = 500;

// The form containers' backend (docs/mock-api.md "Forms" and "Leads"):
//   POST /mock/forms/{id}  any JSON object: stored in memory, 201 { reference, id, receivedAt }
//   POST /mock/leads       a lead-gen submission: { email, consents: [{ id, optIns: [ids] }], timestamp, …fields }
//                          validated (400 { error, fields }), stored, 201 { reference }
//   GET  /mock/leads       { count, leads: [{ reference, consents, optIns, flavours, day }] }, newest first: nothing personal
// Both POSTs take Content-Type: application/json only (415 otherwise) and strings of at most MAX_STRING
// characters (400 naming the field). demo_fault applies to all three (index.mjs wraps every handler).
import { error, header, json, parseJsonBody } from './http.mjs';

const MAX_STORED = 50;
export const MAX_STRING = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** ISO 8601 as toISOString() writes it, or with an offset; seconds and fractions optional only as written here. */
export const ISO_TIMESTAMP = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const submissions = [];
const leads = [];
let counter = 0;

const reference = (prefix) => `${prefix}-${String(++counter).padStart(5, '0')}`;
const remember = (list, entry) => {
  list.unshift(entry);
  list.length = Math.min(list.length, MAX_STORED);
};

/** The problems of a lead (field → message); empty when it is valid. */
export function leadProblems(lead) {
  const problems = {};
  if (typeof lead.email !== 'string' || !EMAIL.test(lead.email.trim())) problems.email = 'Enter an email address like name@example.com.';
  const consents = lead.consents;
  const shaped = Array.isArray(consents) && consents.every((c) => c && typeof c.id === 'string' && Array.isArray(c.optIns) && c.optIns.every((o) => typeof o === 'string'));
  if (!shaped) problems.consents = 'consents must be [{ id, optIns: [ids] }].';
  else if (consents.length === 0) problems.consents = 'Give at least one consent.';
  if (typeof lead.timestamp !== 'string' || !ISO_TIMESTAMP.test(lead.timestamp) || Number.isNaN(Date.parse(lead.timestamp))) problems.timestamp = 'timestamp must be an ISO 8601 date.';
  return problems;
}

/** The top-level fields holding a string longer than MAX_STRING anywhere inside (field → message). */
export function tooLong(data) {
  const problems = {};
  const long = (value) =>
    typeof value === 'string' ? value.length > MAX_STRING : Array.isArray(value) ? value.some(long) : value && typeof value === 'object' ? Object.entries(value).some(([key, inner]) => key.length > MAX_STRING || long(inner)) : false;
  for (const [name, value] of Object.entries(data)) {
    if (name.length > MAX_STRING || long(value)) problems[name.slice(0, 64)] = `at most ${MAX_STRING} characters`;
  }
  return problems;
}

/**
 * A stored lead as GET /mock/leads lists it: nothing that says who signed up (no name, no email, no
 * exact time): the reference, the consents and opt-ins, the flavours chosen and the day (UTC).
 */
function publicLead(lead) {
  const flavours = Array.isArray(lead.flavours) ? lead.flavours.filter((f) => typeof f === 'string').map((f) => f.slice(0, 40)) : typeof lead.flavours === 'string' && lead.flavours ? [lead.flavours.slice(0, 40)] : [];
  return {
    reference: lead.reference,
    consents: lead.consents.map((c) => c.id),
    optIns: [...new Set(lead.consents.flatMap((c) => c.optIns))],
    flavours,
    day: new Date(lead.timestamp).toISOString().slice(0, 10),
  };
}

/** The leads newest first, as listed (the newsletter page shows them). */
export function listLeads() {
  return leads.map(publicLead);
}

/** The stored form submissions, newest first (tests). */
export function listSubmissions() {
  return submissions.map((entry) => ({ ...entry }));
}

/** Forgets everything (tests). */
export function resetForms() {
  submissions.length = 0;
  leads.length = 0;
}

const isJson = (req) => (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
const NOT_JSON = () => error(415, 'Send Content-Type: application/json.');
const TOO_LONG = (fields) => json({ error: `Strings may have at most ${MAX_STRING} characters.`, fields }, 400);

function readObject(body) {
  const parsed = parseJsonBody(body);
  if (parsed.invalid || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined;
  return parsed.value;
}

export const routes = [
  {
    method: 'POST',
    path: /^\/mock\/forms\/([A-Za-z0-9_-]{1,64})$/,
    handler: ({ req, params, body }) => {
      if (!isJson(req)) return NOT_JSON();
      const data = readObject(body);
      if (!data) return error(400, 'The body must be a JSON object.');
      const long = tooLong(data);
      if (Object.keys(long).length) return TOO_LONG(long);
      const entry = { reference: reference('F'), id: params[0], receivedAt: new Date().toISOString(), data };
      remember(submissions, entry);
      return json({ reference: entry.reference, id: entry.id, receivedAt: entry.receivedAt }, 201);
    },
  },
  {
    method: 'POST',
    path: '/mock/leads',
    handler: ({ req, body }) => {
      if (!isJson(req)) return NOT_JSON();
      const lead = readObject(body);
      if (!lead) return error(400, 'The body must be a JSON object.');
      const long = tooLong(lead);
      if (Object.keys(long).length) return TOO_LONG(long);
      const problems = leadProblems(lead);
      if (Object.keys(problems).length) return json({ error: 'The lead is not valid.', fields: problems }, 400);
      const stored = { ...lead, email: lead.email.trim(), reference: reference('L') };
      remember(leads, stored);
      return json({ reference: stored.reference }, 201);
    },
  },
  { method: 'GET', path: '/mock/leads', handler: () => json({ count: leads.length, leads: listLeads() }) },
];

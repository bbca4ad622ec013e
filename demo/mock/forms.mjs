// The form containers' backend (docs/mock-api.md "Forms" and "Leads"):
//   POST /mock/forms/{id}  any JSON object: stored in memory, 201 { reference, id, receivedAt }
//   POST /mock/leads       a lead-gen submission: { email, consents: [{ id, optIns: [ids] }], timestamp, …fields }
//                          validated (400 { error, fields }), stored, 201 { reference }
//   GET  /mock/leads       { leads: [{ reference, name, email (masked), consents, optIns, timestamp }] }, newest first
// demo_fault applies to all three (index.mjs wraps every handler).
import { error, json, parseJsonBody } from './http.mjs';

const MAX_STORED = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const submissions = [];
const leads = [];
let counter = 0;

const reference = (prefix) => `${prefix}-${String(++counter).padStart(5, '0')}`;
const remember = (list, entry) => {
  list.unshift(entry);
  list.length = Math.min(list.length, MAX_STORED);
};

/** `ada@example.com` → `ada@…`: what the demo may show of an email. */
export function maskEmail(email) {
  const local = String(email).split('@')[0] ?? '';
  return `${local.slice(0, 3)}${local.length > 3 ? '…' : ''}@…`;
}

/** The problems of a lead (field → message); empty when it is valid. */
export function leadProblems(lead) {
  const problems = {};
  if (typeof lead.email !== 'string' || !EMAIL.test(lead.email.trim())) problems.email = 'Enter an email address like name@example.com.';
  const consents = lead.consents;
  const shaped = Array.isArray(consents) && consents.every((c) => c && typeof c.id === 'string' && Array.isArray(c.optIns) && c.optIns.every((o) => typeof o === 'string'));
  if (!shaped) problems.consents = 'consents must be [{ id, optIns: [ids] }].';
  else if (consents.length === 0) problems.consents = 'Give at least one consent.';
  if (typeof lead.timestamp !== 'string' || Number.isNaN(Date.parse(lead.timestamp))) problems.timestamp = 'timestamp must be an ISO 8601 date.';
  return problems;
}

/** A stored lead as GET /mock/leads lists it: first name only and a masked email. */
function publicLead(lead) {
  const name = typeof lead.firstName === 'string' ? lead.firstName.trim().slice(0, 40) : typeof lead.name === 'string' ? lead.name.trim().split(/\s+/)[0].slice(0, 40) : '';
  return {
    reference: lead.reference,
    name,
    email: maskEmail(lead.email),
    consents: lead.consents.map((c) => c.id),
    optIns: [...new Set(lead.consents.flatMap((c) => c.optIns))],
    timestamp: lead.timestamp,
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

function readObject(body) {
  const parsed = parseJsonBody(body);
  if (parsed.invalid || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined;
  return parsed.value;
}

export const routes = [
  {
    method: 'POST',
    path: /^\/mock\/forms\/([A-Za-z0-9_-]{1,64})$/,
    handler: ({ params, body }) => {
      const data = readObject(body);
      if (!data) return error(400, 'The body must be a JSON object.');
      const entry = { reference: reference('F'), id: params[0], receivedAt: new Date().toISOString(), data };
      remember(submissions, entry);
      return json({ reference: entry.reference, id: entry.id, receivedAt: entry.receivedAt }, 201);
    },
  },
  {
    method: 'POST',
    path: '/mock/leads',
    handler: ({ body }) => {
      const lead = readObject(body);
      if (!lead) return error(400, 'The body must be a JSON object.');
      const problems = leadProblems(lead);
      if (Object.keys(problems).length) return json({ error: 'The lead is not valid.', fields: problems }, 400);
      const stored = { ...lead, email: lead.email.trim(), reference: reference('L') };
      remember(leads, stored);
      return json({ reference: stored.reference }, 201);
    },
  },
  { method: 'GET', path: '/mock/leads', handler: () => json({ leads: listLeads() }) },
];

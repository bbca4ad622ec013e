import { defineElement } from './defineWithReact';
import { GetYourInformation } from '../react/accountDataRequest/GetYourInformation';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * Get your information: the logged-in visitor asks for a copy of their data through the consumer service
 * and follows it (received → processing → ready as a stepper) to a download link, with its expiry date. "Request my
 * data" is disabled with the reason while a request is in progress; "Check again" reads the status; a failure keeps
 * what is on screen with one message. An anonymous visitor is sent to `loginUrl`.
 * Resource type: brand/components/account-get-your-information.
 */
export const BrandAccountGetYourInformation = defineElement('brand-account-get-your-information', GetYourInformation, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    intro: { type: 'string', editor: 'richtext', description: 'Authored HTML under the heading (sanitized): what the copy holds and how long it takes.' },
    format: { type: 'string', description: "The copy's format asked of the service: 'json' or 'pdf' (the service's default without it; any other value is not sent and logs one error)." },
    requestLabel: { type: 'string', description: "Default 'Request my data'." },
    checkLabel: { type: 'string', description: "Reads the status again while a request is in progress (default 'Check again')." },
    downloadLabel: { type: 'string', description: "The ready copy's link (default 'Download my data')." },
    stepsLabel: { type: 'string', description: "The stepper's accessible name (default 'Status of your request')." },
    receivedLabel: { type: 'string', description: "The first step (default 'Received')." },
    processingLabel: { type: 'string', description: "The second step (default 'Being prepared')." },
    readyLabel: { type: 'string', description: "The last step (default 'Ready')." },
    expiredLabel: { type: 'string', description: "An expired copy's status (default 'Expired')." },
    stepDoneLabel: { type: 'string', description: "Read after a completed step (default 'done')." },
    requestedOnText: { type: 'string', description: "The request's date, {date} filled in (default 'Requested on {date}')." },
    expiresText: { type: 'string', description: "Under a ready copy, {date} filled in (default 'You can download it until {date}.')." },
    expiredText: { type: 'string', description: 'Shown when the last copy expired, {date} filled in.' },
    noRequestText: { type: 'string', description: "Shown before a first request (default 'You have not requested a copy of your data yet.')." },
    inProgressReason: { type: 'string', description: 'Beside the disabled request button while a request is in progress (its description).' },
    requestedMessage: { type: 'string', description: 'Said after a request was accepted.' },
    statusMessage: { type: 'string', description: "Said after Check again, {status} filled in (default 'Status of your request: {status}.')." },
    readyMessage: { type: 'string', description: "Said when Check again finds the copy ready (default 'Your copy is ready to download.')." },
    inProgressMessage: { type: 'string', description: 'Shown when the service refuses a request because one is in progress (409).' },
    loadErrorMessage: { type: 'string', description: 'Shown when the requests could not be loaded.' },
    requestErrorMessage: { type: 'string', description: 'Shown when a request could not be sent (5xx, network, timeout).' },
    checkErrorMessage: { type: 'string', description: 'Shown when Check again failed (what was on screen stays).' },
    sessionExpiredMessage: { type: 'string', description: 'Shown when the session has expired (401/403).' },
    ...RETRY_FIELDS,
    busyLabel: { type: 'string', description: "The busy buttons' progress name, read by screen readers (default 'Please wait')." },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Get your information')." },
  },
  family: 'account',
  budgetKiB: 96,
});

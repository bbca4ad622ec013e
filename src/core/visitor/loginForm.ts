/**
 * The login form's rules (`brand-login`): what makes the two fields valid, and which authored
 * message a failed sign-in shows. Pure, so the element and its tests agree on them.
 */
import type { SignInFailure } from '../services/login';

export type FieldProblem = 'required' | 'invalid';

export interface LoginFormProblems {
  email?: FieldProblem;
  password?: FieldProblem;
}

/**
 * An address with one `@`, something before it, and a dot-separated domain after it, no spaces: the
 * shape the browser's own `type="email"` check accepts, minus single-label domains no shop delivers to.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** The problems of the form as typed; an empty object when it may be sent. */
export function validateLoginForm(email: string, password: string): LoginFormProblems {
  const problems: LoginFormProblems = {};
  if (email.trim() === '') problems.email = 'required';
  else if (!isEmailAddress(email)) problems.email = 'invalid';
  if (password === '') problems.password = 'required';
  return problems;
}

/** The authored messages (model fields of the same names), each with an English default. */
export interface LoginMessages {
  emailRequiredMessage: string;
  emailInvalidMessage: string;
  passwordRequiredMessage: string;
  invalidCredentialsMessage: string;
  lockedMessage: string;
  networkErrorMessage: string;
  timeoutMessage: string;
  unavailableMessage: string;
}

export const DEFAULT_LOGIN_MESSAGES: LoginMessages = {
  emailRequiredMessage: 'Enter your email address.',
  emailInvalidMessage: 'Enter an email address like name@example.com.',
  passwordRequiredMessage: 'Enter your password.',
  invalidCredentialsMessage: 'The email address or password is not right. Check them and try again.',
  lockedMessage: 'Your account is locked after too many attempts. Reset your password to unlock it.',
  networkErrorMessage: 'You seem to be offline. Check your connection and try again.',
  timeoutMessage: 'Logging in is taking too long. Please try again in a moment.',
  unavailableMessage: 'We cannot log you in right now. Please try again later.',
};

/** Authored messages over the defaults: a blank or non-string one keeps the default. */
export function loginMessages(authored: Partial<Record<keyof LoginMessages, unknown>>): LoginMessages {
  const messages = { ...DEFAULT_LOGIN_MESSAGES };
  for (const key of Object.keys(messages) as Array<keyof LoginMessages>) {
    const value = authored[key];
    if (typeof value === 'string' && value.trim() !== '') messages[key] = value;
  }
  return messages;
}

const FAILURE_MESSAGE: Record<SignInFailure, keyof LoginMessages> = {
  'invalid-credentials': 'invalidCredentialsMessage',
  locked: 'lockedMessage',
  network: 'networkErrorMessage',
  timeout: 'timeoutMessage',
  unavailable: 'unavailableMessage',
  'not-configured': 'unavailableMessage',
};

export function failureMessage(reason: SignInFailure, messages: LoginMessages): string {
  return messages[FAILURE_MESSAGE[reason]];
}

/** The problem of a field → its authored message. */
export function fieldMessage(field: 'email' | 'password', problem: FieldProblem | undefined, messages: LoginMessages): string | undefined {
  if (!problem) return undefined;
  if (field === 'password') return messages.passwordRequiredMessage;
  return problem === 'required' ? messages.emailRequiredMessage : messages.emailInvalidMessage;
}

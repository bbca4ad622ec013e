/**
 * The signed-in visitor's own profile calls (services/consumerProfile.ts run as the visitor, consumerCalls.ts), and,
 * after a save, the visitor's resolution updated with the new profile (as devices.ts re-resolves after a device
 * change), so brand-account-details, the header and the iframe's user data follow without a reload. A profile change
 * never changes the visitor type. Without a session the answer is `session-expired` and nothing is sent.
 */
import {
  fetchProfile,
  sendOtp,
  updateProfile,
  verifyOtp,
} from '../services/consumerProfile';
import type { ConsumerProfile } from '../services/consumer';
import { visitorResolution } from '../stores/visitor';
import { asVisitor, type ConsumerCallOptions } from './consumerCalls';

export const loadMyProfile = (options: ConsumerCallOptions = {}) =>
  asVisitor(options, (identity, service) => fetchProfile(options.muleSoftConfig, identity, service));

/** Writes the new profile into the visitor's resolution (the rest of the consumer data kept). */
export function applyProfile(profile: ConsumerProfile): void {
  const before = visitorResolution.getSnapshot();
  visitorResolution.set({ ...before, consumer: { ...before.consumer, profile: { ...profile } } });
}

export async function saveMyProfile(changes: Parameters<typeof updateProfile>[2], options: ConsumerCallOptions = {}) {
  const result = await asVisitor(options, (identity, service) => updateProfile(options.muleSoftConfig, identity, changes, service));
  if (result.ok) applyProfile(result.value);
  return result;
}

export const sendMyOtp = (target: { field: 'email' | 'phone'; value: string }, options: ConsumerCallOptions = {}) =>
  asVisitor(options, (identity, service) => sendOtp(options.muleSoftConfig, identity, target, service));

export const verifyMyOtp = (otpId: string, code: string, options: ConsumerCallOptions = {}) =>
  asVisitor(options, (identity, service) => verifyOtp(options.muleSoftConfig, identity, otpId, code, service));

/** The account area's rules: orders, timeline, payment, addresses, devices, receipts, access. Pure. */
export * from './orders';
export * from './orderTimeline';
export * from './payment';
export * from './addresses';
export * from './devices';
export * from './receipts';
export * from './access';
export * from './handoff';
// the rules behind the account elements (views, editing, results)
export * from './orderCard';
export * from './wallet';
export * from './addressEditing';
export * from './deviceView';
export * from './receiptUpload';
export * from './otp';
export * from './otpHandoff';
export * from './navigation';
export * from './profileSummary';
export * from './dataRequest';
export * from './askAFriend';
export * from './referrals';
export * from './referralShare';

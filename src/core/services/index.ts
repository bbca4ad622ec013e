/** The services of the core, wire contract in docs/mock-api.md. */
export {
  requestJson,
  HttpError,
  isHttpError,
  isNetworkFailure,
  describeRequest,
  urlPath,
  DEFAULT_TIMEOUT_MS,
  NETWORK_FAILURE_MESSAGES,
  type HttpErrorKind,
  type HttpFetch,
  type HttpRequestOptions,
  type HttpResponse,
  type HttpResponseLike,
  type HeadersLike,
} from './http';
export {
  ServiceError,
  type DobApiConfigs,
  type MuleSoftConfig,
  type HybrisConfig,
  type GeoFencingConfig,
  type ServiceOptions,
  type AuthenticatedServiceOptions,
} from './configTypes';
export { fetchLegalAge, legalAgeUrl } from './legalAge';
export { fetchVisitorCountry, withoutQuery, DEFAULT_COUNTRY_HEADER, type VisitorCountryOptions } from './geofence';
export { muleSoftHeaders, type ConsumerCredentials } from './muleSoft';
export { sendMuleSoft, muleSoftErrorCode, type MuleSoftFailure, type MuleSoftResult, type MuleSoftCall } from './muleSoftResult';
export {
  fetchReferrals,
  sendInvitation,
  readReferrals,
  referralsUrl,
  invitationFailureReason,
  type Referrals,
  type ReferralStats,
  type Invitation,
  type InvitationStatus,
  type InvitationFailure,
} from './referrals';
export { fetchConsumer, isHardAgeVerified, consumerUrl, type ConsumerData, type ConsumerProfile } from './consumer';
export { fetchAssetCount, assetsUrl } from './assets';
export {
  fetchDevices,
  registerDevice,
  removeDevice,
  uploadReceipt,
  devicesUrl,
  deviceUrl,
  receiptsUrl,
  deviceFailureReason,
  type Device,
  type Receipt,
  type DeviceFailure,
  type DeviceResult,
} from './devices';
export { fetchLoyaltyTier, loyaltyUrl, readLoyalty } from './loyalty';
export { fetchLoyalty, fetchLoyaltyOnce, forgetLoyalty, type Loyalty } from './loyaltyPoints';
export * from './consumerProfile';
export * from './dataRequests';
export { fetchContent, contentModelUrl } from './content';
export {
  getCommerceToken,
  invalidateCommerceToken,
  readStoredCommerceToken,
  occUser,
  CommerceTokenError,
  ANONYMOUS_USER,
  type CommerceTokenOptions,
  type StoredCommerceToken,
} from './commerceToken';
export {
  createOccCartClient,
  isOccNotFound,
  OccError,
  OCC_MESSAGES,
  type OccCartClient,
  type OccCartClientOptions,
  type OccCart,
  type OccCartEntry,
  type OccCartList,
  type OccAddEntryResult,
  type OccNotFound,
  type OccResult,
  type OccPrice,
  type AddEntryInput,
  type AddLendingEntryInput,
  type AddProductSetEntriesInput,
} from './occCart';
export {
  fetchProduct,
  searchProducts,
  productsUrl,
  type OccProduct,
  type OccImage,
  type OccStock,
  type OccVariantOption,
  type OccVariantQualifier,
  type OccBaseOption,
  type OccLendingOption,
  type OccPagination,
  type OccProductSearchPage,
  type OccProductOptions,
  type ProductSearchQuery,
  type StockLevelStatus,
} from './occProducts';

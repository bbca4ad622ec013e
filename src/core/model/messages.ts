/** The library's error and warning messages, the page model's included, verbatim. */
export const CLIENT_UNDEFINED = 'ModelClient is undefined. Call initialize first!';
export const STORE_UNDEFINED = 'ModelStore is undefined';
export const AUTHORING_UTILS_UNDEFINED = 'AuthoringUtils is undefined';
export const NO_MODEL_MANAGER = 'No ModelManager registered.';
export const NO_MODEL_CLIENT = 'No ModelClient registered.';
export const NON_BROWSER =
  'Attempting to retrieve model data from a non-browser. Please provide the initial data with the property key model';
export const COMPONENT_NOT_MAPPED = 'Component not mapped for resourcetype';
export const HYDRATION_ERROR = 'Error while hydrating application';
/** Fetching the page model. */
export const FETCH_REJECTED = 'Fetching model rejected for path';
export const ROOT_URL_MISSING = 'Provide root model url to initialize ModelManager.';
/** Editor updates. */
export const NOTHING_TO_REMOVE = 'Nothing to remove';
export const UNSUPPORTED_COMMAND = 'PageModelManager: unsupported command';
export const INVALID_UPDATE = 'PageModelManager: an editor update needs a cmd and a path';

/** Window events, as in Adobe's SDK. */
export const EVENT_PAGE_MODEL_LOADED = 'cq-pagemodel-loaded';
export const EVENT_ROUTE_CHANGED = 'cq-pagemodel-route-changed';
export const EVENT_PAGE_MODEL_UPDATE = 'cq-pagemodel-update';

/** Meta properties (read by their `property` attribute). */
export const META_ROOT_URL = 'cq:pagemodel_root_url';
export const META_ROUTE_FILTERS = 'cq:pagemodel_route_filters';
export const META_ROUTER = 'cq:pagemodel_router';
export const META_WCM_MODE = 'cq:wcmmode';

export const messages = {
  CLIENT_UNDEFINED,
  STORE_UNDEFINED,
  AUTHORING_UTILS_UNDEFINED,
  NO_MODEL_MANAGER,
  NO_MODEL_CLIENT,
  NON_BROWSER,
  COMPONENT_NOT_MAPPED,
  HYDRATION_ERROR,
  FETCH_REJECTED,
  ROOT_URL_MISSING,
  NOTHING_TO_REMOVE,
  UNSUPPORTED_COMMAND,
  INVALID_UPDATE,
} as const;

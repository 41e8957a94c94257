// Every business constant and limit of the product (spec section 9, COMPENSATION.md), in one place.

/** Currency shown everywhere: 'INR'. */
export const CURRENCY = 'INR';
/** Locale for numbers and dates: 'en-IN'. */
export const LOCALE = 'en-IN';
/** Timestamps are shown on the Indian clock (UTC+05:30, no daylight saving). */
export const IST_OFFSET_MINUTES = 330;
/** Length of an id shown in lists: 8. */
export const ID_DISPLAY_LENGTH = 8;
/** Below this amount compact formatting shows the full figure (₹99,999, not ₹1L): 1 lakh. */
export const COMPACT_FROM = 100_000;

// Requests (spec sections 7 to 9).
export const REQUEST_TIMEOUT_MS = 30_000;
export const RATE_LIMIT_PER_MINUTE = 20;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const RATE_LIMIT_CONCURRENCY = 2;
export const RATE_LIMIT_SPACING_MS = 250;
export const DEDUPE_TIMEOUT_MS = 10_000;
export const DEDUPE_RETRIES = 3;
export const DEDUPE_BASE_DELAY_MS = 1_000;
export const ROLE_LOOKUP_TIMEOUT_MS = 8_000;
export const ROLE_LOOKUP_RETRIES = 2;
export const BREAKER_FAILURE_THRESHOLD = 5;
export const BREAKER_FAILURE_WINDOW_MS = 60_000;
export const BREAKER_OPEN_MS = 60_000;

// Query cache (spec section 9).
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_DELAY_CAP_MS = 30_000;

// Layout and shell.
export const MOBILE_BREAKPOINT_PX = 768;
export const ONLINE_BADGE_HIDE_MS = 3_000;
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Greeting switches: morning before 12:00, afternoon before 18:00, else evening. */
export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 18;

// Shadow balancing (spec sections 4, 5, 9).
export const SHADOW_BALANCING_DEFAULT_DAYS = 180;
export const SHADOW_BALANCING_MAX_DAYS = 183;
export const SHADOW_BALANCING_EXPIRING_DAYS = 7;
export const SHADOW_BALANCING_AUDIT_LIMIT = 50;

// Lists.
export const DASHBOARD_LIST_LIMIT = 20;
export const BROKER_REGISTRATIONS_LIMIT = 100;
export const PROFILE_LIST_LIMIT = 20;
export const RVL_TRACKING_MONTHS = 4;

// Managed rentals.
export const DEFAULT_MANAGEMENT_FEE_PERCENTAGE = 8;
export const DEFAULT_COMMISSION_PERCENTAGE = 8;
export const DEFAULT_SECURITY_DEPOSIT_TYPE = 'refundable';
export const DEFAULT_PAYMENT_MODE = 'bank_transfer';
export const DEFAULT_PAYMENT_DAY = 1;
export const PAYMENT_DAY_MIN = 1;
export const PAYMENT_DAY_MAX = 31;
export const TEMPORARY_PROFILE_COMPLETION = 20;

// Dashboard (hard-coded figures of spec section 9).
export const DASHBOARD_MONTHLY_GROWTH_PERCENT = 12.5;
export const DASHBOARD_FROM_LAST_MONTH_PERCENTS = [12, 8, 15] as const;
export const DASHBOARD_ACTIVE_LEASES = 0;

// Broker programme: the one-time registration fee in rupees; register_broker() charges the same.
export const BROKER_REGISTRATION_FEE = 999;

// Compensation plan.
export const COMMISSION_DEPTH = 10;
/** Commission of a member with no computed rank: 10. */
export const DEFAULT_COMMISSION_PERCENT = 10;

// Listing photos: what the property-images bucket accepts (db/migrations/20261121010600).
export const PROPERTY_IMAGE_BUCKET = 'property-images';
export const PROPERTY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROPERTY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const PROPERTY_IMAGE_MAX_COUNT = 20;
/** Avatars (under avatars/ in the same bucket) are at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Listings approve_properties verifies in one call (its 'At most 100 properties can be approved at once'). */
export const PROPERTIES_APPROVED_PER_CALL = 100;

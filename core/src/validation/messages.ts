// Every validation message shown by the forms, exported so the database checks can be compared with them.
// Where a database function checks the same rule, the wording is the database's (db/migrations).

/** Title and description of the Add RVL toast (spec 8: 'Validation Error - Please fill in all required fields'). */
export const REQUIRED_FIELDS_TITLE = 'Validation Error';
export const REQUIRED_FIELDS_DESCRIPTION = 'Please fill in all required fields';
/** Message of a missing Add RVL field: 'Validation Error: Please fill in all required fields'. */
export const REQUIRED_FIELDS_MESSAGE = `${REQUIRED_FIELDS_TITLE}: ${REQUIRED_FIELDS_DESCRIPTION}`;

export const MISSING_USER_ID = 'Missing user id';
export const MISSING_USER_ID_HINT = 'Please enter a user UUID';
export const INVALID_USER_ID = 'User id must be a UUID';
export const ROLE_REQUIRED = 'Role is required';
export const INVALID_ROLE = 'Choose one of admin, property_manager, broker, landlord, tenant or user';
export const AFFILIATE_ROLE_NOT_ASSIGNABLE = 'The affiliate role comes with affiliate registration';

export const START_DATE_REQUIRED = 'Start date is required';
export const START_DATE_IN_PAST = 'Start date cannot be earlier than today';
export const END_DATE_REQUIRED = 'End date is required';
export const END_BEFORE_START = 'End date cannot be earlier than the start date';
export const END_AFTER_MAX = 'End date cannot be more than 183 days (about 6 months) after the start date';
export const REASON_REQUIRED = 'Reason is required when enabling shadow balancing';
export const INVALID_DATE = 'Enter a date as YYYY-MM-DD';

export const PAYMENT_DAY_RANGE = 'Monthly rent payment date must be between 1 and 31';

export const SHADOW_POWER_REQUIRED = 'Shadow power amount is required';
export const SHADOW_POWER_NOT_NUMBER = 'Shadow power amount must be a number';
export const SHADOW_POWER_NEGATIVE = 'Shadow power amount cannot be negative';
export const SHADOW_POWER_NOT_POSITIVE = 'Shadow power amount must be greater than 0';
export const NOT_AN_AFFILIATE = 'User must be an affiliate to add shadow power';

export const NOT_A_NUMBER = 'Enter a number';
export const MONTHLY_RENT_POSITIVE = 'Monthly rent must be greater than 0';
export const APPLICATION_AMOUNTS_NEGATIVE = 'Area, security deposit and guaranteed rent cannot be negative';
export const SECURITY_DEPOSIT_NEGATIVE = 'Security deposit cannot be negative';
export const RENTAL_END_BEFORE_START = 'Rental end date cannot be earlier than the rental start date';
export const LEASE_END_BEFORE_START = 'Lease end date cannot be earlier than the lease start date';
export const LEASE_END_REQUIRED = 'Lease end date is required';
export const LEASE_END_WINDOW = 'Lease end date must be within 5 years of the lease start';
export const AMOUNT_NEGATIVE = 'Amount cannot be negative';
/** Approve & Configure: commission is paid on the RVL, so it is never more than the rent (spec 1, 9). */
export const RVL_ABOVE_RENT = 'RVL amount cannot be more than the monthly rent';
export const PERCENTAGE_RANGE = 'Percentages must be between 0 and 100';
export const CONTRACT_TYPE_LENGTH = 'Contract type must be at most 50 characters';
export const INVALID_PROPERTY_TYPE = 'Choose a property type';
export const INVALID_FURNISHING = 'Choose a furnishing';
export const NO_AUTHENTICATED_USER = 'No authenticated user';

export const TITLE_REQUIRED = 'Title is required';
export const CITY_REQUIRED = 'City is required';
export const RENT_REQUIRED = 'Rent is required';
export const RENT_POSITIVE = 'Rent must be greater than 0';
export const BEDROOMS_RANGE = 'Bedrooms must be between 1 and 10';
export const BATHROOMS_RANGE = 'Bathrooms must be between 1 and 10';
export const AREA_POSITIVE = 'Area must be greater than 0';
export const LATITUDE_RANGE = 'Latitude must be from -90 to 90';
export const LONGITUDE_RANGE = 'Longitude must be from -180 to 180';
/** A listing's photo that is not a web address (the upload did not finish): upload it again. */
export const PHOTO_URL_INVALID = 'A photo did not upload properly: remove it and upload it again';
export const NAME_REQUIRED = 'Name is required';
export const FULL_NAME_REQUIRED = 'Full name is required';
export const INVALID_EMAIL = 'Enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_LONG = 'Password must be at most 72 bytes';
export const PASSWORDS_DIFFER = 'The two passwords do not match';
export const TOTP_CODE_REQUIRED = 'Enter the code from your authenticator app';
export const TOTP_CODE_LENGTH_WRONG = 'The code has 6 digits';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';
export const NEW_PASSWORDS_DIFFER = 'The two new passwords do not match';
export const INVALID_PROVIDER = 'Choose a payment method';
/** A name, title or search name holding a tab, a line break or another control character (public.is_clean_name). */
export const CONTROL_CHARACTERS = 'Remove tabs, line breaks and other control characters';
/** A saved search's name left blank or longer than the saved_searches check allows. */
export const SEARCH_NAME_INVALID = 'Give the search a name of up to 80 characters';

export const PROFILE_AMOUNT_RANGE = 'Amounts must be between ₹0 and ₹99,99,99,99,999';
export const PREFERRED_BEDROOMS_RANGE = 'Preferred bedrooms must be a whole number from 1 to 10';

// Contact enquiry (/contact, public.submit_contact_enquiry): the database raises the same texts.
export const CONTACT_NAME_TOO_LONG = 'Name must be at most 100 characters';
export const CONTACT_EMAIL_TOO_LONG = 'Email address must be at most 254 characters';
export const CONTACT_PHONE_INVALID = 'Enter a valid phone number, e.g. +91 98765 43210';
export const CONTACT_TOPIC_INVALID = 'Choose what your enquiry is about';
export const CONTACT_MESSAGE_TOO_SHORT = 'Message must be at least 10 characters';
export const CONTACT_MESSAGE_TOO_LONG = 'Message must be at most 4,000 characters';
export const CONTACT_TOO_FAST = 'Please take a moment to check your enquiry, then send it again';
export const CONTACT_EMAIL_LIMIT = 'Too many enquiries from this email address in the last hour. Please try again later';
export const CONTACT_ADDRESS_LIMIT = 'Too many enquiries from your network in the last hour. Please try again later';

// Visit requests and applications from a listing's page (core/src/validation/propertyRequests.ts).
export const VISIT_TYPE_REQUIRED = 'Choose a physical or a virtual visit';
export const VISIT_DATE_REQUIRED = 'Choose a day for the visit';
export const VISIT_DATE_IN_PAST = 'Choose today or a later day';
export const VISIT_TIME_REQUIRED = 'Choose a time for the visit';
export const MOVE_IN_DATE_REQUIRED = 'Choose your move-in date';
export const MOVE_IN_DATE_IN_PAST = 'Choose today or a later day';
export const NOTES_TOO_LONG = 'Notes must be at most 1,000 characters';
// Broker registration steps (/register/broker/step1, /step2, /payment).
export const PHONE_REQUIRED = 'Phone number is required';
export const TERMS_REQUIRED = 'Accept the broker programme terms to continue';
export const UPI_REFERENCE_INVALID = 'Enter the 12-digit UPI transaction reference (UTR)';
export const BROKER_PAYMENT_METHOD = 'Choose UPI or cash';

// Maintenance requests (public.raise_maintenance_request, close_maintenance_request): the database's texts.
export const MAINTENANCE_PROPERTY_REQUIRED = 'Property id is required';
export const MAINTENANCE_TITLE_TOO_LONG = 'Title must be at most 120 characters';
export const MAINTENANCE_DESCRIPTION_TOO_LONG = 'Description must be at most 2,000 characters';
export const MAINTENANCE_RESOLUTION_REQUIRED = 'Describe how the request was resolved';

// Ranges of what a rental business accepts (limits.ts); the database's named checks say the same.
export const NOT_AN_AMOUNT = 'Enter an amount in rupees, e.g. 12,00,000';
export const RENT_RANGE = 'Rent must be whole rupees from ₹500 to ₹50,00,000';
export const MONTHLY_RENT_RANGE = 'Monthly rent must be whole rupees from ₹500 to ₹50,00,000';
export const DEPOSIT_RANGE = 'Deposit must be whole rupees from ₹0 to ₹5,00,00,000';
/** Maintenance a month (MAINTENANCE_MAX); 0 says the rent includes it. */
export const MAINTENANCE_RANGE = 'Maintenance must be whole rupees from ₹0 (included in the rent) to ₹5,00,000 a month';
export const FLOOR_RANGE = 'Floor must be a whole number from 0 (ground) to 200';
export const TOTAL_FLOORS_RANGE = 'Floors in the building must be a whole number from 1 to 200';
export const FLOOR_ABOVE_BUILDING = 'The floor cannot be above the top floor of the building';
export const YEAR_BUILT_RANGE = 'Year built must be from 1900 to this year';
export const SECURITY_DEPOSIT_RANGE = 'Security deposit must be whole rupees from ₹0 to ₹5,00,00,000';
export const GUARANTEED_RENT_RANGE = 'Guaranteed rent must be whole rupees from ₹0 to ₹50,00,000';
export const ANNUAL_INCOME_RANGE = 'Annual income must be whole rupees from ₹0 to ₹1,00,00,00,000';
export const PREFERRED_RENT_RANGE = 'Preferred rent must be whole rupees from ₹0 to ₹50,00,000';
export const PREFERRED_RENT_ORDER = 'Minimum rent cannot be more than maximum rent';
export const TITLE_TOO_LONG = 'Title must be at most 140 characters';
export const DESCRIPTION_TOO_LONG = 'Description must be at most 5,000 characters';
export const CITY_TOO_LONG = 'City must be at most 100 characters';
export const LOCALITY_TOO_LONG = 'Locality must be at most 100 characters';
export const STATE_TOO_LONG = 'State must be at most 100 characters';
export const ADDRESS_TOO_LONG = 'Address must be at most 300 characters';
export const PROPERTY_LOCATION_TOO_LONG = 'Property location must be at most 100 characters';
export const FULL_NAME_TOO_LONG = 'Full name must be at most 100 characters';
export const FIRST_NAME_TOO_LONG = 'First name must be at most 100 characters';
export const LAST_NAME_TOO_LONG = 'Last name must be at most 100 characters';
export const PROPERTY_NAME_TOO_LONG = 'Property name must be at most 200 characters';
export const OWNER_NAME_TOO_LONG = 'Owner name must be at most 200 characters';
export const AVATAR_URL_TOO_LONG = 'Photo address must be at most 2,048 characters';
export const MOBILE_INVALID = 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210';
// Signing in with a mobile number and a texted code (validation/mobile.ts); the auth server and
// public.keep_verified_profile_phone say the last two.
export const MOBILE_REQUIRED = 'Enter your mobile number';
export const SMS_CODE_REQUIRED = 'Enter the code from the text message';
export const SMS_CODE_INVALID = 'The code is the 6 digits in the text message';
export const MOBILE_SAME = 'This is already your mobile number';
export const VERIFIED_MOBILE_IN_SETTINGS = 'Your mobile number is verified: change it in Settings, with a code';
export const AVAILABLE_FROM_WINDOW = 'Available from must be within a year of today';
export const CITY_NOT_IN_CATALOGUE = 'Choose a city from the list';
export const LOCALITY_NOT_IN_CATALOGUE = 'Choose a locality from the list or propose a new one';
export const LISTING_HAS_OPEN_DEALS = 'This listing has open applications or a lease; withdraw it instead of deleting it';
export const ALREADY_REPORTED = 'You have already reported this listing';
export const REPORT_DETAILS_REQUIRED = 'Say in a few words what is wrong';
// Reports of a listing a person and an address may file in any 24 hours (check_listing_report).
export const REPORT_PERSON_LIMIT = 'You have sent too many reports today. Please try again tomorrow';
export const REPORT_ADDRESS_LIMIT = 'Too many reports from your network today. Please try again tomorrow';
// A landlord sharing their PAN with one of their property managers (share_pan_with_manager).
export const PAN_SHARING_CHOICE_REQUIRED = 'Choose a property manager and whether to share your PAN';
export const PAN_SHARING_NOT_YOUR_MANAGER = 'This property manager does not look after your properties';
export const LEASE_START_WINDOW = 'Lease start date must be within a year of today';
// A leave-and-licence agreement's draft (generate_rental_agreement): the database's words.
export const AGREEMENT_LEASE_ENDED = 'This lease has ended, so no new agreement can be drafted for it';
export const AGREEMENT_LOCK_IN_RANGE = 'Lock-in must be between 0 and 11 months';
export const AGREEMENT_NOTICE_RANGE = 'Notice period must be between 0 and 180 days';
export const AGREEMENT_PAYER_REQUIRED = 'Say who pays the maintenance';
export const AGREEMENT_MAINTENANCE_AMOUNT = 'Maintenance must be a whole number of rupees';
export const AGREEMENT_USE_REQUIRED = 'Choose a permitted use';
export const AGREEMENT_UNKNOWN_CLAUSE = 'Unknown clause';
// Duplicates the database refuses (unique indexes and register_broker).
export const PAYMENT_REFERENCE_USED = 'This payment reference has already been used';
/** A registration paid by any provider but cash without its reference (register_broker). */
export const PAYMENT_REFERENCE_REQUIRED = 'Enter the payment reference';
/** Activating a registration written before references were required (activate_broker_registration). */
export const PAYMENT_HAS_NO_REFERENCE = 'Payment has no reference';
export const ALREADY_APPLIED = 'You have already applied for this property';
export const VISIT_SLOT_TAKEN = 'You have already asked to visit this property at this time';

// A commission run's month (run_monthly_commissions, preview_monthly_commissions): the database's words.
export const MONTH_REQUIRED = 'Month is required';
export const MONTH_NOT_FIRST_DAY = 'Month must be the first day of a month';
export const MONTH_IN_FUTURE = 'Month cannot be in the future';
export const MONTH_IN_PROGRESS = 'Month is still in progress: only completed months can be run';

// A landlord's UPI ID (public.is_upi_id, landlord_payment_details).
export const UPI_ID_INVALID = 'Enter a UPI ID such as name@bank';

// Tenancies an owner records by inviting the tenant (invite_tenant, accept_tenancy_invitation): the database's words.
export const TENANT_CONTACT_REQUIRED = "Enter the tenant's email address or mobile number";
export const INVITE_YOURSELF = 'You cannot invite yourself as the tenant';
export const LEASE_START_REQUIRED = 'Lease start date is required';
export const NOTICE_RANGE = 'Notice period must be between 0 and 180 days';
export const TENANCY_OVERLAPS = 'This listing already has a tenancy for those dates';
export const INVITATION_NOT_OWNER = 'Only the owner of a verified listing can record its tenancy';
export const INVITATION_NOT_VERIFIED = 'Your listing must be verified before you record its tenancy';
export const INVITATION_NOT_FOR_YOU = 'This invitation is not for your account';
export const INVITATION_NOT_PENDING = 'This invitation is no longer waiting for an answer';
export const INVITATION_EXPIRED = 'This invitation has expired; ask the landlord to invite you again';

// A month's rent marked paid by the tenant and confirmed by the landlord (report_rent_payment,
// confirm_rent_payment, reopen_rent_payment): the database's words.
export const PAYMENT_MODE_REQUIRED = 'Choose how you paid';
export const PAYMENT_REFERENCE_TOO_LONG = 'A payment reference can be at most 64 characters';
export const CASH_NOTE_REQUIRED = 'For cash, say in a note when and to whom you paid';
export const RENT_NOTE_TOO_LONG = 'A note can be at most 500 characters';
export const PAID_ON_WINDOW = 'The day you paid must be today or within the last year';
export const RENT_MONTH_AHEAD = 'Only this month and earlier months can be marked paid';
export const RENT_NOT_TENANT = 'Only the tenant of this lease can mark its rent paid';
export const RENT_ALREADY_CONFIRMED = 'The landlord has already confirmed this month; ask them to reopen it to change it';
export const RENT_NOT_LANDLORD = 'Only the landlord can confirm or reopen the rent of this lease';
export const RENT_NOT_REPORTED = 'The tenant has not marked this month paid yet';
export const RENT_NOTHING_TO_REOPEN = 'This month is not marked paid';
export const REOPEN_REASON_REQUIRED = 'Say why the month goes back to unpaid, in up to 500 characters';

// Conversations about a listing (db/migrations/20261206110000 to 20261206110200).
export const MESSAGE_REQUIRED = 'Write a message';
export const MESSAGE_TOO_LONG = 'A message can be at most 2,000 characters';
export const MESSAGE_NOT_CLEAN = 'A message cannot hold control characters';
export const CONVERSATION_LIMIT = 'You have started too many conversations today. Please try again tomorrow';
export const MESSAGE_LIMIT = 'You have sent too many messages today. Please try again tomorrow';
export const CONVERSATION_BLOCKED = 'This conversation is blocked';
export const CONVERSATION_CLOSED = 'This conversation is closed';
export const CONVERSATION_REPORT_REASON_REQUIRED = 'Say what is wrong with this conversation';
export const PHONE_TO_SHARE_MISSING = 'Add a phone number in your settings first';

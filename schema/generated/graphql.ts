/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A staff user’s level of access in one accounting area. */
export type AccountingAccess =
  /** Read, write and delete. */
  | 'FULL_ACCESS'
  /** Read only. */
  | 'READ_ONLY'
  /** Read and write; no deletes. */
  | 'RESTRICTED_ACCESS';

/** An area of the accounting API that roles are granted in. */
export type AccountingArea =
  /** Products and services: service rate types. */
  | 'PRODUCTS_SERVICES'
  /** Purchases: suppliers, purchase credit notes, attachments. */
  | 'PURCHASES'
  /** Sales: customers, sales documents, attachments. */
  | 'SALES';

/** Country of the accounting business. */
export type AccountingCountry =
  /** Canada. */
  | 'CA'
  /** Spain. */
  | 'ES'
  /** France. */
  | 'FR'
  /** United Kingdom. */
  | 'GB'
  /** Ireland. */
  | 'IE'
  /** United States. */
  | 'US';

/** Accounting subscription plan. */
export type AccountingPlan =
  /** The full plan. */
  | 'PLUS'
  /** The middle plan. */
  | 'STANDARD'
  /** The entry plan. */
  | 'START';

export type AccountingRoleInput = {
  /** The accounting area the role applies to. */
  area: AccountingArea;
  /** null removes the role in that area. */
  level?: AccountingAccess | null | undefined;
};

/** A product to put in the cart; an existing line with the same options grows. */
export type AddToCartInput = {
  /** An active product of the store (id). */
  productId: string | number;
  /** Units to add, 1 to 10000; a line’s total quantity may not exceed 10000 or the stock of a tracked product. */
  quantity: number;
  /** A map of option names to values, or null. */
  variantOptions?: Record<string, unknown> | null | undefined;
};

/** A postal address. The first address of a customer becomes the default. */
export type AddressInput = {
  /** Required, at most 100 characters. */
  city: string;
  /** Country name or ISO code as the customer writes it; required, at most 100 characters. */
  country: string;
  /** Recipient’s first name; required, at most 100 characters. */
  firstName: string;
  /** Make this the default address (the previous one stops being it). */
  isDefault?: boolean | null | undefined;
  /** Recipient’s last name; required, at most 100 characters. */
  lastName: string;
  /** Street and number; required, at most 200 characters. */
  line1: string;
  /** Apartment, floor or building, at most 200 characters. */
  line2?: string | null | undefined;
  /** Phone number for the carrier, at most 50 characters. */
  phone?: string | null | undefined;
  /** Postal or ZIP code; required, at most 20 characters. */
  postalCode: string;
  /** State, county or region, at most 100 characters. */
  state?: string | null | undefined;
};

/** An analysis category and one of its codes. */
export type AnalysisCategoryCodesInput = {
  /** Name of the analysis category. */
  analysisCategory?: string | null | undefined;
  /** Code within the analysis category. */
  analysisCategoryCode?: string | null | undefined;
  /** Id of the analysis category code. */
  analysisCategoryCodeId?: string | null | undefined;
  /** Id of the analysis category. */
  analysisCategoryId?: string | null | undefined;
};

export type AnalysisCategoryIndexInput = {
  /** Zero-based column index, 0 or more. */
  index: number;
  /** Name of the analysis category the column holds, at most 100 characters. */
  name?: string | null | undefined;
};

/** A new attachment (body key `attachment`). */
export type AttachmentInput = {
  /** A record of that type in this business. */
  attachment_context_id?: string | null | undefined;
  /** e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`. */
  attachment_context_type_id?: string | null | undefined;
  /** What the file is, at most 2000 characters. */
  description?: string | null | undefined;
  /** The content, base64; at most 2621440 bytes once decoded (413 beyond). */
  file: string;
  /** e.g. `pdf` or `.pdf`. */
  file_extension?: string | null | undefined;
  /** The file’s name as downloads give it; required, at most 255 characters. */
  file_name: string;
  /** When given, must equal the decoded size. */
  file_size?: number | null | undefined;
  /** Whether customers may see it (false by default). */
  is_public?: boolean | null | undefined;
  /** e.g. `application/pdf`; the download answers with it. */
  mime_type: string;
  /** The transaction the file belongs to; transactions are not served here: kept as given, returned as a link. */
  transaction_id?: string | null | undefined;
};

/** Changes to an attachment; absent fields keep their value. */
export type AttachmentUpdate = {
  /** A record of that type in this business. */
  attachment_context_id?: string | null | undefined;
  /** e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`. */
  attachment_context_type_id?: string | null | undefined;
  /** What the file is, at most 2000 characters. */
  description?: string | null | undefined;
  /** New content, base64. */
  file?: string | null | undefined;
  /** e.g. `pdf` or `.pdf`. */
  file_extension?: string | null | undefined;
  /** New file name; may not be null or blank, at most 255 characters. */
  file_name?: string | null | undefined;
  /** When given with `file`, must equal its decoded size. */
  file_size?: number | null | undefined;
  /** Whether customers may see it (false by default). */
  is_public?: boolean | null | undefined;
  /** New content type, e.g. `application/pdf`; may not be null or blank. */
  mime_type?: string | null | undefined;
  /** The transaction the file belongs to; transactions are not served here: kept as given, returned as a link. */
  transaction_id?: string | null | undefined;
};

/** The metadata of an attachment uploaded as a file part. */
export type AttachmentUploadInput = {
  /** A record of that type in this business. */
  attachment_context_id?: string | null | undefined;
  /** e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`. */
  attachment_context_type_id?: string | null | undefined;
  /** What the file is, at most 2000 characters. */
  description?: string | null | undefined;
  /** e.g. `pdf` or `.pdf`. */
  file_extension?: string | null | undefined;
  /** The uploaded file’s name by default. */
  file_name?: string | null | undefined;
  /** Whether customers may see it (false by default). */
  is_public?: boolean | null | undefined;
  /** The upload’s content type by default. */
  mime_type?: string | null | undefined;
  /** The transaction the file belongs to; transactions are not served here: kept as given, returned as a link. */
  transaction_id?: string | null | undefined;
};

/** What kind of business a store is. */
export type BusinessType =
  /** A general store. */
  | 'general'
  /** A grocery. */
  | 'grocery'
  /** A pharmacy: products may require a prescription. */
  | 'pharmacy'
  /** A retail shop. */
  | 'retail';

/** The development gateway’s card form: an intent’s client secret and a test card. */
export type ConfirmDevelopmentPaymentInput = {
  /** A Stripe test card number: 4242424242424242 succeeds (default), 4000000000000002 and 4000000000009995 are declined. */
  card?: string | null | undefined;
  /** The `clientSecret` that `createPaymentIntent` answered. */
  clientSecret: string;
};

/** A new contact (body key `contact`). */
export type ContactInput = {
  /** `VENDOR` (supplier) and/or `CUSTOMER`. */
  contact_type_ids: Array<string>;
  /** Contact e-mail, at most 320 characters. */
  email?: string | null | undefined;
  /** The supplier’s or customer’s name; required, at most 255 characters. */
  name: string;
  /** A short code unique in the business, e.g. `HENDRI01`. */
  reference?: string | null | undefined;
};

export type CreateApiKeyInput = {
  /** What the key is for, e.g. "payroll import job". */
  name: string;
};

/** A new category. `slug` is derived from `name` when absent. */
export type CreateCategoryInput = {
  /** Text shown on the category page, at most 10000 characters. */
  description?: string | null | undefined;
  /** Icon name or URL, at most 2048 characters. */
  icon?: string | null | undefined;
  /** Image URL (http or https). */
  image?: string | null | undefined;
  /** Default true. */
  isActive?: boolean | null | undefined;
  /** Shown to shoppers; required, at most 200 characters. */
  name: string;
  /** Parent category of the same store; none for a top-level one. */
  parentId?: string | number | null | undefined;
  /** URL name, unique in the store: lower-case letters, digits and hyphens, at most 200 characters. Derived from `name` when absent; a taken slug answers 409. */
  slug?: string | null | undefined;
  /** Default 0. */
  sortOrder?: number | null | undefined;
};

/** A new employer. */
export type CreateEmployerInput = {
  /** The caller’s own identifier for the employer (at most 100 characters); pay imports may name the employer by it (`employerIdentifier`). */
  alternativeIdentifier?: string | null | undefined;
  /** The employer’s name; required, 1 to 200 characters. */
  name: string;
};

/** An order. A customer orders the given `items`, or the whole cart when `items` is absent; addresses are ids from the address book (default: the default address) or inline. A guest (no token, where the store allows guest checkout) gives `guest`, `items` and an inline `shippingAddress`. */
export type CreateOrderInput = {
  /** An inline billing address (instead of an id). */
  billingAddress?: AddressInput | null | undefined;
  /** Default: the shipping address. */
  billingAddressId?: string | number | null | undefined;
  /** The shopper’s note to the store, at most 2000 characters. */
  customerNote?: string | null | undefined;
  /** Guest checkout only. */
  guest?: GuestInput | null | undefined;
  /** The products to order, at most 100 lines. Absent (or null): a signed-in customer orders the whole cart; an empty cart answers 400. Either way the ordered lines leave the cart. A guest must give items. */
  items?: Array<OrderItemInput> | null | undefined;
  /** e.g. `card`, `cash_on_delivery`. */
  paymentMethod?: string | null | undefined;
  /** Required by pharmacies when an item requires a prescription. */
  prescriptionUrl?: string | null | undefined;
  /** An inline shipping address (instead of an id). */
  shippingAddress?: AddressInput | null | undefined;
  /** One of the customer’s saved addresses. Absent with no inline `shippingAddress`: the default address (400 when there is none). */
  shippingAddressId?: string | number | null | undefined;
};

/** The order to pay, with the amount and currency the shopper was shown. */
export type CreatePaymentIntentInput = {
  /** Must equal the order total. */
  amount: number;
  /** Lower-case ISO 4217; must be the store currency (default). */
  currency?: string | null | undefined;
  /** Guests (no Bearer token): the `guestAccessToken` the checkout answered. */
  guestAccessToken?: string | null | undefined;
  /** An unpaid order of the caller (a guest: the order the `guestAccessToken` belongs to). */
  orderId: string | number;
};

/** A new product. `slug` is derived from `name` when absent. */
export type CreateProductInput = {
  /** EAN/UPC or other barcode, at most 100 characters. */
  barcode?: string | null | undefined;
  /** Categories of the same store the product is listed in. */
  categoryIds?: Array<string | number> | null | undefined;
  /** At least `price`. */
  compareAtPrice?: number | null | undefined;
  /** What the store pays; shown to its staff only. */
  costPrice?: number | null | undefined;
  /** Long description, at most 20000 characters. */
  description?: string | null | undefined;
  /** Image URLs in display order; the first is the thumbnail. */
  images?: Array<string> | null | undefined;
  /** Default true. */
  isActive?: boolean | null | undefined;
  /** Default false. */
  isFeatured?: boolean | null | undefined;
  /** Over the counter. Default false. */
  isOTC?: boolean | null | undefined;
  /** Default 10. */
  lowStockThreshold?: number | null | undefined;
  /** Maker or brand, at most 200 characters. */
  manufacturer?: string | null | undefined;
  /** Description for search engines, at most 500 characters. */
  metaDescription?: string | null | undefined;
  /** Title for search engines, at most 255 characters. */
  metaTitle?: string | null | undefined;
  /** Shown to shoppers; required, at most 255 characters. */
  name: string;
  /** Unit price in the store’s currency, 0 or more with at most 2 decimals. */
  price: number;
  /** Default false. */
  requiresPrescription?: boolean | null | undefined;
  /** Summary for product lists, at most 500 characters. */
  shortDescription?: string | null | undefined;
  /** Stock keeping unit, unique in the store (else 409), at most 100 characters. */
  sku?: string | null | undefined;
  /** URL name, unique in the store: lower-case letters, digits and hyphens, at most 200 characters. Derived from `name` when absent; a taken slug answers 409. */
  slug?: string | null | undefined;
  /** Default 0. */
  stockQuantity?: number | null | undefined;
  /** Default true. */
  trackInventory?: boolean | null | undefined;
  /** Shipping weight in `weightUnit`, 0 or more with at most 3 decimals. */
  weight?: number | null | undefined;
  /** One of mg, g, kg, oz, lb, ml, l. */
  weightUnit?: string | null | undefined;
};

/** A new member of the store’s staff. */
export type CreateStaffUserInput = {
  /** Accounting roles per area; absent: none (an ADMIN holds full access wherever no role is set). */
  accountingRoles?: Array<AccountingRoleInput> | null | undefined;
  /** Sign-in e-mail, stored in lower case; must be an e-mail address of at most 320 characters and not already taken (409). */
  email: string;
  /** Required, at most 100 characters. */
  firstName: string;
  /** Required, at most 100 characters. */
  lastName: string;
  /** At least 6 and at most 200 characters; stored as an Argon2 hash. */
  password: string;
  /** At most 50 characters. */
  phone?: string | null | undefined;
  /** ADMIN or STAFF (default STAFF); SUPER_ADMIN is refused. */
  role?: UserRole;
};

/** A new store and its first administrator. */
export type CreateTenantInput = {
  /** Super administrator only. */
  accountingCountry?: AccountingCountry | null | undefined;
  /** Super administrator only. */
  accountingPlan?: AccountingPlan | null | undefined;
  /** Street address, at most 500 characters; null clears it. */
  address?: string | null | undefined;
  /** Sign-in e-mail of the store’s first ADMIN; must not already be taken (409). */
  adminEmail: string;
  /** Required, at most 100 characters. */
  adminFirstName: string;
  /** Required, at most 100 characters. */
  adminLastName: string;
  /** Password of the first ADMIN, at least 6 and at most 200 characters. */
  adminPassword: string;
  /** What kind of business the store is. May not be null. */
  businessType?: BusinessType | null | undefined;
  /** At most 100 characters; null clears it. */
  city?: string | null | undefined;
  /** At most 100 characters; null clears it. */
  country?: string | null | undefined;
  /** The store’s contact e-mail, at most 320 characters; null clears it. */
  email?: string | null | undefined;
  /** Logo URL (http or https), at most 2048 characters; null clears it. */
  logo?: string | null | undefined;
  /** The store’s name; required, at most 200 characters. */
  name: string;
  /** The store’s contact phone, at most 50 characters; null clears it. */
  phone?: string | null | undefined;
  /** Brand colour as #RRGGBB, e.g. #3B82F6; null clears it. */
  primaryColor?: string | null | undefined;
  /** Store settings; only the settings given change, the others keep their value (defaults on create). */
  settings?: TenantSettingsInput | null | undefined;
  /** Lower-case letters, digits and hyphens; what callers send in X-Tenant-Slug. */
  slug: string;
  /** State, county or region, at most 100 characters; null clears it. */
  state?: string | null | undefined;
};

/** Layout of an employee CSV file. Only EmployeeCsv is imported; the others answer 400. */
export type CsvFileFormat =
  /** Access PeoplePlanner export (not imported here). */
  | 'AccessPeoplePlanner'
  /** BrightPay export (not imported here). */
  | 'BrightPayEmployees'
  /** The reference’s employee CSV layout (imported). */
  | 'EmployeeCsv'
  /** HMRC Full Payment Submission (not imported here). */
  | 'Fps'
  /** Moneysoft export (not imported here). */
  | 'MoneysoftEmployees'
  /** Sage employee details export (not imported here). */
  | 'SageEmployeeDetails';

/** How much of an order has been handed to the carrier. */
export type FulfillmentStatus =
  /** Every line shipped. */
  | 'FULFILLED'
  /** Some lines shipped. */
  | 'PARTIALLY_FULFILLED'
  /** Nothing shipped yet. */
  | 'UNFULFILLED';

/** Who is ordering without an account. */
export type GuestInput = {
  /** Where the order confirmation goes; an e-mail address of at most 320 characters. */
  email: string;
  /** Required, at most 100 characters. */
  firstName: string;
  /** Required, at most 100 characters. */
  lastName: string;
  /** At most 50 characters. */
  phone?: string | null | undefined;
};

/** Queued -> Executing -> a finished state. */
export type JobStatus =
  /** Finished without errors. */
  | 'Completed'
  /** Finished; some rows or items failed (see the job’s errors). */
  | 'CompletedWithErrors'
  /** Being processed. */
  | 'Executing'
  /** Stopped; nothing or only part was done (see the job’s errors). */
  | 'Failed'
  /** Waiting for a worker. */
  | 'Queued';

/** What a payroll job does. */
export type JobType =
  /** Imports a file or a list of items. */
  | 'Import'
  /** A pay run (declared by the reference; not started by this server). */
  | 'PayRun'
  /** Produces a report document. */
  | 'Report';

/** How a day of leave is valued. */
export type LeaveCalculationType =
  /** 1/5 of a week, or by the working pattern. */
  | 'OneFifthOrWorkingPattern'
  /** 1/365 of the full-time-equivalent annual pay per day. */
  | 'OneThreeSixtyFifthFTE'
  /** 1/365 of the pro-rated annual pay per day. */
  | 'OneThreeSixtyFifthProRata'
  /** The hours given (strike action). */
  | 'SpecifyHours'
  /** Usual pay, pro-rated. */
  | 'UsualProRata';

/** One leave item to import. */
export type LeaveImportRequestInput = {
  /** Assumed pensionable pay: the average pay of the 3 months (12 weeks for weekly, fortnightly or four-weekly pay) before the absence. Accepted as the reference API defines it; not applied by this server. */
  assumedPensionablePay?: number | null | undefined;
  /** true: assumed pensionable pay is calculated; false: `assumedPensionablePay` overrides it. Accepted as the reference API defines it; not applied by this server. */
  automaticAPPCalculation?: boolean | null | undefined;
  /** Whether average weekly earnings are calculated automatically. Accepted as the reference API defines it; not applied by this server. */
  automaticAWECalculation?: boolean | null | undefined;
  /** The employee’s average weekly earnings. Accepted as the reference API defines it; not applied by this server. */
  averageWeeklyEarnings?: number | null | undefined;
  /** How the leave’s pay is pro-rated. Accepted as the reference API defines it; not applied by this server. */
  calculationType?: LeaveCalculationType | null | undefined;
  /** First day (yyyy-mm-dd, or an ISO 8601 date-time: its date as written). */
  from?: string | null | undefined;
  /** Historical SSP only: whether the leave is paid in the next pay run. Accepted as the reference API defines it; not applied by this server. */
  historicLeaveRequiresProcessing?: boolean | null | undefined;
  /** Top up statutory pay to usual pay (offsetting). Accepted as the reference API defines it; not applied by this server. */
  offsetPay?: boolean | null | undefined;
  /** true: the leave has no last day yet, and `to` may be absent. */
  openEndedAbsence?: boolean | null | undefined;
  /** How the leave is paid; default StatutoryPay. */
  pay?: LeavePayType | null | undefined;
  /** Sick leave with Custom pay only: pay SSP in addition. Accepted as the reference API defines it; not applied by this server. */
  paySSPInAddition?: boolean | null | undefined;
  /** The employee’s payroll code at the employer (required); an unknown code makes the item a job error. */
  payrollCode?: string | null | undefined;
  /** Sick leave with Custom pay only: the percentage of usual pay. Accepted as the reference API defines it; not applied by this server. */
  percentOfPay?: number | null | undefined;
  /** StrikeAction leave with the SpecifyHours calculation only: hours to deduct. Accepted as the reference API defines it; not applied by this server. */
  strikeHoursToDeduct?: number | null | undefined;
  /** Last day (yyyy-mm-dd, or an ISO 8601 date-time: its date as written). */
  to?: string | null | undefined;
  /** The kind of leave (required). */
  type?: LeaveType | null | undefined;
  /** Sick leave with Custom, OccupationalPolicy or StatutoryPay pay only: use assumed pensionable pay. Accepted as the reference API defines it; not applied by this server. */
  useAssumedPensionablePay?: boolean | null | undefined;
};

/** How a leave is paid. */
export type LeavePayType =
  /** Paid at the employee’s average daily pay. */
  | 'AverageDays'
  /** A custom amount or percentage. */
  | 'Custom'
  /** Not paid. */
  | 'DoNotPay'
  /** Paid under the employer’s occupational policy. */
  | 'OccupationalPolicy'
  /** Usual pay continues. */
  | 'PayAsUsual'
  /** Statutory pay only (the default of an import). */
  | 'StatutoryPay';

/** The kind of an employee’s leave. */
export type LeaveType =
  /** Adoption leave. */
  | 'Adoption'
  /** Authorised unpaid absence. */
  | 'AuthorisedUnpaid'
  /** Parental bereavement leave. */
  | 'Bereavement'
  /** Parental bereavement leave in Northern Ireland. */
  | 'BereavementNorthernIreland'
  /** Holiday. */
  | 'Holiday'
  /** Maternity leave. */
  | 'Maternity'
  /** Neonatal care leave. */
  | 'NeonatalCare'
  /** Paternity leave. */
  | 'Paternity'
  /** Paternity leave after an adoption. */
  | 'PaternityAdoption'
  /** Shared parental leave. */
  | 'SharedParental'
  /** Shared parental leave after an adoption. */
  | 'SharedParentalAdoption'
  /** Sickness. */
  | 'Sick'
  /** Strike action. */
  | 'StrikeAction'
  /** Unauthorised absence. */
  | 'Unauthorised';

/** A new ledger account (body key `ledger_account`). */
export type LedgerAccountInput = {
  /** The name by default. */
  display_name?: string | null | undefined;
  /** true by default. */
  included_in_chart?: boolean | null | undefined;
  /** One of the ledger account types, e.g. `OVERHEADS`. */
  ledger_account_type_id: string;
  /** The account’s name; required, at most 200 characters. */
  name: string;
  /** Unique in the business, 1 to 99999999. */
  nominal_code: number;
};

/** E-mail and password. */
export type LoginInput = {
  /** The account’s e-mail, compared without regard to case; required, at most 320 characters. */
  email: string;
  /** Required, at most 200 characters. */
  password: string;
};

export type LogoutInput = {
  /** Ends this refresh token’s session; by default the session of the access token. */
  refreshToken?: string | null | undefined;
};

/** A product to order. The price always comes from the catalog. */
export type OrderItemInput = {
  /**
   * Ignored: prices always come from the catalog.
   * @deprecated Ignored: prices always come from the catalog.
   */
  price?: number | null | undefined;
  /** An active product of the store (id). */
  productId: string | number;
  /** Units, 1 to 10000 (at most the stock of a tracked product, else 409). */
  quantity: number;
  /** The chosen options, e.g. `{"size": "M"}`; kept on the order line. */
  variantOptions?: Record<string, unknown> | null | undefined;
};

/** PENDING -> CONFIRMED | CANCELLED; CONFIRMED -> PROCESSING | CANCELLED; PROCESSING -> SHIPPED | CANCELLED; SHIPPED -> DELIVERED. */
export type OrderStatus =
  /** Cancelled; tracked stock was put back (final). */
  | 'CANCELLED'
  /** Accepted by the store. */
  | 'CONFIRMED'
  /** Received by the customer (final). */
  | 'DELIVERED'
  /** Placed, awaiting confirmation. */
  | 'PENDING'
  /** Being prepared. */
  | 'PROCESSING'
  /** Handed to the carrier. */
  | 'SHIPPED';

/** The period an employee’s regular pay amount is expressed in. */
export type PayBasis =
  /** Per day; the multiplier gives the days paid. */
  | 'Daily'
  /** Per hour; the multiplier gives the hours paid. */
  | 'Hourly'
  /** Per month (or pay period). */
  | 'Monthly';

/** How the pay import treats existing pay. */
export type PayImportFlags = {
  /** Add the lines to the existing ones instead of replacing them. */
  append?: boolean;
  /** Import only lines; ignore regular pay changes. */
  linesOnly?: boolean;
  /** Update the value of the one existing line with the same pay code; append unmatched lines. */
  updateExisting?: boolean;
  /** Validate only; import nothing. */
  validateOnly?: boolean;
};

/** A pay line (addition or deduction) of a pay import item. */
export type PayLineInput = {
  /** Analysis categories and codes of the line. Accepted as the reference API defines it; not applied by this server. */
  analysisCategoriesCodes?: Array<AnalysisCategoryCodesInput> | null | undefined;
  /** Ids of the line’s analysis category codes. Accepted as the reference API defines it; not applied by this server. */
  analysisCategoryCodeIds?: Array<string> | null | undefined;
  /** The annual amount before pro-rating (FixedAnnualAmount pay codes). Accepted as the reference API defines it; not applied by this server. */
  annualValue?: number | null | undefined;
  /** Read-only in the reference: the attachment order of an AEO line. Accepted as the reference API defines it; not applied by this server. */
  attachmentOrderId?: string | null | undefined;
  /** Whether the line is adjusted for leave, starters, leavers and mid-period effective dates. Accepted as the reference API defines it; not applied by this server. */
  autoAdjustForLeave?: boolean | null | undefined;
  /** Read-only in the reference: the benefit the line comes from. Accepted as the reference API defines it; not applied by this server. */
  benefitId?: number | null | undefined;
  /** Treat the line as when paid rather than when earned. Accepted as the reference API defines it; not applied by this server. */
  calculateAsWhenPaid?: boolean | null | undefined;
  /** The line’s unique id in the reference. Accepted as the reference API defines it; not applied by this server. */
  childId?: string | null | undefined;
  /** Pay code (required). */
  code?: string | null | undefined;
  /** Whether the line counts towards basic pay. Accepted as the reference API defines it; not applied by this server. */
  contributesToBasicPay?: boolean | null | undefined;
  /** Per-line breakdown of deductions that make up an AUTHUPL line. Accepted as the reference API defines it; not applied by this server. */
  contributingPayLineValues?: Record<string, unknown> | null | undefined;
  /** `contributingPayLineValues` as JSON text. Accepted as the reference API defines it; not applied by this server. */
  contributingPayLineValuesJson?: string | null | undefined;
  /** Cost centre code overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server. */
  costCentre?: string | null | undefined;
  /** Cost centre id overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server. */
  costCentreId?: string | null | undefined;
  /** Read-only in the reference: the cost centre’s title. Accepted as the reference API defines it; not applied by this server. */
  costCentreTitle?: string | null | undefined;
  /** Department code overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server. */
  department?: string | null | undefined;
  /** Department id overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server. */
  departmentId?: string | null | undefined;
  /** Read-only in the reference: the department’s title. Accepted as the reference API defines it; not applied by this server. */
  departmentTitle?: string | null | undefined;
  /** Shown on the payslip (at most 100 characters). */
  description?: string | null | undefined;
  /** Start of the period the line was earned in (date). Accepted as the reference API defines it; not applied by this server. */
  earnedFrom?: string | null | undefined;
  /** End of the period the line was earned in (date). Accepted as the reference API defines it; not applied by this server. */
  earnedTo?: string | null | undefined;
  /** First day the line is paid (date). Accepted as the reference API defines it; not applied by this server. */
  effectiveFrom?: string | null | undefined;
  /** Last day the line is paid (date). Accepted as the reference API defines it; not applied by this server. */
  effectiveTo?: string | null | undefined;
  /** Reference of the employee role the line belongs to. Accepted as the reference API defines it; not applied by this server. */
  employeeRoleReference?: string | null | undefined;
  /** Full-time annual amount of the line. Accepted as the reference API defines it; not applied by this server. */
  fullTimeAnnualValue?: number | null | undefined;
  /** Skip automatic back pay on the first pay run (the amount was paid elsewhere). Accepted as the reference API defines it; not applied by this server. */
  ignoreInitialBackPay?: boolean | null | undefined;
  /** Deterministic key the reference uses to recognise a repeated import of the line. Accepted as the reference API defines it; not applied by this server. */
  importIdempotencyKey?: string | null | undefined;
  /** Read-only in the reference: the first pay run that paid the line’s back pay. Accepted as the reference API defines it; not applied by this server. */
  initialBackPayPublicPayRunId?: string | null | undefined;
  /** Read-only in the reference: the line is calculated back pay. Accepted as the reference API defines it; not applied by this server. */
  isAutoCalculatedBackPayLine?: boolean | null | undefined;
  /** Read-only in the reference: the line is generated basic pay. Accepted as the reference API defines it; not applied by this server. */
  isAutoGeneratedBasicPayLine?: boolean | null | undefined;
  /** Calculate back pay for this line automatically when a pay run is created. Accepted as the reference API defines it; not applied by this server. */
  isAutomaticBackPay?: boolean | null | undefined;
  /** Read-only in the reference: the line is back pay arising from leave. Accepted as the reference API defines it; not applied by this server. */
  isLeaveBasedBackPayLine?: boolean | null | undefined;
  /** A fixed addition whose amount is a take-home target, grossed up. Accepted as the reference API defines it; not applied by this server. */
  isNetToGross?: boolean | null | undefined;
  /** Whether the line is taxable. Accepted as the reference API defines it; not applied by this server. */
  isTaxable?: boolean | null | undefined;
  /** Read-only in the reference: back pay of a zero-hours teacher. Accepted as the reference API defines it; not applied by this server. */
  isZeroHoursTeachersBackPayLine?: boolean | null | undefined;
  /** Read-only in the reference: the leave a statutory-pay line comes from. Accepted as the reference API defines it; not applied by this server. */
  leaveId?: string | null | undefined;
  /** Read-only in the reference: days of statutory leave pay the line covers. Accepted as the reference API defines it; not applied by this server. */
  leaveStatutoryDaysPaid?: number | null | undefined;
  /** Read-only in the reference: weeks of statutory leave pay the line covers. Accepted as the reference API defines it; not applied by this server. */
  leaveStatutoryWeeksPaid?: number | null | undefined;
  /** Read-only in the reference: the loan the line repays. Accepted as the reference API defines it; not applied by this server. */
  loanId?: string | null | undefined;
  /** London allowance the line pays. Accepted as the reference API defines it; not applied by this server. */
  londonAllowanceId?: number | null | undefined;
  /** Days or hours, when the pay code has a multiplier type. Accepted as the reference API defines it; not applied by this server. */
  multiplier?: number | null | undefined;
  /** Difference between the target and the grossed-up amount of a net-to-gross line. Accepted as the reference API defines it; not applied by this server. */
  netToGrossDiscrepancy?: number | null | undefined;
  /** Read-only in the reference: the employee-level line a back pay line belongs to. Accepted as the reference API defines it; not applied by this server. */
  parentId?: string | null | undefined;
  /** Pay grade name. Accepted as the reference API defines it; not applied by this server. */
  payGrade?: string | null | undefined;
  /** Pay spine name. Accepted as the reference API defines it; not applied by this server. */
  paySpine?: string | null | undefined;
  /** Read-only in the reference: the pay spine grade’s id. Accepted as the reference API defines it; not applied by this server. */
  paySpineGradeId?: string | null | undefined;
  /** Read-only in the reference: the pay spine’s id. Accepted as the reference API defines it; not applied by this server. */
  paySpineId?: string | null | undefined;
  /** Payroll code of the employee the line belongs to. Accepted as the reference API defines it; not applied by this server. */
  payrollCode?: string | null | undefined;
  /** Read-only in the reference: the pension of a PENSION, PENSIONSS or PENSIONRAS line. Accepted as the reference API defines it; not applied by this server. */
  pensionId?: string | null | undefined;
  /** Share of working days the effective dates cover, for pro-rating. Accepted as the reference API defines it; not applied by this server. */
  percentageOfEffectiveDays?: number | null | undefined;
  /** Start of the pay run period the line belongs to (date). Accepted as the reference API defines it; not applied by this server. */
  periodFrom?: string | null | undefined;
  /** Scales the per-period amount (advance pay). Accepted as the reference API defines it; not applied by this server. */
  periodMultiplier?: number | null | undefined;
  /** End of the pay run period the line belongs to (date). Accepted as the reference API defines it; not applied by this server. */
  periodTo?: string | null | undefined;
  /** Rate per day or hour, when the pay code has a multiplier type. Accepted as the reference API defines it; not applied by this server. */
  rate?: number | null | undefined;
  /** The employee role the line belongs to; null: none. Accepted as the reference API defines it; not applied by this server. */
  roleId?: string | null | undefined;
  /** Read-only in the reference: the spinal point’s id. Accepted as the reference API defines it; not applied by this server. */
  spinalPointId?: string | null | undefined;
  /** Spine point name. Accepted as the reference API defines it; not applied by this server. */
  spinePoint?: string | null | undefined;
  /** Free tags of the line. Accepted as the reference API defines it; not applied by this server. */
  tags?: Array<string> | null | undefined;
  /** The take-home amount a net-to-gross line targets. Accepted as the reference API defines it; not applied by this server. */
  targetNetToGrossValue?: number | null | undefined;
  /** Days paid in the period. Accepted as the reference API defines it; not applied by this server. */
  totalPaidDays?: number | null | undefined;
  /** Working days in the period. Accepted as the reference API defines it; not applied by this server. */
  totalWorkingDays?: number | null | undefined;
  /** Amount (required). */
  value?: number | null | undefined;
};

/** Pay options of one employee. */
export type PayOptionsImportInput = {
  /** Analysis category codes shown on the payslip. Accepted as the reference API defines it; not applied by this server. */
  analysisCategoryCodes?: Array<AnalysisCategoryCodesInput> | null | undefined;
  /** `autoAdjustForLeave` of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  autoAdjustForLeave?: boolean | null | undefined;
  /** Period the regular pay is expressed in; absent keeps the employee’s. */
  basis?: PayBasis | null | undefined;
  /** `contributesToBasicPay` of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  contributesToBasicPay?: boolean | null | undefined;
  /** Cost centre shown on the payslip. Accepted as the reference API defines it; not applied by this server. */
  costCentre?: string | null | undefined;
  /** Department shown on the payslip. Accepted as the reference API defines it; not applied by this server. */
  department?: string | null | undefined;
  /** First day the imported lines are paid (date). Accepted as the reference API defines it; not applied by this server. */
  effectiveFrom?: string | null | undefined;
  /** Last day the imported lines are paid (date). Accepted as the reference API defines it; not applied by this server. */
  effectiveTo?: string | null | undefined;
  /** Alternative identifier of the employer; all items or none. */
  employerIdentifier?: string | null | undefined;
  /** `ignoreInitialBackPay` of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  ignoreInitialBackPay?: boolean | null | undefined;
  /** `isAutomaticBackPay` of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  isAutomaticBackPay?: boolean | null | undefined;
  /** Treat the regular amount as a take-home target. Accepted as the reference API defines it; not applied by this server. */
  isNetToGross?: boolean | null | undefined;
  /** Additions and deductions. They replace the employee’s lines, unless the `append` or `updateExisting` flag says otherwise. */
  lines?: Array<PayLineInput> | null | undefined;
  /** Note shown on the payslip. Accepted as the reference API defines it; not applied by this server. */
  note?: string | null | undefined;
  /** Regular amount per period. */
  payAmount?: number | null | undefined;
  /** Daily or hourly basis: days or hours paid in the period. Accepted as the reference API defines it; not applied by this server. */
  payAmountMultiplier?: number | null | undefined;
  /** Pay code of the basic pay; blank: the default. */
  payCode?: string | null | undefined;
  /** Pay grade of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  payGrade?: string | null | undefined;
  /** Pay spine of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  paySpine?: string | null | undefined;
  /** The employee (required). */
  payrollCode?: string | null | undefined;
  /** Reference of the employee role the pay belongs to. Accepted as the reference API defines it; not applied by this server. */
  roleReference?: string | null | undefined;
  /** Spine point of the imported lines. Accepted as the reference API defines it; not applied by this server. */
  spinePoint?: string | null | undefined;
  /** Free tags of the item. Accepted as the reference API defines it; not applied by this server. */
  tags?: Array<string> | null | undefined;
};

/** Where an order’s payment stands, as the payment gateway reports it. */
export type PaymentStatus =
  /** The last payment attempt failed; the order may be paid again. */
  | 'FAILED'
  /** The gateway confirmed the payment. */
  | 'PAID'
  /** Not paid yet. */
  | 'PENDING'
  /** The payment was refunded (a paid order was cancelled). */
  | 'REFUNDED';

export type PaymentsCsvMappingColumnInput = {
  /** Pay code mapped to this column. */
  code?: string | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  colIndex?: number | null | undefined;
  /** Answers: never null (false). */
  isMultiplier?: boolean | null | undefined;
  /** Answers: never null (false). */
  isNetToGross?: boolean | null | undefined;
  /** No pay code mapped: the column is for reference only. Answers: never null (false). */
  isReferenceOnly?: boolean | null | undefined;
  /** With isMultiplier, the zero-based column holding the rate; null: none (declared nullable). */
  rateColIndex?: number | null | undefined;
  /** Read-only: whether `rateColIndex` is set. Accepted and ignored on input (a read column sent back). */
  shouldSerializeRateColIndex?: boolean | null | undefined;
  /** Required, 1 to 25 characters. */
  title: string;
};

/** A payments CSV mapping to save (`id` is ignored). */
export type PaymentsCsvMappingInput = {
  /** Columns holding analysis category codes. */
  analysisCategoryIndexes?: Array<AnalysisCategoryIndexInput> | null | undefined;
  /** `analysisCategoryIndexes` as JSON text, at most 4000 characters. */
  analysisCategoryIndexesJson?: string | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  autoAdjustForLeaveIndex?: number | null | undefined;
  /** ColumnBased mappings: the pay code of each column. */
  columns?: Array<PaymentsCsvMappingColumnInput> | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  contributesToBasicPayIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  costCentreIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  departmentIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  effectiveFromIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  effectiveToIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  employerIdIndex?: number | null | undefined;
  /** Answers: false when not set. */
  hasHeader?: boolean | null | undefined;
  /** Answers: false when not set. */
  hasPaylineCosting?: boolean | null | undefined;
  /** Assigned by the server. */
  id?: string | number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  ignoreInitialBackPayIndex?: number | null | undefined;
  /** Answers: 0 when not set. */
  importBehaviour?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  isAutomaticBackPayIndex?: number | null | undefined;
  /** Required, 1 to 50 characters. */
  name: string;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  noteIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  payAmountIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  payAmountMultiplierIndex?: number | null | undefined;
  /** Answers: Monthly when not set. */
  payBasis?: PayBasis | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  payCodeIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  payGradeIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  paySpineIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  payrollCodeIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  roleReferenceIndex?: number | null | undefined;
  /** Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped). */
  spinePointIndex?: number | null | undefined;
  /** RowBased (default): one row per employee and pay code. ColumnBased: one row per employee, one column per pay code (`columns`). */
  type?: PaymentsCsvMappingType | null | undefined;
};

/** The layout of a payments CSV file. */
export type PaymentsCsvMappingType =
  /** One row per employee, one column per pay code. */
  | 'ColumnBased'
  /** One row per employee and pay code. */
  | 'RowBased';

/** What a product list is ordered by. */
export type ProductSortField =
  /** By when the product was added (the default). */
  | 'createdAt'
  /** By name, alphabetically. */
  | 'name'
  /** By unit price. */
  | 'price'
  /** By units in stock. */
  | 'stockQuantity';

/** A new purchase credit note (body key `purchase_credit_note`). */
export type PurchaseCreditNoteInput = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_cis_applicable_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_after_cis_deduction?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itc_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itr_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_withholding_tax_amount?: string | null | undefined;
  /** CIS deductible labour (UK), at most the net amount; null makes the note not CIS. */
  cis_applicable_amount?: string | null | undefined;
  /** A supplier (VENDOR contact) of the business. */
  contact_id: string;
  /** The contact’s name by default. */
  contact_name?: string | null | undefined;
  /** The contact’s reference by default. */
  contact_reference?: string | null | undefined;
  /** The lines, 1 to 500; the note’s amounts are derived from them. */
  credit_note_lines: Array<PurchaseCreditNoteLineInput>;
  /** The business’s base currency by default. */
  currency_id?: string | null | undefined;
  /** YYYY-MM-DD. */
  date: string;
  /** Required for a foreign currency; 1 otherwise. */
  exchange_rate?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  inverse_exchange_rate?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: string | null | undefined;
  /** Free notes, at most 2000 characters. */
  notes?: string | null | undefined;
  /** YYYY-MM-DD. */
  original_invoice_date?: string | null | undefined;
  /** The note is part recoverable (Canada). */
  part_recoverable?: boolean | null | undefined;
  /** Postponed import VAT accounting (UK and IE importers). */
  postponed_accounting?: boolean | null | undefined;
  /** The note’s own reference, at most 25 characters. */
  reference?: string | null | undefined;
  /** `DRAFT`, or `UNPAID` (the default). */
  status_id?: string | null | undefined;
  /** A tax address region (Canada); not served here: kept as given, returned as a link. */
  tax_address_region_id?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  tax_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). One entry per tax rate. */
  tax_analysis?: Array<PurchaseCreditNoteTaxAnalysisInput> | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). The total less the CIS deduction. */
  total_after_cis_deduction?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: string | null | undefined;
  /** Input tax credit (Canada), at most the tax amount. */
  total_itc_amount?: string | null | undefined;
  /** Input tax refund (Canada), at most the tax amount. */
  total_itr_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_quantity?: string | null | undefined;
  /** The supplier’s reference of the note, at most 31 characters. */
  vendor_reference?: string | null | undefined;
  /** The CIS deduction (UK): derived from the applicable amount and the rate when both are known (must then agree). */
  withholding_tax_amount?: string | null | undefined;
  /** The CIS deduction rate in percent (UK), 0 to 100. */
  withholding_tax_rate?: string | null | undefined;
};

/** A line of a purchase credit note. */
export type PurchaseCreditNoteLineInput = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_unit_price?: string | null | undefined;
  /** What is credited; required, at most 1000 characters. */
  description: string;
  /** An EU goods or services type; not served here: kept as given, returned as a link. */
  eu_goods_services_type_id?: string | null | undefined;
  /** GST or HST part of the tax (Canada); with `pst_amount`, must make up `tax_amount`. */
  gst_amount?: string | null | undefined;
  /** Bought for resale (Ireland). */
  is_purchase_for_resale?: boolean | null | undefined;
  /** A ledger account of the business. */
  ledger_account_id: string;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: string | null | undefined;
  /** A product; not served here: kept as given, returned as a link. */
  product_id?: string | null | undefined;
  /** PST or QST part of the tax (Canada); with `gst_amount`, must make up `tax_amount`. */
  pst_amount?: string | null | undefined;
  /** Greater than 0, at most 2 decimals. */
  quantity: string;
  /** A service; not served here: kept as given, returned as a link. */
  service_id?: string | null | undefined;
  /** The line’s tax; computed from the rate when absent. */
  tax_amount?: string | null | undefined;
  /** A tax rate of the business; no tax without one. */
  tax_rate_id?: string | null | undefined;
  /** The line’s tax is recoverable. */
  tax_recoverable?: boolean | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: string | null | undefined;
  /** The line is a trade of an asset. */
  trade_of_asset?: boolean | null | undefined;
  /** At least 0, at most 2 decimals. */
  unit_price: string;
  /** The unit price includes tax (false by default). */
  unit_price_includes_tax?: boolean | null | undefined;
};

/** A line of an update: with the `id` of one of the note’s lines only the given fields change; without, a new line (`description`, `ledger_account_id`, `quantity`, `unit_price` required). Lines left out are removed. */
export type PurchaseCreditNoteLineUpdate = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_unit_price?: string | null | undefined;
  /** What is credited, at most 1000 characters; required for a new line. */
  description?: string | null | undefined;
  /** An EU goods or services type; not served here: kept as given, returned as a link. */
  eu_goods_services_type_id?: string | null | undefined;
  /** GST or HST part of the tax (Canada); with `pst_amount`, must make up `tax_amount`. */
  gst_amount?: string | null | undefined;
  /** One of the note’s lines, kept under its id. */
  id?: string | number | null | undefined;
  /** Bought for resale (Ireland). */
  is_purchase_for_resale?: boolean | null | undefined;
  /** A ledger account of the business; required for a new line. */
  ledger_account_id?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: string | null | undefined;
  /** A product; not served here: kept as given, returned as a link. */
  product_id?: string | null | undefined;
  /** PST or QST part of the tax (Canada); with `gst_amount`, must make up `tax_amount`. */
  pst_amount?: string | null | undefined;
  /** Greater than 0, at most 2 decimals; required for a new line. */
  quantity?: string | null | undefined;
  /** A service; not served here: kept as given, returned as a link. */
  service_id?: string | null | undefined;
  /** Computed from the rate when absent and the line changed. */
  tax_amount?: string | null | undefined;
  /** null removes the line’s rate. */
  tax_rate_id?: string | null | undefined;
  /** The line’s tax is recoverable. */
  tax_recoverable?: boolean | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: string | null | undefined;
  /** The line is a trade of an asset. */
  trade_of_asset?: boolean | null | undefined;
  /** At least 0, at most 2 decimals; required for a new line. */
  unit_price?: string | null | undefined;
  /** The unit price includes tax. */
  unit_price_includes_tax?: boolean | null | undefined;
};

/** The note’s amounts at one tax rate, as the client states them: each must equal the lines’. */
export type PurchaseCreditNoteTaxAnalysisInput = {
  /** Net of the lines that name no service. */
  goods_amount?: string | null | undefined;
  /** Net amount of the lines at this rate, as the client states it. */
  net_amount?: string | null | undefined;
  /** Net of the lines that name a service. */
  service_amount?: string | null | undefined;
  /** Tax of the lines at this rate, as the client states it. */
  tax_amount?: string | null | undefined;
  /** A tax rate of the note’s lines. */
  tax_rate_id?: string | null | undefined;
  /** Net plus tax at this rate, as the client states it. */
  total_amount?: string | null | undefined;
};

/** Changes to a credit note; absent fields keep their value. `credit_note_lines`, when given, is the new set of lines. */
export type PurchaseCreditNoteUpdate = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_cis_applicable_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_after_cis_deduction?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itc_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itr_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_withholding_tax_amount?: string | null | undefined;
  /** CIS deductible labour (UK), at most the net amount; null makes the note not CIS. */
  cis_applicable_amount?: string | null | undefined;
  /** A supplier (VENDOR contact) of the business; may not be null. */
  contact_id?: string | null | undefined;
  /** The contact’s name by default. */
  contact_name?: string | null | undefined;
  /** The contact’s reference by default. */
  contact_reference?: string | null | undefined;
  /** The new set of lines, 1 to 500: lines with an `id` are kept (and changed), others are new, left-out ones are removed. May not be null. */
  credit_note_lines?: Array<PurchaseCreditNoteLineUpdate> | null | undefined;
  /** The business’s base currency by default. */
  currency_id?: string | null | undefined;
  /** YYYY-MM-DD; may not be null. */
  date?: string | null | undefined;
  /** Required for a foreign currency; 1 otherwise. */
  exchange_rate?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  inverse_exchange_rate?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: string | null | undefined;
  /** Free notes, at most 2000 characters. */
  notes?: string | null | undefined;
  /** YYYY-MM-DD. */
  original_invoice_date?: string | null | undefined;
  /** The note is part recoverable (Canada). */
  part_recoverable?: boolean | null | undefined;
  /** Postponed import VAT accounting (UK and IE importers). */
  postponed_accounting?: boolean | null | undefined;
  /** The note’s own reference, at most 25 characters. */
  reference?: string | null | undefined;
  /** The current status, or `UNPAID` for a draft (as release). */
  status_id?: string | null | undefined;
  /** A tax address region (Canada); not served here: kept as given, returned as a link. */
  tax_address_region_id?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  tax_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). One entry per tax rate. */
  tax_analysis?: Array<PurchaseCreditNoteTaxAnalysisInput> | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). The total less the CIS deduction. */
  total_after_cis_deduction?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: string | null | undefined;
  /** Input tax credit (Canada), at most the tax amount. */
  total_itc_amount?: string | null | undefined;
  /** Input tax refund (Canada), at most the tax amount. */
  total_itr_amount?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_quantity?: string | null | undefined;
  /** The supplier’s reference of the note, at most 31 characters. */
  vendor_reference?: string | null | undefined;
  /** The CIS deduction (UK): derived from the applicable amount and the rate when both are known (must then agree). */
  withholding_tax_amount?: string | null | undefined;
  /** The CIS deduction rate in percent (UK), 0 to 100. */
  withholding_tax_rate?: string | null | undefined;
};

export type RefreshInput = {
  /** A refresh token from a sign-in or an earlier refresh; each is usable once, a reused one revokes its whole session. */
  refreshToken: string;
};

/** A new customer of the store named by X-Tenant-Slug. */
export type RegisterCustomerInput = {
  /** Sign-in e-mail, stored in lower case; must be an e-mail address of at most 320 characters and not already taken (409). */
  email: string;
  /** Required, at most 100 characters. */
  firstName: string;
  /** Required, at most 100 characters. */
  lastName: string;
  /** At least 6 and at most 200 characters; stored as an Argon2 hash. */
  password: string;
  /** At most 50 characters. */
  phone?: string | null | undefined;
};

/** A new service rate type (body key `service_rate_type`). */
export type ServiceRateTypeInput = {
  /** Whether the type can be used on new rates. */
  active: boolean;
  /** Required, at most 255 characters. */
  name: string;
};

/** Changes to a service rate type; absent fields keep their value. */
export type ServiceRateTypeUpdate = {
  /** Whether the type can be used on new rates; may not be null. */
  active?: boolean | null | undefined;
  /** May not be null or blank, at most 255 characters. */
  name?: string | null | undefined;
};

/** Ascending or descending. */
export type SortOrder =
  /** Smallest, earliest or A first. */
  | 'asc'
  /** Largest, latest or Z first. */
  | 'desc';

/** Store settings; on update, only the given ones change. */
export type TenantSettingsInput = {
  /** Whether shoppers without an account may order (`createOrder` with `guest`). May not be null. */
  allowGuestCheckout?: boolean | null | undefined;
  /** Lower-case ISO 4217 code, e.g. usd. */
  currency?: string | null | undefined;
  /** Order subtotal from which shipping is free, 0 to 1000000; null: shipping is never free. */
  freeShippingThreshold?: number | null | undefined;
  /** Flat shipping fee per order in the store’s currency, 0 to 1000000 with at most 2 decimals. May not be null. */
  shippingFee?: number | null | undefined;
  /** Name shown by the storefront, at most 200 characters; null falls back to the store’s name. */
  storeName?: string | null | undefined;
  /** A fraction: 0.08 for 8%. */
  taxRate?: number | null | undefined;
};

/** A suspended store is invisible and its users are locked out. */
export type TenantStatus =
  /** Open: visible to shoppers, its users can sign in. */
  | 'ACTIVE'
  /** Closed: invisible, its users locked out. */
  | 'SUSPENDED';

/** Changes to an address: absent fields keep their value, null clears an optional one. */
export type UpdateAddressInput = {
  /** May not be null or blank, at most 100 characters. */
  city?: string | null | undefined;
  /** May not be null or blank, at most 100 characters. */
  country?: string | null | undefined;
  /** Recipient’s first name; may not be null or blank, at most 100 characters. */
  firstName?: string | null | undefined;
  /** true makes it the default; false is refused while it is the default (make another one default). */
  isDefault?: boolean | null | undefined;
  /** Recipient’s last name; may not be null or blank, at most 100 characters. */
  lastName?: string | null | undefined;
  /** Street and number; may not be null or blank, at most 200 characters. */
  line1?: string | null | undefined;
  /** Apartment, floor or building, at most 200 characters; null clears it. */
  line2?: string | null | undefined;
  /** Phone number, at most 50 characters; null clears it. */
  phone?: string | null | undefined;
  /** Postal or ZIP code; may not be null or blank, at most 20 characters. */
  postalCode?: string | null | undefined;
  /** State, county or region, at most 100 characters; null clears it. */
  state?: string | null | undefined;
};

/** The new quantity of a cart line. */
export type UpdateCartItemInput = {
  /** Units of the line, 1 to 10000 (and at most the stock of a tracked product). To remove a line use `removeCartItem`. */
  quantity: number;
};

/** Changes to a category: absent fields keep their value; `parentId: null` makes it top-level. */
export type UpdateCategoryInput = {
  /** At most 10000 characters; null clears it. */
  description?: string | null | undefined;
  /** Icon name or URL, at most 2048 characters; null clears it. */
  icon?: string | null | undefined;
  /** Image URL (http or https), at most 2048 characters; null clears it. */
  image?: string | null | undefined;
  /** false hides the category from shoppers. May not be null. */
  isActive?: boolean | null | undefined;
  /** May not be null or blank, at most 200 characters. */
  name?: string | null | undefined;
  /** New parent category of the same store; null makes it top-level. A category cannot be moved under itself or its descendants. */
  parentId?: string | number | null | undefined;
  /** New URL name (lower-case letters, digits, hyphens; unique in the store, else 409); kept when the name changes, unless given. May not be null. */
  slug?: string | null | undefined;
  /** Position among its siblings, ascending. May not be null. */
  sortOrder?: number | null | undefined;
};

/** What staff change on an order. Absent fields keep their value. */
export type UpdateOrderStatusInput = {
  /** The new fulfilment status. */
  fulfillmentStatus?: FulfillmentStatus | null | undefined;
  /** Note for the store’s staff only, at most 5000 characters; null clears it. */
  internalNote?: string | null | undefined;
  /** The new status, following the transition table (else 409 naming both states). CANCELLED puts tracked stock back; cancelling a paid order refunds it. */
  status?: OrderStatus | null | undefined;
  /** The carrier’s tracking number, at most 100 characters; null clears it. */
  trackingNumber?: string | null | undefined;
};

/** Changes to a product: absent fields keep their value, null clears an optional one. `images` and `categoryIds` replace the whole list. */
export type UpdateProductInput = {
  /** At most 100 characters; null clears it. */
  barcode?: string | null | undefined;
  /** Replaces the product’s categories; [] removes them all. */
  categoryIds?: Array<string | number> | null | undefined;
  /** The “was” price, at least `price`; null clears it. */
  compareAtPrice?: number | null | undefined;
  /** What the store pays, 0 or more; shown to its staff only. Null clears it. */
  costPrice?: number | null | undefined;
  /** Long description, at most 20000 characters; null clears it. */
  description?: string | null | undefined;
  /** Replaces the product’s images; [] removes them all. */
  images?: Array<string> | null | undefined;
  /** false hides the product from shoppers and from new orders. May not be null. */
  isActive?: boolean | null | undefined;
  /** Listed with `isFeatured: true`. May not be null. */
  isFeatured?: boolean | null | undefined;
  /** Over the counter. May not be null. */
  isOTC?: boolean | null | undefined;
  /** Stock at or under which the product counts as low on stock, 0 or more. May not be null. */
  lowStockThreshold?: number | null | undefined;
  /** Maker or brand, at most 200 characters; null clears it. */
  manufacturer?: string | null | undefined;
  /** Description for search engines, at most 500 characters; null clears it. */
  metaDescription?: string | null | undefined;
  /** Title for search engines, at most 255 characters; null clears it. */
  metaTitle?: string | null | undefined;
  /** May not be null or blank, at most 255 characters. */
  name?: string | null | undefined;
  /** Unit price in the store’s currency, 0 or more with at most 2 decimals. May not be null. Orders already placed keep their price. */
  price?: number | null | undefined;
  /** Orders containing it need a `prescriptionUrl`. May not be null. */
  requiresPrescription?: boolean | null | undefined;
  /** Summary for product lists, at most 500 characters; null clears it. */
  shortDescription?: string | null | undefined;
  /** Stock keeping unit, unique in the store (else 409), at most 100 characters; null clears it. */
  sku?: string | null | undefined;
  /** Kept when the name changes, unless given. */
  slug?: string | null | undefined;
  /** Units in stock, 0 or more. May not be null. */
  stockQuantity?: number | null | undefined;
  /** Whether orders take stock and are refused beyond it. May not be null. */
  trackInventory?: boolean | null | undefined;
  /** Shipping weight in `weightUnit`, 0 or more with at most 3 decimals; null clears it. */
  weight?: number | null | undefined;
  /** One of mg, g, kg, oz, lb, ml, l; null clears it. */
  weightUnit?: string | null | undefined;
};

/** Changes to a staff user: only the given fields change. */
export type UpdateStaffUserInput = {
  /** May not be null or blank, at most 100 characters. */
  firstName?: string | null | undefined;
  /** false deactivates: the user loses access at once. */
  isActive?: boolean | null | undefined;
  /** May not be null or blank, at most 100 characters. */
  lastName?: string | null | undefined;
  /** A new password. */
  password?: string | null | undefined;
  /** At most 50 characters; null clears it. */
  phone?: string | null | undefined;
  /** ADMIN or STAFF; may not be null. */
  role?: UserRole | null | undefined;
};

/** Changes to a store: only the given fields change. */
export type UpdateTenantInput = {
  /** Super administrator only. */
  accountingCountry?: AccountingCountry | null | undefined;
  /** Super administrator only. */
  accountingPlan?: AccountingPlan | null | undefined;
  /** Street address, at most 500 characters; null clears it. */
  address?: string | null | undefined;
  /** What kind of business the store is. May not be null. */
  businessType?: BusinessType | null | undefined;
  /** At most 100 characters; null clears it. */
  city?: string | null | undefined;
  /** At most 100 characters; null clears it. */
  country?: string | null | undefined;
  /** The store’s contact e-mail, at most 320 characters; null clears it. */
  email?: string | null | undefined;
  /** Logo URL (http or https), at most 2048 characters; null clears it. */
  logo?: string | null | undefined;
  /** The store’s name; may not be null or blank, at most 200 characters. */
  name?: string | null | undefined;
  /** The store’s contact phone, at most 50 characters; null clears it. */
  phone?: string | null | undefined;
  /** Brand colour as #RRGGBB, e.g. #3B82F6; null clears it. */
  primaryColor?: string | null | undefined;
  /** Store settings; only the settings given change, the others keep their value (defaults on create). */
  settings?: TenantSettingsInput | null | undefined;
  /** State, county or region, at most 100 characters; null clears it. */
  state?: string | null | undefined;
  /** Super administrator only. */
  status?: TenantStatus | null | undefined;
};

/** SUPER_ADMIN manages tenants; ADMIN and STAFF work in one store (STAFF may not manage users, update the tenant or delete products). */
export type UserRole =
  /** Manages one store, its staff and its settings. */
  | 'ADMIN'
  /** Works in one store: catalog and orders. */
  | 'STAFF'
  /** The platform’s administrator, in no store. */
  | 'SUPER_ADMIN';

/** Whether the signed-in principal is a staff user or a customer. */
export type ViewerKind =
  /** A customer of one store. */
  | 'CUSTOMER'
  /** A staff user (or the super administrator). */
  | 'USER';

export type AccountingLinkFieldsFragment = { id: string, displayed_as: string | null, path: string };

export type PurchaseCreditNoteFieldsFragment = { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, deleted_at: string | null, editable: boolean, contact_name: string, contact_reference: string | null, date: string, original_invoice_date: string | null, reference: string | null, vendor_reference: string | null, notes: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { id: string, displayed_as: string | null, path: string }, contact: { id: string, displayed_as: string | null, path: string } | null, currency: { id: string, displayed_as: string | null, path: string } | null, status: { id: string, displayed_as: string | null, path: string } | null, credit_note_lines: Array<{ id: string, displayed_as: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account: { id: string, displayed_as: string | null, path: string } | null, tax_rate: { id: string, displayed_as: string | null, path: string } | null }>, tax_analysis: Array<{ net_amount: string, tax_amount: string, total_amount: string, tax_rate: { id: string, displayed_as: string | null, path: string } }> };

export type PurchaseCreditNotesQueryVariables = Exact<{
  page?: number | null | undefined;
  items_per_page?: number | null | undefined;
  search?: string | null | undefined;
  contact_id?: string | null | undefined;
  status_id?: string | null | undefined;
  from_date?: string | null | undefined;
  to_date?: string | null | undefined;
  updated_or_created_since?: string | null | undefined;
  deleted_since?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type PurchaseCreditNotesQuery = { purchaseCreditNotes: { total: number, page: number, next: string | null, back: string | null, items_per_page: number, items: Array<{ id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, deleted_at: string | null, editable: boolean, contact_name: string, contact_reference: string | null, date: string, original_invoice_date: string | null, reference: string | null, vendor_reference: string | null, notes: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { id: string, displayed_as: string | null, path: string }, contact: { id: string, displayed_as: string | null, path: string } | null, currency: { id: string, displayed_as: string | null, path: string } | null, status: { id: string, displayed_as: string | null, path: string } | null, credit_note_lines: Array<{ id: string, displayed_as: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account: { id: string, displayed_as: string | null, path: string } | null, tax_rate: { id: string, displayed_as: string | null, path: string } | null }>, tax_analysis: Array<{ net_amount: string, tax_amount: string, total_amount: string, tax_rate: { id: string, displayed_as: string | null, path: string } }> }> } };

export type PurchaseCreditNoteQueryVariables = Exact<{
  key: string | number;
}>;


export type PurchaseCreditNoteQuery = { purchaseCreditNote: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, deleted_at: string | null, editable: boolean, contact_name: string, contact_reference: string | null, date: string, original_invoice_date: string | null, reference: string | null, vendor_reference: string | null, notes: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { id: string, displayed_as: string | null, path: string }, contact: { id: string, displayed_as: string | null, path: string } | null, currency: { id: string, displayed_as: string | null, path: string } | null, status: { id: string, displayed_as: string | null, path: string } | null, credit_note_lines: Array<{ id: string, displayed_as: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account: { id: string, displayed_as: string | null, path: string } | null, tax_rate: { id: string, displayed_as: string | null, path: string } | null }>, tax_analysis: Array<{ net_amount: string, tax_amount: string, total_amount: string, tax_rate: { id: string, displayed_as: string | null, path: string } }> } };

export type CreatePurchaseCreditNoteMutationVariables = Exact<{
  purchase_credit_note: PurchaseCreditNoteInput;
}>;


export type CreatePurchaseCreditNoteMutation = { createPurchaseCreditNote: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, deleted_at: string | null, editable: boolean, contact_name: string, contact_reference: string | null, date: string, original_invoice_date: string | null, reference: string | null, vendor_reference: string | null, notes: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { id: string, displayed_as: string | null, path: string }, contact: { id: string, displayed_as: string | null, path: string } | null, currency: { id: string, displayed_as: string | null, path: string } | null, status: { id: string, displayed_as: string | null, path: string } | null, credit_note_lines: Array<{ id: string, displayed_as: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account: { id: string, displayed_as: string | null, path: string } | null, tax_rate: { id: string, displayed_as: string | null, path: string } | null }>, tax_analysis: Array<{ net_amount: string, tax_amount: string, total_amount: string, tax_rate: { id: string, displayed_as: string | null, path: string } }> } };

export type UpdatePurchaseCreditNoteMutationVariables = Exact<{
  key: string | number;
  purchase_credit_note: PurchaseCreditNoteUpdate;
}>;


export type UpdatePurchaseCreditNoteMutation = { updatePurchaseCreditNote: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, deleted_at: string | null, editable: boolean, contact_name: string, contact_reference: string | null, date: string, original_invoice_date: string | null, reference: string | null, vendor_reference: string | null, notes: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { id: string, displayed_as: string | null, path: string }, contact: { id: string, displayed_as: string | null, path: string } | null, currency: { id: string, displayed_as: string | null, path: string } | null, status: { id: string, displayed_as: string | null, path: string } | null, credit_note_lines: Array<{ id: string, displayed_as: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account: { id: string, displayed_as: string | null, path: string } | null, tax_rate: { id: string, displayed_as: string | null, path: string } | null }>, tax_analysis: Array<{ net_amount: string, tax_amount: string, total_amount: string, tax_rate: { id: string, displayed_as: string | null, path: string } }> } };

export type DeletePurchaseCreditNoteMutationVariables = Exact<{
  key: string | number;
}>;


export type DeletePurchaseCreditNoteMutation = { deletePurchaseCreditNote: string };

export type ReleasePurchaseCreditNoteMutationVariables = Exact<{
  key: string | number;
}>;


export type ReleasePurchaseCreditNoteMutation = { releasePurchaseCreditNote: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, deleted_at: string | null, editable: boolean, contact_name: string, contact_reference: string | null, date: string, original_invoice_date: string | null, reference: string | null, vendor_reference: string | null, notes: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { id: string, displayed_as: string | null, path: string }, contact: { id: string, displayed_as: string | null, path: string } | null, currency: { id: string, displayed_as: string | null, path: string } | null, status: { id: string, displayed_as: string | null, path: string } | null, credit_note_lines: Array<{ id: string, displayed_as: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account: { id: string, displayed_as: string | null, path: string } | null, tax_rate: { id: string, displayed_as: string | null, path: string } | null }>, tax_analysis: Array<{ net_amount: string, tax_amount: string, total_amount: string, tax_rate: { id: string, displayed_as: string | null, path: string } }> } };

export type ServiceRateTypeFieldsFragment = { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean };

export type ServiceRateTypesQueryVariables = Exact<{
  page?: number | null | undefined;
  items_per_page?: number | null | undefined;
  active?: boolean | null | undefined;
  updated_or_created_since?: string | null | undefined;
}>;


export type ServiceRateTypesQuery = { serviceRateTypes: { total: number, page: number, next: string | null, back: string | null, items_per_page: number, items: Array<{ id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean }> } };

export type ServiceRateTypeQueryVariables = Exact<{
  key: string | number;
}>;


export type ServiceRateTypeQuery = { serviceRateType: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean } };

export type CreateServiceRateTypeMutationVariables = Exact<{
  service_rate_type: ServiceRateTypeInput;
}>;


export type CreateServiceRateTypeMutation = { createServiceRateType: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean } };

export type UpdateServiceRateTypeMutationVariables = Exact<{
  key: string | number;
  service_rate_type: ServiceRateTypeUpdate;
}>;


export type UpdateServiceRateTypeMutation = { updateServiceRateType: { id: string, displayed_as: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean } };

export type DeleteServiceRateTypeMutationVariables = Exact<{
  key: string | number;
}>;


export type DeleteServiceRateTypeMutation = { deleteServiceRateType: string };

export type LedgerAccountTypesQueryVariables = Exact<{
  page?: number | null | undefined;
  items_per_page?: number | null | undefined;
  ledger_account_classification_id?: string | null | undefined;
}>;


export type LedgerAccountTypesQuery = { ledgerAccountTypes: { total: number, items: Array<{ id: string, displayed_as: string | null, path: string, ledger_account_classification: { id: string, displayed_as: string | null, path: string } | null }> } };

export type LedgerAccountTypeQueryVariables = Exact<{
  key: string | number;
}>;


export type LedgerAccountTypeQuery = { ledgerAccountType: { id: string, displayed_as: string | null, path: string, ledger_account_classification: { id: string, displayed_as: string | null, path: string } | null } };

export type LedgerAccountClassificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerAccountClassificationsQuery = { ledgerAccountClassifications: { total: number, items: Array<{ id: string, displayed_as: string | null, path: string }> } };

export type AccountingContactsQueryVariables = Exact<{
  page?: number | null | undefined;
  items_per_page?: number | null | undefined;
  contact_type_id?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AccountingContactsQuery = { contacts: { total: number, items: Array<{ id: string, displayed_as: string | null, path: string, name: string, reference: string | null, email: string | null, contact_types: Array<{ id: string, displayed_as: string | null, path: string }> }> } };

export type CreateAccountingContactMutationVariables = Exact<{
  contact: ContactInput;
}>;


export type CreateAccountingContactMutation = { createContact: { id: string, displayed_as: string | null, path: string, name: string, reference: string | null } };

export type LedgerAccountsQueryVariables = Exact<{
  ledger_account_type_id?: string | null | undefined;
}>;


export type LedgerAccountsQuery = { ledgerAccounts: { total: number, items: Array<{ id: string, displayed_as: string | null, path: string, nominal_code: number, name: string, ledger_account_type: { id: string, displayed_as: string | null, path: string } | null }> } };

export type CreateLedgerAccountMutationVariables = Exact<{
  ledger_account: LedgerAccountInput;
}>;


export type CreateLedgerAccountMutation = { createLedgerAccount: { id: string, displayed_as: string | null, path: string, nominal_code: number } };

export type AccountingReferenceDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingReferenceDataQuery = { artefactStatuses: { items: Array<{ id: string, displayed_as: string | null, path: string }> }, attachmentContextTypes: { items: Array<{ id: string, displayed_as: string | null, path: string }> }, currencies: { items: Array<{ id: string, displayed_as: string | null, path: string, symbol: string }> }, taxRates: { items: Array<{ id: string, displayed_as: string | null, path: string, percentage: string }> } };

export type AttachmentFieldsFragment = { id: string, displayed_as: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension: string | null, file_size: number, description: string | null, is_public: boolean, attachment_context_type: { id: string, displayed_as: string | null, path: string } | null, attachment_context: { id: string, displayed_as: string | null, path: string } | null };

export type AttachmentsQueryVariables = Exact<{
  page?: number | null | undefined;
  items_per_page?: number | null | undefined;
  attachment_context_id?: string | null | undefined;
  attachment_context_type_id?: string | null | undefined;
  updated_or_created_since?: string | null | undefined;
  deleted_since?: string | null | undefined;
}>;


export type AttachmentsQuery = { attachments: { total: number, page: number, next: string | null, back: string | null, items_per_page: number, items: Array<{ id: string, displayed_as: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension: string | null, file_size: number, description: string | null, is_public: boolean, attachment_context_type: { id: string, displayed_as: string | null, path: string } | null, attachment_context: { id: string, displayed_as: string | null, path: string } | null }> } };

export type AttachmentQueryVariables = Exact<{
  key: string | number;
}>;


export type AttachmentQuery = { attachment: { id: string, displayed_as: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension: string | null, file_size: number, description: string | null, is_public: boolean, attachment_context_type: { id: string, displayed_as: string | null, path: string } | null, attachment_context: { id: string, displayed_as: string | null, path: string } | null } };

export type AttachmentFileQueryVariables = Exact<{
  key: string | number;
}>;


export type AttachmentFileQuery = { attachmentFile: { file_name: string, mime_type: string, content_base64: string } };

export type CreateAttachmentMutationVariables = Exact<{
  attachment: AttachmentInput;
}>;


export type CreateAttachmentMutation = { createAttachment: { id: string, displayed_as: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension: string | null, file_size: number, description: string | null, is_public: boolean, attachment_context_type: { id: string, displayed_as: string | null, path: string } | null, attachment_context: { id: string, displayed_as: string | null, path: string } | null } };

export type UploadAttachmentMutationVariables = Exact<{
  file: File;
  attachment?: AttachmentUploadInput | null | undefined;
}>;


export type UploadAttachmentMutation = { uploadAttachment: { id: string, displayed_as: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension: string | null, file_size: number, description: string | null, is_public: boolean, attachment_context_type: { id: string, displayed_as: string | null, path: string } | null, attachment_context: { id: string, displayed_as: string | null, path: string } | null } };

export type UpdateAttachmentMutationVariables = Exact<{
  key: string | number;
  attachment: AttachmentUpdate;
}>;


export type UpdateAttachmentMutation = { updateAttachment: { id: string, displayed_as: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension: string | null, file_size: number, description: string | null, is_public: boolean, attachment_context_type: { id: string, displayed_as: string | null, path: string } | null, attachment_context: { id: string, displayed_as: string | null, path: string } | null } };

export type DeleteAttachmentMutationVariables = Exact<{
  key: string | number;
}>;


export type DeleteAttachmentMutation = { deleteAttachment: string };

export type ProductCardFragment = { id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, categories: Array<{ category: { id: string, name: string, slug: string } }> };

export type ProductDetailsFragment = { description: string | null, shortDescription: string | null, sku: string | null, barcode: string | null, lowStockThreshold: number, weight: number | null, weightUnit: string | null, isActive: boolean, isOTC: boolean, manufacturer: string | null, metaTitle: string | null, metaDescription: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ url: string, sortOrder: number }>, categories: Array<{ category: { id: string, name: string, slug: string } }> };

export type AdminProductFieldsFragment = { costPrice: number | null, description: string | null, shortDescription: string | null, sku: string | null, barcode: string | null, lowStockThreshold: number, weight: number | null, weightUnit: string | null, isActive: boolean, isOTC: boolean, manufacturer: string | null, metaTitle: string | null, metaDescription: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ url: string, sortOrder: number }>, categories: Array<{ category: { id: string, name: string, slug: string } }> };

export type CategoryNodeFragment = { id: string, name: string, slug: string, description: string | null, image: string | null, icon: string | null, parentId: string | null, isActive: boolean, sortOrder: number, _count: { products: number } };

export type ProductListQueryVariables = Exact<{
  search?: string | null | undefined;
  categoryId?: string | number | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  isActive?: boolean | null | undefined;
  isFeatured?: boolean | null | undefined;
  inStock?: boolean | null | undefined;
  sortBy?: ProductSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ProductListQuery = { products: { data: Array<{ id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, categories: Array<{ category: { id: string, name: string, slug: string } }> }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type ProductDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductDetailQuery = { product: { description: string | null, shortDescription: string | null, sku: string | null, barcode: string | null, lowStockThreshold: number, weight: number | null, weightUnit: string | null, isActive: boolean, isOTC: boolean, manufacturer: string | null, metaTitle: string | null, metaDescription: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ url: string, sortOrder: number }>, categories: Array<{ category: { id: string, name: string, slug: string } }> } };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { categories: Array<{ id: string, name: string, slug: string, description: string | null, image: string | null, icon: string | null, parentId: string | null, isActive: boolean, sortOrder: number, parent: { id: string, name: string, slug: string } | null, children: Array<{ id: string, name: string, slug: string }>, _count: { products: number } }> };

export type CategoryDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoryDetailQuery = { category: { id: string, name: string, slug: string, description: string | null, image: string | null, icon: string | null, parentId: string | null, isActive: boolean, sortOrder: number, parent: { id: string, name: string, slug: string } | null, children: Array<{ id: string, name: string, slug: string, description: string | null, image: string | null, icon: string | null, parentId: string | null, isActive: boolean, sortOrder: number, _count: { products: number } }>, _count: { products: number } } };

export type AdminProductQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductQuery = { product: { costPrice: number | null, description: string | null, shortDescription: string | null, sku: string | null, barcode: string | null, lowStockThreshold: number, weight: number | null, weightUnit: string | null, isActive: boolean, isOTC: boolean, manufacturer: string | null, metaTitle: string | null, metaDescription: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ url: string, sortOrder: number }>, categories: Array<{ category: { id: string, name: string, slug: string } }> } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { costPrice: number | null, description: string | null, shortDescription: string | null, sku: string | null, barcode: string | null, lowStockThreshold: number, weight: number | null, weightUnit: string | null, isActive: boolean, isOTC: boolean, manufacturer: string | null, metaTitle: string | null, metaDescription: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ url: string, sortOrder: number }>, categories: Array<{ category: { id: string, name: string, slug: string } }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { costPrice: number | null, description: string | null, shortDescription: string | null, sku: string | null, barcode: string | null, lowStockThreshold: number, weight: number | null, weightUnit: string | null, isActive: boolean, isOTC: boolean, manufacturer: string | null, metaTitle: string | null, metaDescription: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice: number | null, thumbnail: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ url: string, sortOrder: number }>, categories: Array<{ category: { id: string, name: string, slug: string } }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: string };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, name: string, slug: string, description: string | null, image: string | null, icon: string | null, parentId: string | null, isActive: boolean, sortOrder: number, _count: { products: number } } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, name: string, slug: string, description: string | null, image: string | null, icon: string | null, parentId: string | null, isActive: boolean, sortOrder: number, _count: { products: number } } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: string };

export type CartFieldsFragment = { id: string, subtotal: number, itemCount: number, shippingFee: number, tax: number, total: number, currency: string, items: Array<{ id: string, productId: string, productName: string, productSlug: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> };

export type AddressFieldsFragment = { id: string, firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean };

export type OrderAddressFieldsFragment = { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string };

export type OrderSummaryFragment = { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, customer: { id: string | null, email: string, firstName: string, lastName: string } };

export type OrderDetailsFragment = { subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod: string | null, customerNote: string | null, prescriptionUrl: string | null, trackingNumber: string | null, internalNote: string | null, paidAt: string | null, shippedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ id: string, productId: string, productName: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null }>, shippingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, billingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, customer: { id: string | null, email: string, firstName: string, lastName: string } };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { cart: { id: string, subtotal: number, itemCount: number, shippingFee: number, tax: number, total: number, currency: string, items: Array<{ id: string, productId: string, productName: string, productSlug: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { id: string, subtotal: number, itemCount: number, shippingFee: number, tax: number, total: number, currency: string, items: Array<{ id: string, productId: string, productName: string, productSlug: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type UpdateCartItemMutationVariables = Exact<{
  id: string | number;
  input: UpdateCartItemInput;
}>;


export type UpdateCartItemMutation = { updateCartItem: { id: string, subtotal: number, itemCount: number, shippingFee: number, tax: number, total: number, currency: string, items: Array<{ id: string, productId: string, productName: string, productSlug: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type RemoveCartItemMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCartItemMutation = { removeCartItem: { id: string, subtotal: number, itemCount: number, shippingFee: number, tax: number, total: number, currency: string, items: Array<{ id: string, productId: string, productName: string, productSlug: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type ClearCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCartMutation = { clearCart: { id: string, subtotal: number, itemCount: number, shippingFee: number, tax: number, total: number, currency: string, items: Array<{ id: string, productId: string, productName: string, productSlug: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type AddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressesQuery = { addresses: Array<{ id: string, firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }> };

export type CreateAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type CreateAddressMutation = { createAddress: { id: string, firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean } };

export type UpdateAddressMutationVariables = Exact<{
  id: string | number;
  input: UpdateAddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { id: string, firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean } };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress: string };

export type CheckoutMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CheckoutMutation = { createOrder: { guestAccessToken: string | null, subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod: string | null, customerNote: string | null, prescriptionUrl: string | null, trackingNumber: string | null, internalNote: string | null, paidAt: string | null, shippedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ id: string, productId: string, productName: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null }>, shippingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, billingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, customer: { id: string | null, email: string, firstName: string, lastName: string } } };

export type MyOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MyOrdersQuery = { myOrders: { data: Array<{ id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ productName: string, quantity: number, total: number }>, customer: { id: string | null, email: string, firstName: string, lastName: string } }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type CreatePaymentIntentMutationVariables = Exact<{
  input: CreatePaymentIntentInput;
}>;


export type CreatePaymentIntentMutation = { createPaymentIntent: { clientSecret: string, paymentIntentId: string, amount: number, currency: string } };

export type AdminOrdersQueryVariables = Exact<{
  customerId?: string | number | null | undefined;
  status?: OrderStatus | null | undefined;
  paymentStatus?: PaymentStatus | null | undefined;
  fulfillmentStatus?: FulfillmentStatus | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminOrdersQuery = { orders: { data: Array<{ id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, customer: { id: string | null, email: string, firstName: string, lastName: string } }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailQuery = { order: { subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod: string | null, customerNote: string | null, prescriptionUrl: string | null, trackingNumber: string | null, internalNote: string | null, paidAt: string | null, shippedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ id: string, productId: string, productName: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null }>, shippingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, billingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, customer: { id: string | null, email: string, firstName: string, lastName: string } } };

export type UpdateOrderStatusMutationVariables = Exact<{
  id: string | number;
  input: UpdateOrderStatusInput;
}>;


export type UpdateOrderStatusMutation = { updateOrderStatus: { subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod: string | null, customerNote: string | null, prescriptionUrl: string | null, trackingNumber: string | null, internalNote: string | null, paidAt: string | null, shippedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ id: string, productId: string, productName: string, sku: string | null, productImage: string | null, price: number, quantity: number, total: number, variantOptions: Record<string, unknown> | null }>, shippingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, billingAddress: { firstName: string, lastName: string, phone: string | null, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string }, customer: { id: string | null, email: string, firstName: string, lastName: string } } };

export type CustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomersQuery = { customers: { data: Array<{ id: string, email: string, firstName: string, lastName: string, phone: string | null, isActive: boolean, createdAt: string }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type CustomerDetailQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomerDetailQuery = { customer: { id: string, email: string, firstName: string, lastName: string, phone: string | null, isActive: boolean, createdAt: string, orders: { data: Array<{ id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, customer: { id: string | null, email: string, firstName: string, lastName: string } }>, meta: { total: number, page: number, limit: number, totalPages: number } } } };

export type UploadFileMutationVariables = Exact<{
  file: File;
}>;


export type UploadFileMutation = { uploadFile: { id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type StoredFileQueryVariables = Exact<{
  id: string | number;
}>;


export type StoredFileQuery = { storedFile: { id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type UserFieldsFragment = { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> };

export type TenantFieldsFragment = { id: string, name: string, slug: string, businessType: BusinessType, logo: string | null, primaryColor: string | null, email: string | null, phone: string | null, address: string | null, city: string | null, state: string | null, country: string | null, status: TenantStatus | null, accountingPlan: AccountingPlan | null, accountingCountry: AccountingCountry | null, settings: { storeName: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold: number | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { user: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, tenant: { id: string, name: string, slug: string } | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> }, tokens: { accessToken: string, refreshToken: string } } };

export type CustomerLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type CustomerLoginMutation = { customerLogin: { customer: { id: string, email: string, firstName: string, lastName: string, phone: string | null }, tokens: { accessToken: string, refreshToken: string } } };

export type RegisterCustomerMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterCustomerMutation = { registerCustomer: { customer: { id: string, email: string, firstName: string, lastName: string, phone: string | null }, tokens: { accessToken: string, refreshToken: string } } };

export type RefreshTokenMutationVariables = Exact<{
  input: RefreshInput;
}>;


export type RefreshTokenMutation = { refreshToken: { tokens: { accessToken: string, refreshToken: string } } };

export type LogoutMutationVariables = Exact<{
  input?: LogoutInput | null | undefined;
}>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { kind: ViewerKind, id: string, email: string, firstName: string, lastName: string, phone: string | null, role: string, tenant: { id: string, name: string, slug: string } | null } };

export type TenantInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantInfoQuery = { tenantInfo: { id: string, name: string, slug: string, businessType: BusinessType, logo: string | null, primaryColor: string | null, email: string | null, phone: string | null, settings: { storeName: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold: number | null } } };

export type TenantsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TenantsQuery = { tenants: { data: Array<{ id: string, name: string, slug: string, businessType: BusinessType, logo: string | null, primaryColor: string | null, email: string | null, phone: string | null, address: string | null, city: string | null, state: string | null, country: string | null, status: TenantStatus | null, accountingPlan: AccountingPlan | null, accountingCountry: AccountingCountry | null, settings: { storeName: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold: number | null } }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type CreateTenantMutationVariables = Exact<{
  input: CreateTenantInput;
}>;


export type CreateTenantMutation = { createTenant: { tenant: { id: string, name: string, slug: string, businessType: BusinessType, logo: string | null, primaryColor: string | null, email: string | null, phone: string | null, address: string | null, city: string | null, state: string | null, country: string | null, status: TenantStatus | null, accountingPlan: AccountingPlan | null, accountingCountry: AccountingCountry | null, settings: { storeName: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold: number | null } }, admin: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } } };

export type UpdateTenantMutationVariables = Exact<{
  id: string | number;
  input: UpdateTenantInput;
}>;


export type UpdateTenantMutation = { updateTenant: { id: string, name: string, slug: string, businessType: BusinessType, logo: string | null, primaryColor: string | null, email: string | null, phone: string | null, address: string | null, city: string | null, state: string | null, country: string | null, status: TenantStatus | null, accountingPlan: AccountingPlan | null, accountingCountry: AccountingCountry | null, settings: { storeName: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold: number | null } } };

export type StaffUsersQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type StaffUsersQuery = { users: { data: Array<{ id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type CreateStaffUserMutationVariables = Exact<{
  input: CreateStaffUserInput;
}>;


export type CreateStaffUserMutation = { createStaffUser: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type UpdateStaffUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateStaffUserInput;
}>;


export type UpdateStaffUserMutation = { updateStaffUser: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type DeactivateStaffUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateStaffUserMutation = { deactivateStaffUser: { id: string, isActive: boolean } };

export type SetAccountingRolesMutationVariables = Exact<{
  userId: string | number;
  roles: Array<AccountingRoleInput> | AccountingRoleInput;
}>;


export type SetAccountingRolesMutation = { setAccountingRoles: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, tenantId: string | null, isActive: boolean, lastLoginAt: string | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, lastUsedAt: string | null, revokedAt: string | null, createdAt: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, createdAt: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type PaymentGatewayConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentGatewayConfigQuery = { paymentGatewayConfig: { gateway: string, publishableKey: string } };

export type ConfirmDevelopmentPaymentMutationVariables = Exact<{
  input: ConfirmDevelopmentPaymentInput;
}>;


export type ConfirmDevelopmentPaymentMutation = { confirmDevelopmentPayment: { paymentIntentId: string, status: string } };

export type PayrollJobFieldsFragment = { id: string, employerId: string, employerName: string | null, type: JobType, name: string | null, outputFormat: string | null, status: JobStatus, executionStartTime: string | null, timeInQueue: number | null, executionTime: number | null, createdDate: string, updatedDate: string | null, requestedByName: string | null, result: { metadata: Record<string, unknown> | null, errors: Array<string> | null, file: { fileName: string | null, uri: string | null } } };

export type PayrollEmployersQueryVariables = Exact<{ [key: string]: never; }>;


export type PayrollEmployersQuery = { payrollEmployers: Array<{ id: string, name: string, alternativeIdentifier: string | null, createdAt: string }> };

export type CreatePayrollEmployerMutationVariables = Exact<{
  input: CreateEmployerInput;
}>;


export type CreatePayrollEmployerMutation = { createPayrollEmployer: { id: string, name: string, alternativeIdentifier: string | null } };

export type PayrollEmployeesQueryVariables = Exact<{
  employerId: string | number;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type PayrollEmployeesQuery = { payrollEmployees: { total: number, items: Array<{ id: string, payrollCode: string, firstName: string | null, lastName: string | null, status: string, dateOfBirth: string, joinDate: string, leaveDate: string | null, payBasis: string, payAmount: number }> } };

export type PayrollEmployeeQueryVariables = Exact<{
  employerId: string | number;
  id: string | number;
}>;


export type PayrollEmployeeQuery = { payrollEmployee: { id: string, payrollCode: string, title: string | null, firstName: string | null, middleName: string | null, lastName: string | null, status: string, dateOfBirth: string, joinDate: string, leaveDate: string | null, email: string | null, niNumber: string | null, taxCode: string | null, payBasis: string, payAmount: number, payCode: string | null, payLines: Array<{ code: string, value: number, description: string | null }>, roles: Array<{ id: string, reference: string, jobTitle: string | null, isPrimary: boolean, startDate: string | null, endDate: string | null }>, pensionMemberships: Array<{ id: string, pensionScheme: string, workerGroup: string, joinDate: string, endDate: string | null }>, leave: Array<{ id: string, type: string, pay: string, from: string, to: string | null }> } };

export type PayrollJobsQueryVariables = Exact<{
  employerId?: string | number | null | undefined;
  jobType?: JobType | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type PayrollJobsQuery = { payrollJobs: { total: number, items: Array<{ id: string, employerId: string, employerName: string | null, type: JobType, name: string | null, outputFormat: string | null, status: JobStatus, executionStartTime: string | null, timeInQueue: number | null, executionTime: number | null, createdDate: string, updatedDate: string | null, requestedByName: string | null, result: { metadata: Record<string, unknown> | null, errors: Array<string> | null, file: { fileName: string | null, uri: string | null } } }> } };

export type PayrollJobQueryVariables = Exact<{
  jobId: string | number;
}>;


export type PayrollJobQuery = { payrollJob: { id: string, employerId: string, employerName: string | null, type: JobType, name: string | null, outputFormat: string | null, status: JobStatus, executionStartTime: string | null, timeInQueue: number | null, executionTime: number | null, createdDate: string, updatedDate: string | null, requestedByName: string | null, result: { metadata: Record<string, unknown> | null, errors: Array<string> | null, file: { fileName: string | null, uri: string | null } } } };

export type PayrollJobErrorsQueryVariables = Exact<{
  jobId: string | number;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type PayrollJobErrorsQuery = { payrollJobErrors: { total: number, items: Array<{ id: string, rowNumber: number | null, column: string | null, errorMessage: string | null, errorType: string | null, createdDate: string }> } };

export type PayrollJobDocumentQueryVariables = Exact<{
  jobId: string | number;
}>;


export type PayrollJobDocumentQuery = { payrollJobDocument: { fileName: string, contentType: string, contentBase64: string } };

export type DeleteCompletedPayrollJobsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCompletedPayrollJobsMutation = { deleteCompletedPayrollJobs: number };

export type ImportPayrollEmployeesMutationVariables = Exact<{
  employerId: string | number;
  file: File;
  format?: CsvFileFormat | null | undefined;
  allowUpdates?: boolean | null | undefined;
}>;


export type ImportPayrollEmployeesMutation = { importPayrollEmployees: { id: string, employerId: string, employerName: string | null, type: JobType, name: string | null, outputFormat: string | null, status: JobStatus, executionStartTime: string | null, timeInQueue: number | null, executionTime: number | null, createdDate: string, updatedDate: string | null, requestedByName: string | null, result: { metadata: Record<string, unknown> | null, errors: Array<string> | null, file: { fileName: string | null, uri: string | null } } } };

export type ImportPayrollPayMutationVariables = Exact<{
  employerId: string | number;
  items: Array<PayOptionsImportInput> | PayOptionsImportInput;
  flags?: PayImportFlags | null | undefined;
}>;


export type ImportPayrollPayMutation = { importPayrollPay: { validated: number, updated: number } };

export type ImportPayrollLeaveMutationVariables = Exact<{
  employerId: string | number;
  items: Array<LeaveImportRequestInput> | LeaveImportRequestInput;
}>;


export type ImportPayrollLeaveMutation = { importPayrollLeave: { id: string, employerId: string, employerName: string | null, type: JobType, name: string | null, outputFormat: string | null, status: JobStatus, executionStartTime: string | null, timeInQueue: number | null, executionTime: number | null, createdDate: string, updatedDate: string | null, requestedByName: string | null, result: { metadata: Record<string, unknown> | null, errors: Array<string> | null, file: { fileName: string | null, uri: string | null } } } };

export type ImportPayrollPensionMembershipsMutationVariables = Exact<{
  employerId: string | number;
  file: File;
  previewOnly?: boolean | null | undefined;
  allowUpdates?: boolean | null | undefined;
}>;


export type ImportPayrollPensionMembershipsMutation = { importPayrollPensionMemberships: Array<{ id: string, name: string | null, metadata: Record<string, unknown> | null, url: string | null }> };

export type ImportPayrollRolesMutationVariables = Exact<{
  employerId: string | number;
  file: File;
  previewOnly?: boolean | null | undefined;
  allowUpdates?: boolean | null | undefined;
}>;


export type ImportPayrollRolesMutation = { importPayrollRoles: Array<{ id: string, name: string | null, metadata: Record<string, unknown> | null, url: string | null }> };

export type PaymentsCsvMappingsQueryVariables = Exact<{
  employerId: string | number;
}>;


export type PaymentsCsvMappingsQuery = { paymentsCsvMappings: Array<{ id: string, name: string | null, metadata: Record<string, unknown> | null, url: string | null }> };

export type PaymentsCsvMappingQueryVariables = Exact<{
  employerId: string | number;
  id: string | number;
}>;


export type PaymentsCsvMappingQuery = { paymentsCsvMapping: { id: string | null, name: string, type: PaymentsCsvMappingType | null, hasHeader: boolean | null, payrollCodeIndex: number | null, payAmountIndex: number | null, payCodeIndex: number | null, columns: Array<{ title: string, code: string | null, colIndex: number | null, isMultiplier: boolean | null, rateColIndex: number | null }> | null } };

export type PaymentsCsvMappingTemplateQueryVariables = Exact<{
  employerId: string | number;
  id: string | number;
}>;


export type PaymentsCsvMappingTemplateQuery = { paymentsCsvMappingTemplate: { type: string | null, content: string | null } };

export type CreatePaymentsCsvMappingMutationVariables = Exact<{
  employerId: string | number;
  input: PaymentsCsvMappingInput;
}>;


export type CreatePaymentsCsvMappingMutation = { createPaymentsCsvMapping: { id: string | null } };

export type UpdatePaymentsCsvMappingMutationVariables = Exact<{
  employerId: string | number;
  id: string | number;
  input: PaymentsCsvMappingInput;
}>;


export type UpdatePaymentsCsvMappingMutation = { updatePaymentsCsvMapping: { id: string | null, name: string } };

export type DeletePaymentsCsvMappingMutationVariables = Exact<{
  employerId: string | number;
  id: string | number;
}>;


export type DeletePaymentsCsvMappingMutation = { deletePaymentsCsvMapping: string };

export type RequestPayrollEmployeeReportMutationVariables = Exact<{
  employerId: string | number;
  outputFormat?: string | null | undefined;
}>;


export type RequestPayrollEmployeeReportMutation = { requestPayrollEmployeeReport: { id: string, employerId: string, employerName: string | null, type: JobType, name: string | null, outputFormat: string | null, status: JobStatus, executionStartTime: string | null, timeInQueue: number | null, executionTime: number | null, createdDate: string, updatedDate: string | null, requestedByName: string | null, result: { metadata: Record<string, unknown> | null, errors: Array<string> | null, file: { fileName: string | null, uri: string | null } } } };

export const AccountingLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<AccountingLinkFieldsFragment, unknown>;
export const PurchaseCreditNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact_name"}},{"kind":"Field","name":{"kind":"Name","value":"contact_reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"original_invoice_date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"vendor_reference"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"total_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"inverse_exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credit_note_lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit_price_includes_tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax_analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<PurchaseCreditNoteFieldsFragment, unknown>;
export const ServiceRateTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ServiceRateTypeFieldsFragment, unknown>;
export const AttachmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"file_path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_extension"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<AttachmentFieldsFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const ProductDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOTC"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetails"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOTC"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const CategoryNodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<CategoryNodeFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const OrderSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<OrderSummaryFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<OrderAddressFieldsFragment, unknown>;
export const OrderDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<OrderDetailsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const TenantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountingPlan"}},{"kind":"Field","name":{"kind":"Name","value":"accountingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"allowGuestCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"}}]}}]}}]} as unknown as DocumentNode<TenantFieldsFragment, unknown>;
export const PayrollJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outputFormat"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeInQueue"}},{"kind":"Field","name":{"kind":"Name","value":"executionTime"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}}]}}]} as unknown as DocumentNode<PayrollJobFieldsFragment, unknown>;
export const PurchaseCreditNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseCreditNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from_date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to_date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updated_or_created_since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleted_since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCreditNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from_date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from_date"}}},{"kind":"Argument","name":{"kind":"Name","value":"to_date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to_date"}}},{"kind":"Argument","name":{"kind":"Name","value":"updated_or_created_since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updated_or_created_since"}}},{"kind":"Argument","name":{"kind":"Name","value":"deleted_since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleted_since"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"items_per_page"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCreditNoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact_name"}},{"kind":"Field","name":{"kind":"Name","value":"contact_reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"original_invoice_date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"vendor_reference"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"total_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"inverse_exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credit_note_lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit_price_includes_tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax_analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}}]}}]}}]} as unknown as DocumentNode<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>;
export const PurchaseCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCreditNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact_name"}},{"kind":"Field","name":{"kind":"Name","value":"contact_reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"original_invoice_date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"vendor_reference"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"total_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"inverse_exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credit_note_lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit_price_includes_tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax_analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}}]}}]}}]} as unknown as DocumentNode<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>;
export const CreatePurchaseCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchase_credit_note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"purchase_credit_note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchase_credit_note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCreditNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact_name"}},{"kind":"Field","name":{"kind":"Name","value":"contact_reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"original_invoice_date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"vendor_reference"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"total_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"inverse_exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credit_note_lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit_price_includes_tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax_analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}}]}}]}}]} as unknown as DocumentNode<CreatePurchaseCreditNoteMutation, CreatePurchaseCreditNoteMutationVariables>;
export const UpdatePurchaseCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchase_credit_note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNoteUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"purchase_credit_note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchase_credit_note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCreditNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact_name"}},{"kind":"Field","name":{"kind":"Name","value":"contact_reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"original_invoice_date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"vendor_reference"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"total_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"inverse_exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credit_note_lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit_price_includes_tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax_analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseCreditNoteMutation, UpdatePurchaseCreditNoteMutationVariables>;
export const DeletePurchaseCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePurchaseCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<DeletePurchaseCreditNoteMutation, DeletePurchaseCreditNoteMutationVariables>;
export const ReleasePurchaseCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleasePurchaseCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releasePurchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseCreditNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseCreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact_name"}},{"kind":"Field","name":{"kind":"Name","value":"contact_reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"original_invoice_date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"vendor_reference"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"total_quantity"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"payments_allocations_total_discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"inverse_exchange_rate"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_outstanding_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credit_note_lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit_price_includes_tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax_analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tax_rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net_amount"}},{"kind":"Field","name":{"kind":"Name","value":"tax_amount"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}}]}}]}}]} as unknown as DocumentNode<ReleasePurchaseCreditNoteMutation, ReleasePurchaseCreditNoteMutationVariables>;
export const ServiceRateTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceRateTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updated_or_created_since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRateTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"updated_or_created_since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updated_or_created_since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"items_per_page"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRateTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>;
export const ServiceRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRateTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>;
export const CreateServiceRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateServiceRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service_rate_type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"service_rate_type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service_rate_type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRateTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateServiceRateTypeMutation, CreateServiceRateTypeMutationVariables>;
export const UpdateServiceRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateServiceRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service_rate_type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateTypeUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServiceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"service_rate_type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service_rate_type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRateTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateServiceRateTypeMutation, UpdateServiceRateTypeMutationVariables>;
export const DeleteServiceRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteServiceRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServiceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<DeleteServiceRateTypeMutation, DeleteServiceRateTypeMutationVariables>;
export const LedgerAccountTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerAccountTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ledger_account_classification_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerAccountTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}}},{"kind":"Argument","name":{"kind":"Name","value":"ledger_account_classification_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ledger_account_classification_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account_classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>;
export const LedgerAccountTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerAccountType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerAccountType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account_classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>;
export const LedgerAccountClassificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerAccountClassifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerAccountClassifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>;
export const AccountingContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact_type_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact_type_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact_type_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contact_types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<AccountingContactsQuery, AccountingContactsQueryVariables>;
export const CreateAccountingContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccountingContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<CreateAccountingContactMutation, CreateAccountingContactMutationVariables>;
export const LedgerAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ledger_account_type_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ledger_account_type_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ledger_account_type_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"nominal_code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ledger_account_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<LedgerAccountsQuery, LedgerAccountsQueryVariables>;
export const CreateLedgerAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ledger_account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ledger_account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ledger_account"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"nominal_code"}}]}}]}}]} as unknown as DocumentNode<CreateLedgerAccountMutation, CreateLedgerAccountMutationVariables>;
export const AccountingReferenceDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingReferenceData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artefactStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachmentContextTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]}}]} as unknown as DocumentNode<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>;
export const AttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Attachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment_context_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment_context_type_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updated_or_created_since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleted_since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"items_per_page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items_per_page"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment_context_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment_context_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment_context_type_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment_context_type_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"updated_or_created_since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updated_or_created_since"}}},{"kind":"Argument","name":{"kind":"Name","value":"deleted_since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleted_since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"items_per_page"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"file_path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_extension"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]} as unknown as DocumentNode<AttachmentsQuery, AttachmentsQueryVariables>;
export const AttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Attachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"file_path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_extension"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]} as unknown as DocumentNode<AttachmentQuery, AttachmentQueryVariables>;
export const AttachmentFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"content_base64"}}]}}]}}]} as unknown as DocumentNode<AttachmentFileQuery, AttachmentFileQueryVariables>;
export const CreateAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"file_path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_extension"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]} as unknown as DocumentNode<CreateAttachmentMutation, CreateAttachmentMutationVariables>;
export const UploadAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentUploadInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"file_path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_extension"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]} as unknown as DocumentNode<UploadAttachmentMutation, UploadAttachmentMutationVariables>;
export const UpdateAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"file_path"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_extension"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingLinkFields"}}]}}]}}]} as unknown as DocumentNode<UpdateAttachmentMutation, UpdateAttachmentMutationVariables>;
export const DeleteAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;
export const ProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isFeatured"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"minPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}},{"kind":"Argument","name":{"kind":"Name","value":"isFeatured"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isFeatured"}}},{"kind":"Argument","name":{"kind":"Name","value":"inStock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOTC"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const CategoryTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryNode"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<CategoryTreeQuery, CategoryTreeQueryVariables>;
export const CategoryDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryNode"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryNode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<CategoryDetailQuery, CategoryDetailQueryVariables>;
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOTC"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetails"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOTC"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetails"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"trackInventory"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPrescription"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOTC"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetails"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryNode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryNode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const RemoveCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const ClearCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ClearCartMutation, ClearCartMutationVariables>;
export const AddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<AddressesQuery, AddressesQueryVariables>;
export const CreateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<CreateAddressMutation, CreateAddressMutationVariables>;
export const UpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails"}},{"kind":"Field","name":{"kind":"Name","value":"guestAccessToken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const CreatePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fulfillmentStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FulfillmentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"fulfillmentStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fulfillmentStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const OrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const UpdateOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrderStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"variantOptions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const CustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const CustomerDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<CustomerDetailQuery, CustomerDetailQueryVariables>;
export const UploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UploadFileMutation, UploadFileMutationVariables>;
export const StoredFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoredFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<StoredFileQuery, StoredFileQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const CustomerLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerLoginMutation, CustomerLoginMutationVariables>;
export const RegisterCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const TenantInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"allowGuestCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"}}]}}]}}]}}]} as unknown as DocumentNode<TenantInfoQuery, TenantInfoQueryVariables>;
export const TenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountingPlan"}},{"kind":"Field","name":{"kind":"Name","value":"accountingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"allowGuestCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"}}]}}]}}]} as unknown as DocumentNode<TenantsQuery, TenantsQueryVariables>;
export const CreateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountingPlan"}},{"kind":"Field","name":{"kind":"Name","value":"accountingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"allowGuestCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<CreateTenantMutation, CreateTenantMutationVariables>;
export const UpdateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountingPlan"}},{"kind":"Field","name":{"kind":"Name","value":"accountingCountry"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"allowGuestCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"}}]}}]}}]} as unknown as DocumentNode<UpdateTenantMutation, UpdateTenantMutationVariables>;
export const StaffUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<StaffUsersQuery, StaffUsersQueryVariables>;
export const CreateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<CreateStaffUserMutation, CreateStaffUserMutationVariables>;
export const UpdateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>;
export const DeactivateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<DeactivateStaffUserMutation, DeactivateStaffUserMutationVariables>;
export const SetAccountingRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccountingRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingRoleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountingRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<SetAccountingRolesMutation, SetAccountingRolesMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const PaymentGatewayConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentGatewayConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGatewayConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>;
export const ConfirmDevelopmentPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmDevelopmentPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmDevelopmentPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmDevelopmentPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmDevelopmentPaymentMutation, ConfirmDevelopmentPaymentMutationVariables>;
export const PayrollEmployersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollEmployers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollEmployers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PayrollEmployersQuery, PayrollEmployersQueryVariables>;
export const CreatePayrollEmployerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePayrollEmployer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPayrollEmployer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeIdentifier"}}]}}]}}]} as unknown as DocumentNode<CreatePayrollEmployerMutation, CreatePayrollEmployerMutationVariables>;
export const PayrollEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payrollCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDate"}},{"kind":"Field","name":{"kind":"Name","value":"payBasis"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>;
export const PayrollEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payrollCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"niNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxCode"}},{"kind":"Field","name":{"kind":"Name","value":"payBasis"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"payLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pensionMemberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pensionScheme"}},{"kind":"Field","name":{"kind":"Name","value":"workerGroup"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>;
export const PayrollJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JobType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobType"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollJobFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outputFormat"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeInQueue"}},{"kind":"Field","name":{"kind":"Name","value":"executionTime"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}}]}}]} as unknown as DocumentNode<PayrollJobsQuery, PayrollJobsQueryVariables>;
export const PayrollJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outputFormat"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeInQueue"}},{"kind":"Field","name":{"kind":"Name","value":"executionTime"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}}]}}]} as unknown as DocumentNode<PayrollJobQuery, PayrollJobQueryVariables>;
export const PayrollJobErrorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobErrors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJobErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>;
export const PayrollJobDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJobDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>;
export const DeleteCompletedPayrollJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompletedPayrollJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompletedPayrollJobs"}}]}}]} as unknown as DocumentNode<DeleteCompletedPayrollJobsMutation, DeleteCompletedPayrollJobsMutationVariables>;
export const ImportPayrollEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPayrollEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CsvFileFormat"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowUpdates"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPayrollEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowUpdates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowUpdates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outputFormat"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeInQueue"}},{"kind":"Field","name":{"kind":"Name","value":"executionTime"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}}]}}]} as unknown as DocumentNode<ImportPayrollEmployeesMutation, ImportPayrollEmployeesMutationVariables>;
export const ImportPayrollPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPayrollPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayOptionsImportInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flags"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PayImportFlags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPayrollPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"flags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<ImportPayrollPayMutation, ImportPayrollPayMutationVariables>;
export const ImportPayrollLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPayrollLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveImportRequestInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPayrollLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outputFormat"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeInQueue"}},{"kind":"Field","name":{"kind":"Name","value":"executionTime"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}}]}}]} as unknown as DocumentNode<ImportPayrollLeaveMutation, ImportPayrollLeaveMutationVariables>;
export const ImportPayrollPensionMembershipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPayrollPensionMemberships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowUpdates"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPayrollPensionMemberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"previewOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowUpdates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowUpdates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ImportPayrollPensionMembershipsMutation, ImportPayrollPensionMembershipsMutationVariables>;
export const ImportPayrollRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPayrollRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowUpdates"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPayrollRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"previewOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowUpdates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowUpdates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ImportPayrollRolesMutation, ImportPayrollRolesMutationVariables>;
export const PaymentsCsvMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsCsvMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsCsvMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>;
export const PaymentsCsvMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsCsvMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsCsvMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"hasHeader"}},{"kind":"Field","name":{"kind":"Name","value":"payrollCodeIndex"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountIndex"}},{"kind":"Field","name":{"kind":"Name","value":"payCodeIndex"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"colIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"rateColIndex"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>;
export const PaymentsCsvMappingTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsCsvMappingTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsCsvMappingTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>;
export const CreatePaymentsCsvMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentsCsvMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsCsvMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentsCsvMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentsCsvMappingMutation, CreatePaymentsCsvMappingMutationVariables>;
export const UpdatePaymentsCsvMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentsCsvMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsCsvMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentsCsvMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentsCsvMappingMutation, UpdatePaymentsCsvMappingMutationVariables>;
export const DeletePaymentsCsvMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePaymentsCsvMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentsCsvMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePaymentsCsvMappingMutation, DeletePaymentsCsvMappingMutationVariables>;
export const RequestPayrollEmployeeReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPayrollEmployeeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outputFormat"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPayrollEmployeeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"outputFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outputFormat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outputFormat"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeInQueue"}},{"kind":"Field","name":{"kind":"Name","value":"executionTime"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}}]}}]} as unknown as DocumentNode<RequestPayrollEmployeeReportMutation, RequestPayrollEmployeeReportMutationVariables>;
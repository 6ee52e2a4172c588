import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A UTC timestamp to the second: `2018-06-25T05:46:18Z`. */
  AccountingDateTime: { input: string; output: string; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** An exact decimal number, written as a string ("10.00"); read from a number or a numeric string. */
  Decimal: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

export type AccountingAccess =
  | 'FULL_ACCESS'
  | 'READ_ONLY'
  | 'RESTRICTED_ACCESS';

export type AccountingArea =
  | 'PRODUCTS_SERVICES'
  | 'PURCHASES'
  | 'SALES';

/** Country of the accounting business. */
export type AccountingCountry =
  | 'CA'
  | 'ES'
  | 'FR'
  | 'GB'
  | 'IE'
  | 'US';

/** A currency the business can trade in. */
export type AccountingCurrency = {
  __typename?: 'AccountingCurrency';
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

export type AccountingCurrencyList = {
  __typename?: 'AccountingCurrencyList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<AccountingCurrency>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** A reference to another record: `{id, displayed_as, $path}` (`path` is `$path` over REST). */
export type AccountingLink = {
  __typename?: 'AccountingLink';
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The record’s path without the version prefix (REST: `$path`). */
  path: Scalars['String']['output'];
};

/** Accounting subscription plan. */
export type AccountingPlan =
  | 'PLUS'
  | 'STANDARD'
  | 'START';

/** A link to the record in another application: `{href, rel, type}`. */
export type AccountingResourceLink = {
  __typename?: 'AccountingResourceLink';
  href?: Maybe<Scalars['String']['output']>;
  rel?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** The accounting role held in one area. */
export type AccountingRole = {
  __typename?: 'AccountingRole';
  area: AccountingArea;
  level: AccountingAccess;
};

export type AccountingRoleInput = {
  area: AccountingArea;
  /** null removes the role in that area. */
  level?: InputMaybe<AccountingAccess>;
};

/** A product to put in the cart; an existing line with the same options grows. */
export type AddToCartInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** A map of option names to values, or null. */
  variantOptions?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** An address of the signed-in customer’s address book. */
export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The address used when an order names none. */
  isDefault: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A postal address. The first address of a customer becomes the default. */
export type AddressInput = {
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** Make this the default address (the previous one stops being it). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  lastName: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

/** An analysis category and one of its codes. */
export type AnalysisCategoryCodesInput = {
  analysisCategory?: InputMaybe<Scalars['String']['input']>;
  analysisCategoryCode?: InputMaybe<Scalars['String']['input']>;
  analysisCategoryCodeId?: InputMaybe<Scalars['String']['input']>;
  analysisCategoryId?: InputMaybe<Scalars['String']['input']>;
};

export type AnalysisCategoryIndex = {
  __typename?: 'AnalysisCategoryIndex';
  index: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type AnalysisCategoryIndexInput = {
  index: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A personal API key (its secret is shown only when created). */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the key is for. */
  name: Scalars['String']['output'];
  /** The public start of the key, to recognise it. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** A status of an accounting document: DRAFT, UNPAID, PAID, ... */
export type ArtefactStatus = {
  __typename?: 'ArtefactStatus';
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

export type ArtefactStatusList = {
  __typename?: 'ArtefactStatusList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<ArtefactStatus>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** A file attached to a record of the business. */
export type Attachment = {
  __typename?: 'Attachment';
  attachment_context?: Maybe<AccountingLink>;
  attachment_context_type?: Maybe<AccountingLink>;
  created_at: Scalars['AccountingDateTime']['output'];
  deleted_at?: Maybe<Scalars['AccountingDateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  displayed_as?: Maybe<Scalars['String']['output']>;
  /** The content is never inline (it is read only for the download, `$file_path`): null. */
  file?: Maybe<Scalars['String']['output']>;
  file_extension?: Maybe<Scalars['String']['output']>;
  file_name: Scalars['String']['output'];
  /** Where the bytes are downloaded (REST: `$file_path`). */
  file_path: Scalars['String']['output'];
  /** Bytes. */
  file_size: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Whether customers may see it. */
  is_public: Scalars['Boolean']['output'];
  mime_type: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  /** The transaction the file belongs to, as given (transactions are not served here). */
  transaction?: Maybe<AccountingLink>;
  updated_at: Scalars['AccountingDateTime']['output'];
};

/** A kind of record an attachment can belong to. */
export type AttachmentContextType = {
  __typename?: 'AttachmentContextType';
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

export type AttachmentContextTypeList = {
  __typename?: 'AttachmentContextTypeList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<AttachmentContextType>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** The bytes of an attachment, checked against its size and SHA-256. */
export type AttachmentFile = {
  __typename?: 'AttachmentFile';
  /** The content, base64. */
  content_base64: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  mime_type: Scalars['String']['output'];
};

/** A new attachment (body key `attachment`). */
export type AttachmentInput = {
  /** A record of that type in this business. */
  attachment_context_id?: InputMaybe<Scalars['String']['input']>;
  /** e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`. */
  attachment_context_type_id?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The content, base64; at most 2621440 bytes once decoded (413 beyond). */
  file: Scalars['String']['input'];
  /** e.g. `pdf` or `.pdf`. */
  file_extension?: InputMaybe<Scalars['String']['input']>;
  file_name: Scalars['String']['input'];
  /** When given, must equal the decoded size. */
  file_size?: InputMaybe<Scalars['Int']['input']>;
  /** Whether customers may see it (false by default). */
  is_public?: InputMaybe<Scalars['Boolean']['input']>;
  /** e.g. `application/pdf`; the download answers with it. */
  mime_type: Scalars['String']['input'];
  /** The transaction the file belongs to; transactions are not served here: kept as given, returned as a link. */
  transaction_id?: InputMaybe<Scalars['String']['input']>;
};

export type AttachmentList = {
  __typename?: 'AttachmentList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<Attachment>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to an attachment; absent fields keep their value. */
export type AttachmentUpdate = {
  /** A record of that type in this business. */
  attachment_context_id?: InputMaybe<Scalars['String']['input']>;
  /** e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`. */
  attachment_context_type_id?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** New content, base64. */
  file?: InputMaybe<Scalars['String']['input']>;
  /** e.g. `pdf` or `.pdf`. */
  file_extension?: InputMaybe<Scalars['String']['input']>;
  file_name?: InputMaybe<Scalars['String']['input']>;
  /** When given with `file`, must equal its decoded size. */
  file_size?: InputMaybe<Scalars['Int']['input']>;
  /** Whether customers may see it (false by default). */
  is_public?: InputMaybe<Scalars['Boolean']['input']>;
  mime_type?: InputMaybe<Scalars['String']['input']>;
  /** The transaction the file belongs to; transactions are not served here: kept as given, returned as a link. */
  transaction_id?: InputMaybe<Scalars['String']['input']>;
};

/** The metadata of an attachment uploaded as a file part. */
export type AttachmentUploadInput = {
  /** A record of that type in this business. */
  attachment_context_id?: InputMaybe<Scalars['String']['input']>;
  /** e.g. `PURCHASE_CREDIT_NOTE`; requires `attachment_context_id`. */
  attachment_context_type_id?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** e.g. `pdf` or `.pdf`. */
  file_extension?: InputMaybe<Scalars['String']['input']>;
  /** The uploaded file’s name by default. */
  file_name?: InputMaybe<Scalars['String']['input']>;
  /** Whether customers may see it (false by default). */
  is_public?: InputMaybe<Scalars['Boolean']['input']>;
  /** The upload’s content type by default. */
  mime_type?: InputMaybe<Scalars['String']['input']>;
  /** The transaction the file belongs to; transactions are not served here: kept as given, returned as a link. */
  transaction_id?: InputMaybe<Scalars['String']['input']>;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  tokens: TokenPair;
  user: User;
};

export type BusinessType =
  | 'general'
  | 'grocery'
  | 'pharmacy'
  | 'retail';

/** The signed-in customer’s cart. */
export type Cart = {
  __typename?: 'Cart';
  /** Sum of the quantities. */
  itemCount: Scalars['Int']['output'];
  items: Array<CartLine>;
  /** Sum of the line totals. */
  subtotal: Scalars['Float']['output'];
};

/** A line of the cart, at the product’s current price. */
export type CartLine = {
  __typename?: 'CartLine';
  id: Scalars['ID']['output'];
  /** Whether the product is still on sale; inactive lines cannot be ordered. */
  isActive: Scalars['Boolean']['output'];
  /** Current unit price. */
  price: Scalars['Float']['output'];
  productId: Scalars['ID']['output'];
  /** The product’s thumbnail URL. */
  productImage?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  productSlug: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  /** Units in stock now (meaningful when inventory is tracked). */
  stockQuantity: Scalars['Int']['output'];
  /** price x quantity. */
  total: Scalars['Float']['output'];
  /** The chosen options, e.g. `{"size": "M"}`. */
  variantOptions?: Maybe<Scalars['JSONObject']['output']>;
};

/** A catalog category; categories form a tree through `parent` and `children`. */
export type Category = {
  __typename?: 'Category';
  _count: CategoryCount;
  /** Direct subcategories, ordered by sortOrder then name. */
  children: Array<Category>;
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name or URL, as the storefront uses it. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Image URL. */
  image?: Maybe<Scalars['String']['output']>;
  /** Inactive categories are visible to the store’s staff only. */
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  /** Id of the parent category; null at the top level. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Unique in the store; derived from the name when not given. */
  slug: Scalars['String']['output'];
  /** Position among its siblings (ascending, then by name). */
  sortOrder: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Counts of what belongs to a category. */
export type CategoryCount = {
  __typename?: 'CategoryCount';
  /** Products listed in the category (active ones only, unless the caller is staff). */
  products: Scalars['Int']['output'];
};

/** A supplier or customer of the accounting business. */
export type Contact = {
  __typename?: 'Contact';
  contact_types: Array<AccountingLink>;
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  /** The business’s own short code for the contact. */
  reference?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['AccountingDateTime']['output'];
};

/** A new contact (body key `contact`). */
export type ContactInput = {
  /** `VENDOR` (supplier) and/or `CUSTOMER`. */
  contact_type_ids: Array<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** A short code unique in the business, e.g. `HENDRI01`. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type ContactList = {
  __typename?: 'ContactList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<Contact>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

export type CreateApiKeyInput = {
  /** What the key is for, e.g. "payroll import job". */
  name: Scalars['String']['input'];
};

/** A new category. `slug` is derived from `name` when absent. */
export type CreateCategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Image URL (http or https). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** Parent category of the same store; none for a top-level one. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Default 0. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A new employer. */
export type CreateEmployerInput = {
  alternativeIdentifier?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** An order. A customer orders the given `items`, or the whole cart when `items` is absent; addresses are ids from the address book (default: the default address) or inline. A guest (no token, where the store allows guest checkout) gives `guest`, `items` and an inline `shippingAddress`. */
export type CreateOrderInput = {
  /** An inline billing address (instead of an id). */
  billingAddress?: InputMaybe<AddressInput>;
  /** Default: the shipping address. */
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  customerNote?: InputMaybe<Scalars['String']['input']>;
  /** Guest checkout only. */
  guest?: InputMaybe<GuestInput>;
  items?: InputMaybe<Array<OrderItemInput>>;
  /** e.g. `card`, `cash_on_delivery`. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  /** Required by pharmacies when an item requires a prescription. */
  prescriptionUrl?: InputMaybe<Scalars['String']['input']>;
  /** An inline shipping address (instead of an id). */
  shippingAddress?: InputMaybe<AddressInput>;
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

/** The order to pay, with the amount and currency the shopper was shown. */
export type CreatePaymentIntentInput = {
  /** Must equal the order total. */
  amount: Scalars['Float']['input'];
  /** Lower-case ISO 4217; must be the store currency (default). */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Guests (no Bearer token): the `guestAccessToken` the checkout answered. */
  guestAccessToken?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
};

/** A new product. `slug` is derived from `name` when absent. */
export type CreateProductInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Categories of the same store the product is listed in. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** At least `price`. */
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  /** What the store pays; shown to its staff only. */
  costPrice?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Image URLs in display order; the first is the thumbnail. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Default true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default false. */
  isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Over the counter. Default false. */
  isOTC?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default 10. */
  lowStockThreshold?: InputMaybe<Scalars['Int']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  price: Scalars['Float']['input'];
  /** Default false. */
  requiresPrescription?: InputMaybe<Scalars['Boolean']['input']>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Default 0. */
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Default true. */
  trackInventory?: InputMaybe<Scalars['Boolean']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  /** One of mg, g, kg, oz, lb, ml, l. */
  weightUnit?: InputMaybe<Scalars['String']['input']>;
};

/** A new member of the store’s staff. */
export type CreateStaffUserInput = {
  accountingRoles?: InputMaybe<Array<AccountingRoleInput>>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  role?: UserRole;
};

/** A new store and its first administrator. */
export type CreateTenantInput = {
  /** Super administrator only. */
  accountingCountry?: InputMaybe<AccountingCountry>;
  /** Super administrator only. */
  accountingPlan?: InputMaybe<AccountingPlan>;
  address?: InputMaybe<Scalars['String']['input']>;
  adminEmail: Scalars['String']['input'];
  adminFirstName: Scalars['String']['input'];
  adminLastName: Scalars['String']['input'];
  adminPassword: Scalars['String']['input'];
  businessType?: InputMaybe<BusinessType>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  primaryColor?: InputMaybe<Scalars['String']['input']>;
  settings?: InputMaybe<TenantSettingsInput>;
  /** Lower-case letters, digits and hyphens; what callers send in X-Tenant-Slug. */
  slug: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A created store and its first administrator. */
export type CreateTenantPayload = {
  __typename?: 'CreateTenantPayload';
  admin: User;
  tenant: Tenant;
};

/** A new API key. `key` is shown now and never again. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** Use as the HTTP Basic password, with any username. */
  key: Scalars['String']['output'];
};

export type CsvFileFormat =
  | 'AccessPeoplePlanner'
  | 'BrightPayEmployees'
  | 'EmployeeCsv'
  | 'Fps'
  | 'MoneysoftEmployees'
  | 'SageEmployeeDetails';

/** A customer of one store. */
export type Customer = {
  __typename?: 'Customer';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** The customer’s orders, newest first (store staff). */
  orders: OrderPage;
  phone?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};


/** A customer of one store. */
export type CustomerOrdersArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};

export type CustomerAuthPayload = {
  __typename?: 'CustomerAuthPayload';
  customer: Customer;
  tokens: TokenPair;
};

/** One page of customers. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  data: Array<Customer>;
  meta: PageMeta;
};

/** The note’s totals, and its amounts per tax rate. */
export type DetailedTaxAnalysis = {
  __typename?: 'DetailedTaxAnalysis';
  base_currency_total: Scalars['Decimal']['output'];
  base_currency_total_goods_amount: Scalars['Decimal']['output'];
  base_currency_total_net: Scalars['Decimal']['output'];
  base_currency_total_services_amount: Scalars['Decimal']['output'];
  base_currency_total_tax: Scalars['Decimal']['output'];
  /** One entry per tax rate of the lines. */
  tax_rates_breakdown: Array<TaxRatesBreakdown>;
  total: Scalars['Decimal']['output'];
  total_goods_amount: Scalars['Decimal']['output'];
  total_net: Scalars['Decimal']['output'];
  /** No retailer tax applies here: 0. */
  total_retailer_tax: Scalars['Decimal']['output'];
  total_services_amount: Scalars['Decimal']['output'];
  total_tax: Scalars['Decimal']['output'];
};

/** An employee of a payroll employer. */
export type Employee = {
  __typename?: 'Employee';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  address4?: Maybe<Scalars['String']['output']>;
  address5?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** yyyy-mm-dd. */
  dateOfBirth: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** yyyy-mm-dd. */
  joinDate: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  leave: Array<LeaveRecord>;
  /** yyyy-mm-dd. */
  leaveDate?: Maybe<Scalars['String']['output']>;
  maritalStatus?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  niNumber?: Maybe<Scalars['String']['output']>;
  niTable?: Maybe<Scalars['String']['output']>;
  /** Regular amount per period. */
  payAmount: Scalars['Float']['output'];
  /** Pay basis: `Hourly`, `Daily` or `Monthly`. */
  payBasis: Scalars['String']['output'];
  /** Pay code of the basic pay (blank: the default). */
  payCode?: Maybe<Scalars['String']['output']>;
  /** Regular pay lines. */
  payLines: Array<PayLine>;
  /** Unique per employer. */
  payrollCode: Scalars['String']['output'];
  pensionMemberships: Array<PensionMembership>;
  postcode?: Maybe<Scalars['String']['output']>;
  roles: Array<EmployeeRole>;
  /** `Current` or `Former`. */
  status: Scalars['String']['output'];
  taxCode?: Maybe<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** One page of employees and the total over all pages. */
export type EmployeePage = {
  __typename?: 'EmployeePage';
  items: Array<Employee>;
  /** Employees over all pages. */
  total: Scalars['Int']['output'];
};

/** A role of an employee. */
export type EmployeeRole = {
  __typename?: 'EmployeeRole';
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPrimary: Scalars['Boolean']['output'];
  jobTitle?: Maybe<Scalars['String']['output']>;
  reference: Scalars['String']['output'];
  startDate?: Maybe<Scalars['String']['output']>;
};

/** A payroll employer of the calling user. */
export type Employer = {
  __typename?: 'Employer';
  /** The employer’s own reference (pay imports may select by it). */
  alternativeIdentifier?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type FulfillmentStatus =
  | 'FULFILLED'
  | 'PARTIALLY_FULFILLED'
  | 'UNFULFILLED';

/** Who is ordering without an account. */
export type GuestInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A list entry: id, name, free-form metadata and the URL of the full record. */
export type Item = {
  __typename?: 'Item';
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Path of the full record under the payroll API. */
  url?: Maybe<Scalars['String']['output']>;
};

/** One page of list entries and the total over all pages. */
export type ItemPage = {
  __typename?: 'ItemPage';
  items: Array<Item>;
  /** Entries over all pages. */
  total: Scalars['Int']['output'];
};

/** The file of a completed report job. */
export type JobDocument = {
  __typename?: 'JobDocument';
  /** The file’s bytes, base64. */
  contentBase64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type JobErrorPage = {
  __typename?: 'JobErrorPage';
  items: Array<JobErrorResponse>;
  total: Scalars['Int']['output'];
};

export type JobErrorResponse = {
  __typename?: 'JobErrorResponse';
  column?: Maybe<Scalars['String']['output']>;
  createdDate: Scalars['String']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  errorType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  jobId: Scalars['ID']['output'];
  /** Data row of the file (1 = the first row after the header). */
  rowNumber?: Maybe<Scalars['Int']['output']>;
};

export type JobPage = {
  __typename?: 'JobPage';
  items: Array<JobResponse>;
  /** Jobs over all pages. */
  total: Scalars['Int']['output'];
};

/** A background job. */
export type JobResponse = {
  __typename?: 'JobResponse';
  createdDate: Scalars['String']['output'];
  employerId: Scalars['ID']['output'];
  employerName?: Maybe<Scalars['String']['output']>;
  executionStartTime?: Maybe<Scalars['String']['output']>;
  /** Seconds taken to execute. */
  executionTime?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  outputFormat?: Maybe<Scalars['String']['output']>;
  requestedByName?: Maybe<Scalars['String']['output']>;
  result: JobResultResponse;
  status: JobStatus;
  /** Seconds spent queued. */
  timeInQueue?: Maybe<Scalars['Int']['output']>;
  type: JobType;
  updatedDate?: Maybe<Scalars['String']['output']>;
};

export type JobResultFileResponse = {
  __typename?: 'JobResultFileResponse';
  fileName?: Maybe<Scalars['String']['output']>;
  /** Path under the payroll API to download the file from. */
  uri?: Maybe<Scalars['String']['output']>;
};

export type JobResultResponse = {
  __typename?: 'JobResultResponse';
  /** Why the job failed, when it did. */
  errors?: Maybe<Array<Scalars['String']['output']>>;
  file: JobResultFileResponse;
  /** Counts (rows read, created, updated, failed). */
  metadata?: Maybe<Scalars['JSONObject']['output']>;
};

/** Queued -> Executing -> a finished state. */
export type JobStatus =
  | 'Completed'
  | 'CompletedWithErrors'
  | 'Executing'
  | 'Failed'
  | 'Queued';

export type JobType =
  | 'Import'
  | 'PayRun'
  | 'Report';

export type LeaveCalculationType =
  | 'OneFifthOrWorkingPattern'
  | 'OneThreeSixtyFifthFTE'
  | 'OneThreeSixtyFifthProRata'
  | 'SpecifyHours'
  | 'UsualProRata';

/** One leave item to import. */
export type LeaveImportRequestInput = {
  assumedPensionablePay?: InputMaybe<Scalars['Float']['input']>;
  automaticAPPCalculation?: InputMaybe<Scalars['Boolean']['input']>;
  automaticAWECalculation?: InputMaybe<Scalars['Boolean']['input']>;
  averageWeeklyEarnings?: InputMaybe<Scalars['Float']['input']>;
  calculationType?: InputMaybe<LeaveCalculationType>;
  /** First day (yyyy-mm-dd). */
  from?: InputMaybe<Scalars['String']['input']>;
  historicLeaveRequiresProcessing?: InputMaybe<Scalars['Boolean']['input']>;
  offsetPay?: InputMaybe<Scalars['Boolean']['input']>;
  openEndedAbsence?: InputMaybe<Scalars['Boolean']['input']>;
  pay?: InputMaybe<LeavePayType>;
  paySSPInAddition?: InputMaybe<Scalars['Boolean']['input']>;
  payrollCode?: InputMaybe<Scalars['String']['input']>;
  percentOfPay?: InputMaybe<Scalars['Float']['input']>;
  strikeHoursToDeduct?: InputMaybe<Scalars['Float']['input']>;
  /** Last day (yyyy-mm-dd). */
  to?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<LeaveType>;
  useAssumedPensionablePay?: InputMaybe<Scalars['Boolean']['input']>;
};

export type LeavePayType =
  | 'AverageDays'
  | 'Custom'
  | 'DoNotPay'
  | 'OccupationalPolicy'
  | 'PayAsUsual'
  | 'StatutoryPay';

/** A leave record of an employee. */
export type LeaveRecord = {
  __typename?: 'LeaveRecord';
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  openEndedAbsence: Scalars['Boolean']['output'];
  pay: Scalars['String']['output'];
  to?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type LeaveType =
  | 'Adoption'
  | 'AuthorisedUnpaid'
  | 'Bereavement'
  | 'BereavementNorthernIreland'
  | 'Holiday'
  | 'Maternity'
  | 'NeonatalCare'
  | 'Paternity'
  | 'PaternityAdoption'
  | 'SharedParental'
  | 'SharedParentalAdoption'
  | 'Sick'
  | 'StrikeAction'
  | 'Unauthorised';

/** An account of the business’s chart of accounts. */
export type LedgerAccount = {
  __typename?: 'LedgerAccount';
  created_at: Scalars['AccountingDateTime']['output'];
  display_name: Scalars['String']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  included_in_chart: Scalars['Boolean']['output'];
  ledger_account_type?: Maybe<AccountingLink>;
  name: Scalars['String']['output'];
  nominal_code: Scalars['Int']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

/** A group of ledger account types (our classification). */
export type LedgerAccountClassification = {
  __typename?: 'LedgerAccountClassification';
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

export type LedgerAccountClassificationList = {
  __typename?: 'LedgerAccountClassificationList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<LedgerAccountClassification>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** A new ledger account (body key `ledger_account`). */
export type LedgerAccountInput = {
  /** The name by default. */
  display_name?: InputMaybe<Scalars['String']['input']>;
  /** true by default. */
  included_in_chart?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of the ledger account types, e.g. `OVERHEADS`. */
  ledger_account_type_id: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Unique in the business, 1 to 99999999. */
  nominal_code: Scalars['Int']['input'];
};

export type LedgerAccountList = {
  __typename?: 'LedgerAccountList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<LedgerAccount>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** A type of ledger account (read-only). */
export type LedgerAccountType = {
  __typename?: 'LedgerAccountType';
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ledger_account_classification?: Maybe<AccountingLink>;
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

export type LedgerAccountTypeList = {
  __typename?: 'LedgerAccountTypeList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<LedgerAccountType>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** E-mail and password. */
export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LogoutInput = {
  /** Ends this refresh token’s session; by default the session of the access token. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Puts a product in the cart; answers the whole cart. */
  addToCart: Cart;
  /** Empties the cart; answers the (empty) cart. */
  clearCart: Cart;
  /** Adds an address to the customer’s address book. */
  createAddress: Address;
  /** Creates a personal API key for HTTP Basic; the key is shown once. */
  createApiKey: CreatedApiKey;
  /** Stores a base64 file (at most 2,621,440 bytes). */
  createAttachment: Attachment;
  /** Adds a category (store staff). */
  createCategory: Category;
  /** Adds a supplier and/or customer. */
  createContact: Contact;
  /** Adds an account to the chart. */
  createLedgerAccount: LedgerAccount;
  /** Places an order: a signed-in customer, or a guest where the store allows guest checkout. Prices come from the catalog. */
  createOrder: Order;
  /** A payment intent for one of the customer’s orders (amount = the order total). */
  createPaymentIntent: PaymentIntentResult;
  createPaymentsCsvMapping: PaymentsCsvMapping;
  /** Adds an employer owned by the caller. */
  createPayrollEmployer: Employer;
  /** Adds a product to the store’s catalog (store staff). */
  createProduct: Product;
  /** Records a credit note; UNPAID, or DRAFT when asked. */
  createPurchaseCreditNote: PurchaseCreditNote;
  createServiceRateType: ServiceRateType;
  /** Adds an ADMIN or STAFF user to the store (its ADMIN). */
  createStaffUser: User;
  /** Creates a store and its first ADMIN (super administrator). */
  createTenant: CreateTenantPayload;
  /** Customer sign-in at the store named by X-Tenant-Slug. Counts against the per-IP login limit. */
  customerLogin: CustomerAuthPayload;
  /** Deactivates a staff user: their tokens stop working at once. */
  deactivateStaffUser: User;
  /** Deletes one of the customer’s addresses; answers its id. */
  deleteAddress: Scalars['ID']['output'];
  /** Deletes an attachment (kept as a tombstone); answers its id. */
  deleteAttachment: Scalars['ID']['output'];
  /** Deletes a category without subcategories (store staff); its products stay. Answers its id. */
  deleteCategory: Scalars['ID']['output'];
  /** Deletes the caller’s finished jobs (Completed, CompletedWithErrors, Failed); answers how many. */
  deleteCompletedPayrollJobs: Scalars['Int']['output'];
  /** Deletes a mapping; answers its id. */
  deletePaymentsCsvMapping: Scalars['ID']['output'];
  /** Deletes a product (store ADMIN); answers its id. */
  deleteProduct: Scalars['ID']['output'];
  /** Deletes a DRAFT or UNPAID credit note (kept as a tombstone); answers its id. */
  deletePurchaseCreditNote: Scalars['ID']['output'];
  /** Deletes an inactive service rate type while another exists; answers its id. */
  deleteServiceRateType: Scalars['ID']['output'];
  /** A gateway webhook delivery: the exact body and its `Stripe-Signature` header value. */
  handlePaymentWebhook: PaymentWebhookReceipt;
  /** Queues the import of an employee CSV (EmployeeCsv layout, at most 10 MB). With allowUpdates a row whose payroll code exists updates that employee; without it the row fails. */
  importPayrollEmployees: JobResponse;
  /** Queues the import of leave items; each bad item becomes a job error. */
  importPayrollLeave: JobResponse;
  /** Imports pay options, all or nothing (errors keyed by item index). Flags: linesOnly, append, updateExisting, validateOnly. */
  importPayrollPay: PayImportResult;
  /** Imports pension memberships from CSV; previewOnly answers the items and writes nothing. */
  importPayrollPensionMemberships: Array<Item>;
  /** Imports employee roles from CSV; previewOnly answers the items and writes nothing. */
  importPayrollRoles: Array<Item>;
  /** Staff sign-in. Counts against the per-IP login limit. */
  login: AuthPayload;
  /** Ends a session: its access and refresh tokens stop working. */
  logout: Scalars['Boolean']['output'];
  /** Exchanges a refresh token (once) for a new pair; a reused one revokes its session. */
  refreshToken: RefreshPayload;
  /** Registers a customer at the store named by X-Tenant-Slug. */
  registerCustomer: CustomerAuthPayload;
  /** Posts a DRAFT credit note: it becomes UNPAID. */
  releasePurchaseCreditNote: PurchaseCreditNote;
  /** Removes a cart line; answers the whole cart. */
  removeCartItem: Cart;
  /** Queues an employee report (outputFormat csv or json); its file is the job’s document. */
  requestPayrollEmployeeReport: JobResponse;
  /** Revokes one of the caller’s API keys. */
  revokeApiKey: ApiKey;
  /** Sets a staff user’s accounting roles per area (null level: none). */
  setAccountingRoles: User;
  /** Changes the given fields of one of the customer’s addresses. */
  updateAddress: Address;
  updateAttachment: Attachment;
  /** Sets the quantity of a cart line; answers the whole cart. */
  updateCartItem: Cart;
  /** Changes the given fields of a category (store staff). */
  updateCategory: Category;
  /** Changes status, fulfilment, tracking number or note of an order (store staff). */
  updateOrderStatus: Order;
  /** Replaces a mapping with the one sent. */
  updatePaymentsCsvMapping: PaymentsCsvMapping;
  /** Changes the given fields of a product (store staff). */
  updateProduct: Product;
  /** Changes a DRAFT or UNPAID credit note. */
  updatePurchaseCreditNote: PurchaseCreditNote;
  updateServiceRateType: ServiceRateType;
  /** Changes a staff user (its store’s ADMIN). */
  updateStaffUser: User;
  /** Updates a store: its ADMIN changes profile and settings; status, accountingPlan and accountingCountry are the super administrator’s. */
  updateTenant: Tenant;
  /** Stores a file sent as a multipart part (at most 2,621,440 bytes). */
  uploadAttachment: Attachment;
  /** Uploads a file (multipart request), refused over the upload size limit. */
  uploadFile: StoredFile;
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateAttachmentArgs = {
  attachment: AttachmentInput;
};


export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


export type MutationCreateContactArgs = {
  contact: ContactInput;
};


export type MutationCreateLedgerAccountArgs = {
  ledger_account: LedgerAccountInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreatePaymentIntentArgs = {
  input: CreatePaymentIntentInput;
};


export type MutationCreatePaymentsCsvMappingArgs = {
  employerId: Scalars['ID']['input'];
  input: PaymentsCsvMappingInput;
};


export type MutationCreatePayrollEmployerArgs = {
  input: CreateEmployerInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreatePurchaseCreditNoteArgs = {
  purchase_credit_note: PurchaseCreditNoteInput;
};


export type MutationCreateServiceRateTypeArgs = {
  service_rate_type: ServiceRateTypeInput;
};


export type MutationCreateStaffUserArgs = {
  input: CreateStaffUserInput;
};


export type MutationCreateTenantArgs = {
  input: CreateTenantInput;
};


export type MutationCustomerLoginArgs = {
  input: LoginInput;
};


export type MutationDeactivateStaffUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAttachmentArgs = {
  key: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePaymentsCsvMappingArgs = {
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePurchaseCreditNoteArgs = {
  key: Scalars['ID']['input'];
};


export type MutationDeleteServiceRateTypeArgs = {
  key: Scalars['ID']['input'];
};


export type MutationHandlePaymentWebhookArgs = {
  payload: Scalars['String']['input'];
  signature?: InputMaybe<Scalars['String']['input']>;
};


export type MutationImportPayrollEmployeesArgs = {
  allowUpdates?: Scalars['Boolean']['input'];
  employerId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  format?: InputMaybe<CsvFileFormat>;
};


export type MutationImportPayrollLeaveArgs = {
  employerId: Scalars['ID']['input'];
  items: Array<LeaveImportRequestInput>;
};


export type MutationImportPayrollPayArgs = {
  employerId: Scalars['ID']['input'];
  flags?: InputMaybe<PayImportFlags>;
  items: Array<PayOptionsImportInput>;
};


export type MutationImportPayrollPensionMembershipsArgs = {
  allowUpdates?: Scalars['Boolean']['input'];
  employerId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  previewOnly?: Scalars['Boolean']['input'];
};


export type MutationImportPayrollRolesArgs = {
  allowUpdates?: Scalars['Boolean']['input'];
  employerId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  previewOnly?: Scalars['Boolean']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLogoutArgs = {
  input?: InputMaybe<LogoutInput>;
};


export type MutationRefreshTokenArgs = {
  input: RefreshInput;
};


export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


export type MutationReleasePurchaseCreditNoteArgs = {
  key: Scalars['ID']['input'];
};


export type MutationRemoveCartItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPayrollEmployeeReportArgs = {
  employerId: Scalars['ID']['input'];
  outputFormat?: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetAccountingRolesArgs = {
  roles: Array<AccountingRoleInput>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
};


export type MutationUpdateAttachmentArgs = {
  attachment: AttachmentUpdate;
  key: Scalars['ID']['input'];
};


export type MutationUpdateCartItemArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCartItemInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCategoryInput;
};


export type MutationUpdateOrderStatusArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrderStatusInput;
};


export type MutationUpdatePaymentsCsvMappingArgs = {
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: PaymentsCsvMappingInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
};


export type MutationUpdatePurchaseCreditNoteArgs = {
  key: Scalars['ID']['input'];
  purchase_credit_note: PurchaseCreditNoteUpdate;
};


export type MutationUpdateServiceRateTypeArgs = {
  key: Scalars['ID']['input'];
  service_rate_type: ServiceRateTypeUpdate;
};


export type MutationUpdateStaffUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateStaffUserInput;
};


export type MutationUpdateTenantArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTenantInput;
};


export type MutationUploadAttachmentArgs = {
  attachment?: InputMaybe<AttachmentUploadInput>;
  file: Scalars['Upload']['input'];
};


export type MutationUploadFileArgs = {
  file: Scalars['Upload']['input'];
};

/** An order placed in the store. */
export type Order = {
  __typename?: 'Order';
  billingAddress: OrderAddress;
  cancelledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Lower-case ISO 4217 code of the store currency at checkout. */
  currency: Scalars['String']['output'];
  /** Who placed the order, as at checkout. */
  customer: OrderCustomer;
  customerNote?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  fulfillmentStatus: FulfillmentStatus;
  /** Guest orders, in the checkout answer only: the token that lets the guest pay this order (`createPaymentIntent`). Shown once; null otherwise. */
  guestAccessToken?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The staff’s note; null for anyone else. */
  internalNote?: Maybe<Scalars['String']['output']>;
  /** Placed without an account (guest checkout). */
  isGuest: Scalars['Boolean']['output'];
  items: Array<OrderItem>;
  /** `ORD-<year>-<6 digits>`, gap-free per store and year. */
  orderNumber: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  paymentStatus: PaymentStatus;
  prescriptionUrl?: Maybe<Scalars['String']['output']>;
  shippedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  shippingAddress: OrderAddress;
  shippingFee: Scalars['Float']['output'];
  status: OrderStatus;
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A postal address as copied onto an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

/** Who placed an order, as at checkout. */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** The customer account; null for a guest. */
  id?: Maybe<Scalars['ID']['output']>;
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** An order line, as bought. */
export type OrderItem = {
  __typename?: 'OrderItem';
  id: Scalars['ID']['output'];
  /** Unit price paid. */
  price: Scalars['Float']['output'];
  productId: Scalars['ID']['output'];
  productImage?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  /** price x quantity. */
  total: Scalars['Float']['output'];
  variantOptions?: Maybe<Scalars['JSONObject']['output']>;
};

/** A product to order. The price always comes from the catalog. */
export type OrderItemInput = {
  /**
   * Ignored: prices always come from the catalog.
   * @deprecated Ignored: prices always come from the catalog.
   */
  price?: InputMaybe<Scalars['Float']['input']>;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  variantOptions?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  data: Array<Order>;
  meta: PageMeta;
};

/** PENDING -> CONFIRMED | CANCELLED; CONFIRMED -> PROCESSING | CANCELLED; PROCESSING -> SHIPPED | CANCELLED; SHIPPED -> DELIVERED. */
export type OrderStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'PENDING'
  | 'PROCESSING'
  | 'SHIPPED';

/** Paging facts of a list. */
export type PageMeta = {
  __typename?: 'PageMeta';
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  /** Number of items over all pages. */
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PayBasis =
  | 'Daily'
  | 'Hourly'
  | 'Monthly';

/** How the pay import treats existing pay. */
export type PayImportFlags = {
  /** Add the lines to the existing ones instead of replacing them. */
  append?: Scalars['Boolean']['input'];
  /** Import only lines; ignore regular pay changes. */
  linesOnly?: Scalars['Boolean']['input'];
  /** Update the value of the one existing line with the same pay code; append unmatched lines. */
  updateExisting?: Scalars['Boolean']['input'];
  /** Validate only; import nothing. */
  validateOnly?: Scalars['Boolean']['input'];
};

export type PayImportResult = {
  __typename?: 'PayImportResult';
  /** Employees changed (0 with validateOnly). */
  updated: Scalars['Int']['output'];
  /** Items that passed validation. */
  validated: Scalars['Int']['output'];
};

/** A regular pay line (addition or deduction) of an employee. */
export type PayLine = {
  __typename?: 'PayLine';
  /** Pay code. */
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  value: Scalars['Float']['output'];
};

/** A pay line (addition or deduction) of a pay import item. */
export type PayLineInput = {
  analysisCategoriesCodes?: InputMaybe<Array<AnalysisCategoryCodesInput>>;
  analysisCategoryCodeIds?: InputMaybe<Array<Scalars['String']['input']>>;
  annualValue?: InputMaybe<Scalars['Float']['input']>;
  attachmentOrderId?: InputMaybe<Scalars['String']['input']>;
  autoAdjustForLeave?: InputMaybe<Scalars['Boolean']['input']>;
  benefitId?: InputMaybe<Scalars['Int']['input']>;
  calculateAsWhenPaid?: InputMaybe<Scalars['Boolean']['input']>;
  childId?: InputMaybe<Scalars['String']['input']>;
  /** Pay code (required). */
  code?: InputMaybe<Scalars['String']['input']>;
  contributesToBasicPay?: InputMaybe<Scalars['Boolean']['input']>;
  contributingPayLineValues?: InputMaybe<Scalars['JSONObject']['input']>;
  contributingPayLineValuesJson?: InputMaybe<Scalars['String']['input']>;
  costCentre?: InputMaybe<Scalars['String']['input']>;
  costCentreId?: InputMaybe<Scalars['String']['input']>;
  costCentreTitle?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  departmentId?: InputMaybe<Scalars['String']['input']>;
  departmentTitle?: InputMaybe<Scalars['String']['input']>;
  /** Shown on the payslip (at most 100 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  earnedFrom?: InputMaybe<Scalars['String']['input']>;
  earnedTo?: InputMaybe<Scalars['String']['input']>;
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  effectiveTo?: InputMaybe<Scalars['String']['input']>;
  employeeRoleReference?: InputMaybe<Scalars['String']['input']>;
  fullTimeAnnualValue?: InputMaybe<Scalars['Float']['input']>;
  ignoreInitialBackPay?: InputMaybe<Scalars['Boolean']['input']>;
  importIdempotencyKey?: InputMaybe<Scalars['String']['input']>;
  initialBackPayPublicPayRunId?: InputMaybe<Scalars['String']['input']>;
  isAutoCalculatedBackPayLine?: InputMaybe<Scalars['Boolean']['input']>;
  isAutoGeneratedBasicPayLine?: InputMaybe<Scalars['Boolean']['input']>;
  isAutomaticBackPay?: InputMaybe<Scalars['Boolean']['input']>;
  isLeaveBasedBackPayLine?: InputMaybe<Scalars['Boolean']['input']>;
  isNetToGross?: InputMaybe<Scalars['Boolean']['input']>;
  isTaxable?: InputMaybe<Scalars['Boolean']['input']>;
  isZeroHoursTeachersBackPayLine?: InputMaybe<Scalars['Boolean']['input']>;
  leaveId?: InputMaybe<Scalars['String']['input']>;
  leaveStatutoryDaysPaid?: InputMaybe<Scalars['Float']['input']>;
  leaveStatutoryWeeksPaid?: InputMaybe<Scalars['Float']['input']>;
  loanId?: InputMaybe<Scalars['String']['input']>;
  londonAllowanceId?: InputMaybe<Scalars['Int']['input']>;
  multiplier?: InputMaybe<Scalars['Float']['input']>;
  netToGrossDiscrepancy?: InputMaybe<Scalars['Float']['input']>;
  parentId?: InputMaybe<Scalars['String']['input']>;
  payGrade?: InputMaybe<Scalars['String']['input']>;
  paySpine?: InputMaybe<Scalars['String']['input']>;
  paySpineGradeId?: InputMaybe<Scalars['String']['input']>;
  paySpineId?: InputMaybe<Scalars['String']['input']>;
  payrollCode?: InputMaybe<Scalars['String']['input']>;
  pensionId?: InputMaybe<Scalars['String']['input']>;
  percentageOfEffectiveDays?: InputMaybe<Scalars['Float']['input']>;
  periodFrom?: InputMaybe<Scalars['String']['input']>;
  periodMultiplier?: InputMaybe<Scalars['Int']['input']>;
  periodTo?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Float']['input']>;
  roleId?: InputMaybe<Scalars['String']['input']>;
  spinalPointId?: InputMaybe<Scalars['String']['input']>;
  spinePoint?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  targetNetToGrossValue?: InputMaybe<Scalars['Float']['input']>;
  totalPaidDays?: InputMaybe<Scalars['Float']['input']>;
  totalWorkingDays?: InputMaybe<Scalars['Float']['input']>;
  /** Amount (required). */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** Pay options of one employee. */
export type PayOptionsImportInput = {
  analysisCategoryCodes?: InputMaybe<Array<AnalysisCategoryCodesInput>>;
  autoAdjustForLeave?: InputMaybe<Scalars['Boolean']['input']>;
  basis?: InputMaybe<PayBasis>;
  contributesToBasicPay?: InputMaybe<Scalars['Boolean']['input']>;
  costCentre?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  effectiveTo?: InputMaybe<Scalars['String']['input']>;
  /** Alternative identifier of the employer; all items or none. */
  employerIdentifier?: InputMaybe<Scalars['String']['input']>;
  ignoreInitialBackPay?: InputMaybe<Scalars['Boolean']['input']>;
  isAutomaticBackPay?: InputMaybe<Scalars['Boolean']['input']>;
  isNetToGross?: InputMaybe<Scalars['Boolean']['input']>;
  lines?: InputMaybe<Array<PayLineInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Regular amount per period. */
  payAmount?: InputMaybe<Scalars['Float']['input']>;
  payAmountMultiplier?: InputMaybe<Scalars['Float']['input']>;
  /** Pay code of the basic pay; blank: the default. */
  payCode?: InputMaybe<Scalars['String']['input']>;
  payGrade?: InputMaybe<Scalars['String']['input']>;
  paySpine?: InputMaybe<Scalars['String']['input']>;
  /** The employee (required). */
  payrollCode?: InputMaybe<Scalars['String']['input']>;
  roleReference?: InputMaybe<Scalars['String']['input']>;
  spinePoint?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A payment or allocation against the note. This server records none yet: lists are empty. */
export type PaymentAllocation = {
  __typename?: 'PaymentAllocation';
  amount: Scalars['Decimal']['output'];
  date: Scalars['String']['output'];
  discount: Scalars['Decimal']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** What a storefront needs to open the payment gateway’s card form. */
export type PaymentGatewayConfig = {
  __typename?: 'PaymentGatewayConfig';
  /** Name of the gateway: `stripe`. */
  gateway: Scalars['String']['output'];
  /** The gateway’s public (publishable) key. */
  publishableKey: Scalars['String']['output'];
};

/** A payment intent the storefront confirms with the gateway’s card form. */
export type PaymentIntentResult = {
  __typename?: 'PaymentIntentResult';
  amount: Scalars['Float']['output'];
  clientSecret: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  paymentIntentId: Scalars['String']['output'];
};

export type PaymentStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

/** The answer to a gateway webhook delivery. */
export type PaymentWebhookReceipt = {
  __typename?: 'PaymentWebhookReceipt';
  /** The event was delivered before; nothing changed. */
  duplicate: Scalars['Boolean']['output'];
  received: Scalars['Boolean']['output'];
  /** The event type, e.g. `payment_intent.succeeded`. */
  type: Scalars['String']['output'];
};

/** A saved payments CSV mapping. */
export type PaymentsCsvMapping = {
  __typename?: 'PaymentsCsvMapping';
  analysisCategoryIndexes?: Maybe<Array<AnalysisCategoryIndex>>;
  analysisCategoryIndexesJson?: Maybe<Scalars['String']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  autoAdjustForLeaveIndex?: Maybe<Scalars['Int']['output']>;
  columns?: Maybe<Array<PaymentsCsvMappingColumn>>;
  /** Zero-based column index; null or -1: not mapped. */
  contributesToBasicPayIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  costCentreIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  departmentIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  effectiveFromIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  effectiveToIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  employerIdIndex?: Maybe<Scalars['Int']['output']>;
  hasHeader?: Maybe<Scalars['Boolean']['output']>;
  hasPaylineCosting?: Maybe<Scalars['Boolean']['output']>;
  /** Assigned by the server. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  ignoreInitialBackPayIndex?: Maybe<Scalars['Int']['output']>;
  importBehaviour?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  isAutomaticBackPayIndex?: Maybe<Scalars['Int']['output']>;
  /** Required, 1 to 50 characters. */
  name: Scalars['String']['output'];
  /** Zero-based column index; null or -1: not mapped. */
  noteIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  payAmountIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  payAmountMultiplierIndex?: Maybe<Scalars['Int']['output']>;
  payBasis?: Maybe<PayBasis>;
  /** Zero-based column index; null or -1: not mapped. */
  payCodeIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  payGradeIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  paySpineIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  payrollCodeIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  roleReferenceIndex?: Maybe<Scalars['Int']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  spinePointIndex?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<PaymentsCsvMappingType>;
};

export type PaymentsCsvMappingColumn = {
  __typename?: 'PaymentsCsvMappingColumn';
  /** Pay code mapped to this column. */
  code?: Maybe<Scalars['String']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  colIndex?: Maybe<Scalars['Int']['output']>;
  isMultiplier?: Maybe<Scalars['Boolean']['output']>;
  isNetToGross?: Maybe<Scalars['Boolean']['output']>;
  isReferenceOnly?: Maybe<Scalars['Boolean']['output']>;
  /** Zero-based column index; null or -1: not mapped. */
  rateColIndex?: Maybe<Scalars['Int']['output']>;
  /** Required, 1 to 25 characters. */
  title: Scalars['String']['output'];
};

export type PaymentsCsvMappingColumnInput = {
  /** Pay code mapped to this column. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  colIndex?: InputMaybe<Scalars['Int']['input']>;
  isMultiplier?: InputMaybe<Scalars['Boolean']['input']>;
  isNetToGross?: InputMaybe<Scalars['Boolean']['input']>;
  isReferenceOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  rateColIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required, 1 to 25 characters. */
  title: Scalars['String']['input'];
};

/** A payments CSV mapping to save (`id` is ignored). */
export type PaymentsCsvMappingInput = {
  analysisCategoryIndexes?: InputMaybe<Array<AnalysisCategoryIndexInput>>;
  analysisCategoryIndexesJson?: InputMaybe<Scalars['String']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  autoAdjustForLeaveIndex?: InputMaybe<Scalars['Int']['input']>;
  columns?: InputMaybe<Array<PaymentsCsvMappingColumnInput>>;
  /** Zero-based column index; null or -1: not mapped. */
  contributesToBasicPayIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  costCentreIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  departmentIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  effectiveFromIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  effectiveToIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  employerIdIndex?: InputMaybe<Scalars['Int']['input']>;
  hasHeader?: InputMaybe<Scalars['Boolean']['input']>;
  hasPaylineCosting?: InputMaybe<Scalars['Boolean']['input']>;
  /** Assigned by the server. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  ignoreInitialBackPayIndex?: InputMaybe<Scalars['Int']['input']>;
  importBehaviour?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  isAutomaticBackPayIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Required, 1 to 50 characters. */
  name: Scalars['String']['input'];
  /** Zero-based column index; null or -1: not mapped. */
  noteIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  payAmountIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  payAmountMultiplierIndex?: InputMaybe<Scalars['Int']['input']>;
  payBasis?: InputMaybe<PayBasis>;
  /** Zero-based column index; null or -1: not mapped. */
  payCodeIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  payGradeIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  paySpineIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  payrollCodeIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  roleReferenceIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based column index; null or -1: not mapped. */
  spinePointIndex?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<PaymentsCsvMappingType>;
};

export type PaymentsCsvMappingType =
  | 'ColumnBased'
  | 'RowBased';

/** A pension scheme membership of an employee. */
export type PensionMembership = {
  __typename?: 'PensionMembership';
  employeeContribution?: Maybe<Scalars['Float']['output']>;
  employerContribution?: Maybe<Scalars['Float']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  endReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  joinDate: Scalars['String']['output'];
  joinReason: Scalars['String']['output'];
  membershipNumber?: Maybe<Scalars['String']['output']>;
  pensionScheme: Scalars['String']['output'];
  workerGroup: Scalars['String']['output'];
};

/** A product of the store’s catalog. */
export type Product = {
  __typename?: 'Product';
  barcode?: Maybe<Scalars['String']['output']>;
  /** Categories the product is listed in. */
  categories: Array<ProductCategory>;
  /** The former or list price shown struck through; at least `price`. */
  compareAtPrice?: Maybe<Scalars['Float']['output']>;
  /** What the store pays; null unless the caller is its staff. */
  costPrice?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Images in display order. */
  images: Array<ProductImage>;
  /** Inactive products are visible to the store’s staff only. */
  isActive: Scalars['Boolean']['output'];
  isFeatured: Scalars['Boolean']['output'];
  /** Sold over the counter. */
  isOTC: Scalars['Boolean']['output'];
  /** Stock level from which the product counts as running low. */
  lowStockThreshold: Scalars['Int']['output'];
  manufacturer?: Maybe<Scalars['String']['output']>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Selling price in the store currency. */
  price: Scalars['Float']['output'];
  requiresPrescription: Scalars['Boolean']['output'];
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** Stock keeping unit; unique in the store. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Unique in the store; derived from the name when not given at creation. */
  slug: Scalars['String']['output'];
  stockQuantity: Scalars['Int']['output'];
  /** URL of the first image. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  /** Whether orders count against `stockQuantity`. */
  trackInventory: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
  /** Unit of `weight`: mg, g, kg, oz, lb, ml or l. */
  weightUnit?: Maybe<Scalars['String']['output']>;
};

/** A category a product is listed in: `{ category { id name slug } }`. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  category: Category;
};

/** An image of a product. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** Position from 0; the first image is the thumbnail. */
  sortOrder: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  data: Array<Product>;
  meta: PageMeta;
};

/** What a product list is ordered by. */
export type ProductSortField =
  | 'createdAt'
  | 'name'
  | 'price'
  | 'stockQuantity';

/** A credit note received from a supplier. */
export type PurchaseCreditNote = {
  __typename?: 'PurchaseCreditNote';
  base_currency_cis_applicable_amount?: Maybe<Scalars['Decimal']['output']>;
  base_currency_net_amount: Scalars['Decimal']['output'];
  base_currency_outstanding_amount: Scalars['Decimal']['output'];
  base_currency_tax_amount: Scalars['Decimal']['output'];
  base_currency_total_after_cis_deduction?: Maybe<Scalars['Decimal']['output']>;
  base_currency_total_amount: Scalars['Decimal']['output'];
  base_currency_total_itc_amount?: Maybe<Scalars['Decimal']['output']>;
  base_currency_total_itr_amount?: Maybe<Scalars['Decimal']['output']>;
  base_currency_withholding_tax_amount?: Maybe<Scalars['Decimal']['output']>;
  /** CIS deductible labour (UK), at most the net amount; null when not a CIS note. */
  cis_applicable_amount?: Maybe<Scalars['Decimal']['output']>;
  contact?: Maybe<AccountingLink>;
  /** The contact’s name when the note was written. */
  contact_name: Scalars['String']['output'];
  /** The contact as a whole record (REST: `contact` widened by `nested_attributes`). */
  contact_record?: Maybe<Contact>;
  contact_reference?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['AccountingDateTime']['output'];
  credit_note_lines: Array<PurchaseCreditNoteLine>;
  currency?: Maybe<AccountingLink>;
  /** The currency as a whole record (REST: `currency` widened by `nested_attributes`). */
  currency_record?: Maybe<AccountingCurrency>;
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  deleted_at?: Maybe<Scalars['AccountingDateTime']['output']>;
  detailed_tax_analysis: DetailedTaxAnalysis;
  displayed_as?: Maybe<Scalars['String']['output']>;
  /** Whether it can still be updated or deleted. */
  editable: Scalars['Boolean']['output'];
  exchange_rate: Scalars['Decimal']['output'];
  /** Its CIS applicable (labour) amount is above 0. */
  has_cis_labour: Scalars['Boolean']['output'];
  /** Lines record no CIS materials kind here: always false. */
  has_cis_materials: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Import rules (importing suppliers) are not applied here: false. */
  import: Scalars['Boolean']['output'];
  /** A string, as the real API has it. */
  inverse_exchange_rate: Scalars['String']['output'];
  /** A CIS note (UK): one with a CIS applicable amount. */
  is_cis: Scalars['Boolean']['output'];
  /** No payments are recorded yet: null. */
  last_paid?: Maybe<Scalars['String']['output']>;
  /** Links to the note in other applications: none exist here, so null. */
  links?: Maybe<Array<AccountingResourceLink>>;
  /** Notes are made here, never migrated: false. */
  migrated: Scalars['Boolean']['output'];
  net_amount: Scalars['Decimal']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  original_invoice_date?: Maybe<Scalars['String']['output']>;
  outstanding_amount: Scalars['Decimal']['output'];
  /** The note is part recoverable (Canada); as given, null when never given. */
  part_recoverable?: Maybe<Scalars['Boolean']['output']>;
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  payments_allocations: Array<PaymentAllocation>;
  payments_allocations_total_amount: Scalars['Decimal']['output'];
  payments_allocations_total_discount: Scalars['Decimal']['output'];
  /** Postponed import VAT accounting applies (UK and IE importers); as given, null when never given. */
  postponed_accounting?: Maybe<Scalars['Boolean']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  status?: Maybe<AccountingLink>;
  /** The status as a whole record (REST: `status` widened by `nested_attributes`). */
  status_record?: Maybe<ArtefactStatus>;
  /** Canada. Tax address regions are not served here: the id as given. */
  tax_address_region?: Maybe<AccountingLink>;
  tax_amount: Scalars['Decimal']['output'];
  tax_analysis: Array<PurchaseCreditNoteTaxAnalysis>;
  /** No tax scheme (invoice or cash) is kept for the business here: null. */
  tax_calculation_method?: Maybe<Scalars['String']['output']>;
  /** No tax returns are kept here: false. */
  tax_reconciled: Scalars['Boolean']['output'];
  /** The total less the CIS deduction; null when not a CIS note. */
  total_after_cis_deduction?: Maybe<Scalars['Decimal']['output']>;
  total_amount: Scalars['Decimal']['output'];
  /** Input tax credit (Canada), at most the tax amount. */
  total_itc_amount?: Maybe<Scalars['Decimal']['output']>;
  /** Input tax refund (Canada), at most the tax amount. */
  total_itr_amount?: Maybe<Scalars['Decimal']['output']>;
  total_paid: Scalars['Decimal']['output'];
  total_quantity: Scalars['Decimal']['output'];
  /** The ledger transaction behind the note: this server keeps no ledger, so null. */
  transaction?: Maybe<AccountingLink>;
  transaction_type: AccountingLink;
  updated_at: Scalars['AccountingDateTime']['output'];
  vendor_reference?: Maybe<Scalars['String']['output']>;
  /** Purchase credit notes are deleted, never voided: null. */
  void_reason?: Maybe<Scalars['String']['output']>;
  /** The CIS deduction (UK): the applicable amount at the withholding rate. */
  withholding_tax_amount?: Maybe<Scalars['Decimal']['output']>;
  /** The CIS deduction rate in percent (UK). */
  withholding_tax_rate?: Maybe<Scalars['Decimal']['output']>;
};

/** A new purchase credit note (body key `purchase_credit_note`). */
export type PurchaseCreditNoteInput = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_cis_applicable_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_after_cis_deduction?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itc_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itr_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_withholding_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** CIS deductible labour (UK), at most the net amount; null makes the note not CIS. */
  cis_applicable_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** A supplier (VENDOR contact) of the business. */
  contact_id: Scalars['String']['input'];
  /** The contact’s name by default. */
  contact_name?: InputMaybe<Scalars['String']['input']>;
  /** The contact’s reference by default. */
  contact_reference?: InputMaybe<Scalars['String']['input']>;
  credit_note_lines: Array<PurchaseCreditNoteLineInput>;
  /** The business’s base currency by default. */
  currency_id?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  date: Scalars['String']['input'];
  /** Required for a foreign currency; 1 otherwise. */
  exchange_rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  inverse_exchange_rate?: InputMaybe<Scalars['String']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  original_invoice_date?: InputMaybe<Scalars['String']['input']>;
  /** The note is part recoverable (Canada). */
  part_recoverable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postponed import VAT accounting (UK and IE importers). */
  postponed_accounting?: InputMaybe<Scalars['Boolean']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  /** `DRAFT`, or `UNPAID` (the default). */
  status_id?: InputMaybe<Scalars['String']['input']>;
  /** A tax address region (Canada); not served here: kept as given, returned as a link. */
  tax_address_region_id?: InputMaybe<Scalars['String']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). One entry per tax rate. */
  tax_analysis?: InputMaybe<Array<PurchaseCreditNoteTaxAnalysisInput>>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). The total less the CIS deduction. */
  total_after_cis_deduction?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Input tax credit (Canada), at most the tax amount. */
  total_itc_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Input tax refund (Canada), at most the tax amount. */
  total_itr_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_quantity?: InputMaybe<Scalars['Decimal']['input']>;
  vendor_reference?: InputMaybe<Scalars['String']['input']>;
  /** The CIS deduction (UK): derived from the applicable amount and the rate when both are known (must then agree). */
  withholding_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The CIS deduction rate in percent (UK), 0 to 100. */
  withholding_tax_rate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A line of a purchase credit note. */
export type PurchaseCreditNoteLine = {
  __typename?: 'PurchaseCreditNoteLine';
  /** The line’s analysis type categories (REST: with `show_analysis_types`); none exist here. */
  analysis_type_categories: Array<AccountingLink>;
  base_currency_net_amount: Scalars['Decimal']['output'];
  base_currency_tax_amount: Scalars['Decimal']['output'];
  base_currency_tax_breakdown: Array<TaxBreakdown>;
  base_currency_total_amount: Scalars['Decimal']['output'];
  base_currency_unit_price: Scalars['Decimal']['output'];
  description: Scalars['String']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  /** The id as given. */
  eu_goods_services_type?: Maybe<AccountingLink>;
  /** GST or HST part of the tax (Canada). */
  gst_amount?: Maybe<Scalars['Decimal']['output']>;
  id: Scalars['ID']['output'];
  /** Bought for resale (Ireland); as given, null when never given. */
  is_purchase_for_resale?: Maybe<Scalars['Boolean']['output']>;
  ledger_account?: Maybe<AccountingLink>;
  /** The ledger account as a whole record (REST: `ledger_account` widened by `nested_attributes`). */
  ledger_account_record?: Maybe<LedgerAccount>;
  net_amount: Scalars['Decimal']['output'];
  /** Order of the line on the note, from 0. */
  position: Scalars['Int']['output'];
  /** Products are not served here: the id as given. */
  product?: Maybe<AccountingLink>;
  /** PST or QST part of the tax (Canada). */
  pst_amount?: Maybe<Scalars['Decimal']['output']>;
  quantity: Scalars['Decimal']['output'];
  /** Services are not served here: the id as given. */
  service?: Maybe<AccountingLink>;
  tax_amount: Scalars['Decimal']['output'];
  tax_breakdown: Array<TaxBreakdown>;
  tax_rate?: Maybe<AccountingLink>;
  /** The tax rate as a whole record (REST: `tax_rate` widened by `nested_attributes`). */
  tax_rate_record?: Maybe<TaxRate>;
  /** The line’s tax is recoverable; as given, null when never given. */
  tax_recoverable?: Maybe<Scalars['Boolean']['output']>;
  total_amount: Scalars['Decimal']['output'];
  /** As given; null when never given. */
  trade_of_asset?: Maybe<Scalars['Boolean']['output']>;
  unit_price: Scalars['Decimal']['output'];
  unit_price_includes_tax: Scalars['Boolean']['output'];
};

/** A line of a purchase credit note. */
export type PurchaseCreditNoteLineInput = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_unit_price?: InputMaybe<Scalars['Decimal']['input']>;
  description: Scalars['String']['input'];
  /** An EU goods or services type; not served here: kept as given, returned as a link. */
  eu_goods_services_type_id?: InputMaybe<Scalars['String']['input']>;
  /** GST or HST part of the tax (Canada); with `pst_amount`, must make up `tax_amount`. */
  gst_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Bought for resale (Ireland). */
  is_purchase_for_resale?: InputMaybe<Scalars['Boolean']['input']>;
  /** A ledger account of the business. */
  ledger_account_id: Scalars['String']['input'];
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** A product; not served here: kept as given, returned as a link. */
  product_id?: InputMaybe<Scalars['String']['input']>;
  /** PST or QST part of the tax (Canada); with `gst_amount`, must make up `tax_amount`. */
  pst_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Greater than 0, at most 2 decimals. */
  quantity: Scalars['Decimal']['input'];
  /** A service; not served here: kept as given, returned as a link. */
  service_id?: InputMaybe<Scalars['String']['input']>;
  /** The line’s tax; computed from the rate when absent. */
  tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** A tax rate of the business; no tax without one. */
  tax_rate_id?: InputMaybe<Scalars['String']['input']>;
  /** The line’s tax is recoverable. */
  tax_recoverable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The line is a trade of an asset. */
  trade_of_asset?: InputMaybe<Scalars['Boolean']['input']>;
  /** At least 0, at most 2 decimals. */
  unit_price: Scalars['Decimal']['input'];
  /** The unit price includes tax (false by default). */
  unit_price_includes_tax?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A line of an update: with the `id` of one of the note’s lines only the given fields change; without, a new line (`description`, `ledger_account_id`, `quantity`, `unit_price` required). Lines left out are removed. */
export type PurchaseCreditNoteLineUpdate = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_unit_price?: InputMaybe<Scalars['Decimal']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** An EU goods or services type; not served here: kept as given, returned as a link. */
  eu_goods_services_type_id?: InputMaybe<Scalars['String']['input']>;
  /** GST or HST part of the tax (Canada); with `pst_amount`, must make up `tax_amount`. */
  gst_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** One of the note’s lines, kept under its id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Bought for resale (Ireland). */
  is_purchase_for_resale?: InputMaybe<Scalars['Boolean']['input']>;
  ledger_account_id?: InputMaybe<Scalars['String']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** A product; not served here: kept as given, returned as a link. */
  product_id?: InputMaybe<Scalars['String']['input']>;
  /** PST or QST part of the tax (Canada); with `gst_amount`, must make up `tax_amount`. */
  pst_amount?: InputMaybe<Scalars['Decimal']['input']>;
  quantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** A service; not served here: kept as given, returned as a link. */
  service_id?: InputMaybe<Scalars['String']['input']>;
  /** Computed from the rate when absent and the line changed. */
  tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** null removes the line’s rate. */
  tax_rate_id?: InputMaybe<Scalars['String']['input']>;
  /** The line’s tax is recoverable. */
  tax_recoverable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The line is a trade of an asset. */
  trade_of_asset?: InputMaybe<Scalars['Boolean']['input']>;
  unit_price?: InputMaybe<Scalars['Decimal']['input']>;
  unit_price_includes_tax?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PurchaseCreditNoteList = {
  __typename?: 'PurchaseCreditNoteList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<PurchaseCreditNote>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** The note’s amounts per tax rate. */
export type PurchaseCreditNoteTaxAnalysis = {
  __typename?: 'PurchaseCreditNoteTaxAnalysis';
  /** Net of the lines that name no service. */
  goods_amount: Scalars['Decimal']['output'];
  net_amount: Scalars['Decimal']['output'];
  /** Net of the lines that name a service. */
  service_amount: Scalars['Decimal']['output'];
  tax_amount: Scalars['Decimal']['output'];
  tax_rate: AccountingLink;
  total_amount: Scalars['Decimal']['output'];
};

/** The note’s amounts at one tax rate, as the client states them: each must equal the lines’. */
export type PurchaseCreditNoteTaxAnalysisInput = {
  /** Net of the lines that name no service. */
  goods_amount?: InputMaybe<Scalars['Decimal']['input']>;
  net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Net of the lines that name a service. */
  service_amount?: InputMaybe<Scalars['Decimal']['input']>;
  tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** A tax rate of the note’s lines. */
  tax_rate_id?: InputMaybe<Scalars['String']['input']>;
  total_amount?: InputMaybe<Scalars['Decimal']['input']>;
};

/** Changes to a credit note; absent fields keep their value. `credit_note_lines`, when given, is the new set of lines. */
export type PurchaseCreditNoteUpdate = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_cis_applicable_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_after_cis_deduction?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itc_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itr_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_withholding_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** CIS deductible labour (UK), at most the net amount; null makes the note not CIS. */
  cis_applicable_amount?: InputMaybe<Scalars['Decimal']['input']>;
  contact_id?: InputMaybe<Scalars['String']['input']>;
  /** The contact’s name by default. */
  contact_name?: InputMaybe<Scalars['String']['input']>;
  /** The contact’s reference by default. */
  contact_reference?: InputMaybe<Scalars['String']['input']>;
  credit_note_lines?: InputMaybe<Array<PurchaseCreditNoteLineUpdate>>;
  /** The business’s base currency by default. */
  currency_id?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  /** Required for a foreign currency; 1 otherwise. */
  exchange_rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  inverse_exchange_rate?: InputMaybe<Scalars['String']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: InputMaybe<Scalars['Decimal']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  original_invoice_date?: InputMaybe<Scalars['String']['input']>;
  /** The note is part recoverable (Canada). */
  part_recoverable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postponed import VAT accounting (UK and IE importers). */
  postponed_accounting?: InputMaybe<Scalars['Boolean']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  /** The current status, or `UNPAID` for a draft (as release). */
  status_id?: InputMaybe<Scalars['String']['input']>;
  /** A tax address region (Canada); not served here: kept as given, returned as a link. */
  tax_address_region_id?: InputMaybe<Scalars['String']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). One entry per tax rate. */
  tax_analysis?: InputMaybe<Array<PurchaseCreditNoteTaxAnalysisInput>>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). The total less the CIS deduction. */
  total_after_cis_deduction?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Input tax credit (Canada), at most the tax amount. */
  total_itc_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Input tax refund (Canada), at most the tax amount. */
  total_itr_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_quantity?: InputMaybe<Scalars['Decimal']['input']>;
  vendor_reference?: InputMaybe<Scalars['String']['input']>;
  /** The CIS deduction (UK): derived from the applicable amount and the rate when both are known (must then agree). */
  withholding_tax_amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The CIS deduction rate in percent (UK), 0 to 100. */
  withholding_tax_rate?: InputMaybe<Scalars['Decimal']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** One of the signed-in customer’s addresses. */
  address: Address;
  /** The signed-in customer’s addresses, the default first. */
  addresses: Array<Address>;
  /** The caller’s personal API keys (without their secrets). */
  apiKeys: Array<ApiKey>;
  artefactStatus: ArtefactStatus;
  /** Statuses of accounting documents. */
  artefactStatuses: ArtefactStatusList;
  attachment: Attachment;
  attachmentContextType: AttachmentContextType;
  /** Kinds of record attachments can belong to. */
  attachmentContextTypes: AttachmentContextTypeList;
  /** The bytes of an attachment, checked against its size and SHA-256. */
  attachmentFile: AttachmentFile;
  /** The business’s attachments (metadata only). */
  attachments: AttachmentList;
  /** The signed-in customer’s cart at current prices. */
  cart: Cart;
  /** Every category of the store, ordered by sortOrder then name (active ones only, unless the caller is the store’s staff). */
  categories: Array<Category>;
  /** One category of the store, by id or slug. */
  category: Category;
  contact: Contact;
  /** The business’s suppliers and customers. */
  contacts: ContactList;
  /** Currencies of the business. */
  currencies: AccountingCurrencyList;
  currency: AccountingCurrency;
  /** One customer of the store (store staff). */
  customer: Customer;
  /** The store’s customers, newest first (store staff). */
  customers: CustomerPage;
  ledgerAccount: LedgerAccount;
  ledgerAccountClassification: LedgerAccountClassification;
  /** The classifications of ledger account types. */
  ledgerAccountClassifications: LedgerAccountClassificationList;
  ledgerAccountType: LedgerAccountType;
  /** The ledger account types (read-only). */
  ledgerAccountTypes: LedgerAccountTypeList;
  /** The business’s chart of accounts. */
  ledgerAccounts: LedgerAccountList;
  /** The signed-in staff user or customer, with their store. */
  me: Viewer;
  /** The signed-in customer’s orders, newest first. */
  myOrders: OrderPage;
  /** One order: any of the store’s (staff) or one’s own (customer). */
  order: Order;
  /** One page of the store’s orders, newest first (store staff). */
  orders: OrderPage;
  /** Public configuration of the card payment gateway. */
  paymentGatewayConfig: PaymentGatewayConfig;
  paymentsCsvMapping: PaymentsCsvMapping;
  /** The CSV layout a ColumnBased mapping expects. */
  paymentsCsvMappingTemplate: ReportResponse;
  /** The employer’s saved payments CSV mappings. */
  paymentsCsvMappings: Array<Item>;
  /** One employee of one of the caller’s employers. */
  payrollEmployee: Employee;
  /** The employees of one of the caller’s employers as list items, one page. */
  payrollEmployeeItems: ItemPage;
  /** The employees of one of the caller’s employers, by payroll code, one page. */
  payrollEmployees: EmployeePage;
  /** One of the caller’s employers. */
  payrollEmployer: Employer;
  /** The caller’s payroll employers as list items. */
  payrollEmployerItems: Array<Item>;
  /** The caller’s payroll employers, by name. */
  payrollEmployers: Array<Employer>;
  /** One of the caller’s jobs. */
  payrollJob: JobResponse;
  /** The file of one of the caller’s completed report jobs. */
  payrollJobDocument: JobDocument;
  /** The errors of one of the caller’s jobs, by row. */
  payrollJobErrors: JobErrorPage;
  /** The caller’s jobs (all their employers), newest first, one page. */
  payrollJobs: JobPage;
  /** One product of the store, by id or slug. */
  product: Product;
  /** One page of the store’s products (active ones only, unless the caller is the store’s staff). */
  products: ProductPage;
  purchaseCreditNote: PurchaseCreditNote;
  /** The business’s purchase credit notes. */
  purchaseCreditNotes: PurchaseCreditNoteList;
  serviceRateType: ServiceRateType;
  /** The business’s service rate types. */
  serviceRateTypes: ServiceRateTypeList;
  /** One of the caller’s uploaded files. */
  storedFile: StoredFile;
  taxRate: TaxRate;
  /** Tax rates of the business’s country. */
  taxRates: TaxRateList;
  /** One store (its own staff, or the super administrator). */
  tenant: Tenant;
  /** The public face of the store named by X-Tenant-Slug. */
  tenantInfo: TenantInfo;
  /** Every store, newest first (super administrator). */
  tenants: TenantPage;
  /** One staff user of the store (its ADMIN). */
  user: User;
  /** The staff of the store (its ADMIN). */
  users: UserPage;
};


export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArtefactStatusArgs = {
  key: Scalars['ID']['input'];
};


export type QueryArtefactStatusesArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryAttachmentArgs = {
  key: Scalars['ID']['input'];
};


export type QueryAttachmentContextTypeArgs = {
  key: Scalars['ID']['input'];
};


export type QueryAttachmentContextTypesArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryAttachmentFileArgs = {
  key: Scalars['ID']['input'];
};


export type QueryAttachmentsArgs = {
  attachment_context_id?: InputMaybe<Scalars['String']['input']>;
  attachment_context_type_id?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<Scalars['String']['input']>;
  deleted_since?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  legacy_attachment_context_id?: InputMaybe<Scalars['Int']['input']>;
  legacy_attachment_context_type?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  updated_or_created_since?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactArgs = {
  key: Scalars['ID']['input'];
};


export type QueryContactsArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  contact_type_id?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCurrenciesArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryCurrencyArgs = {
  key: Scalars['ID']['input'];
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerAccountArgs = {
  key: Scalars['ID']['input'];
};


export type QueryLedgerAccountClassificationArgs = {
  key: Scalars['ID']['input'];
};


export type QueryLedgerAccountClassificationsArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  ledger_account_type_id?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
};


export type QueryLedgerAccountTypeArgs = {
  key: Scalars['ID']['input'];
};


export type QueryLedgerAccountTypesArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  ledger_account_classification_id?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
};


export type QueryLedgerAccountsArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  ledger_account_type_id?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
};


export type QueryMyOrdersArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  endDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  fulfillmentStatus?: InputMaybe<FulfillmentStatus>;
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  paymentStatus?: InputMaybe<PaymentStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryPaymentsCsvMappingArgs = {
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryPaymentsCsvMappingTemplateArgs = {
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryPaymentsCsvMappingsArgs = {
  employerId: Scalars['ID']['input'];
};


export type QueryPayrollEmployeeArgs = {
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryPayrollEmployeeItemsArgs = {
  employerId: Scalars['ID']['input'];
  pageNum?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryPayrollEmployeesArgs = {
  employerId: Scalars['ID']['input'];
  pageNum?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryPayrollEmployerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPayrollJobArgs = {
  jobId: Scalars['ID']['input'];
};


export type QueryPayrollJobDocumentArgs = {
  jobId: Scalars['ID']['input'];
};


export type QueryPayrollJobErrorsArgs = {
  jobId: Scalars['ID']['input'];
  pageNum?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryPayrollJobsArgs = {
  employerId?: InputMaybe<Scalars['ID']['input']>;
  jobType?: InputMaybe<JobType>;
  pageNum?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: Scalars['Int']['input'];
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: ProductSortField;
  sortOrder?: SortOrder;
};


export type QueryPurchaseCreditNoteArgs = {
  key: Scalars['ID']['input'];
};


export type QueryPurchaseCreditNotesArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  contact_id?: InputMaybe<Scalars['String']['input']>;
  deleted_since?: InputMaybe<Scalars['String']['input']>;
  from_date?: InputMaybe<Scalars['String']['input']>;
  has_attachments?: InputMaybe<Scalars['Boolean']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  show_payments_allocations?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status_id?: InputMaybe<Scalars['String']['input']>;
  to_date?: InputMaybe<Scalars['String']['input']>;
  updated_or_created_since?: InputMaybe<Scalars['String']['input']>;
};


export type QueryServiceRateTypeArgs = {
  key: Scalars['ID']['input'];
};


export type QueryServiceRateTypesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  updated_or_created_since?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStoredFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTaxRateArgs = {
  key: Scalars['ID']['input'];
};


export type QueryTaxRatesArgs = {
  attributes?: InputMaybe<Scalars['String']['input']>;
  items_per_page?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryTenantArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTenantsArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};

export type RefreshInput = {
  refreshToken: Scalars['String']['input'];
};

export type RefreshPayload = {
  __typename?: 'RefreshPayload';
  tokens: TokenPair;
};

/** A new customer of the store named by X-Tenant-Slug. */
export type RegisterCustomerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ReportResponse = {
  __typename?: 'ReportResponse';
  /** The content itself (the CSV text). */
  content?: Maybe<Scalars['String']['output']>;
  /** The JSON model when `type` is JSON; null otherwise. */
  model?: Maybe<Scalars['JSON']['output']>;
  /** The same content, base64. */
  stream?: Maybe<Scalars['String']['output']>;
  /** Content type of the content. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A kind of rate services are sold at. */
export type ServiceRateType = {
  __typename?: 'ServiceRateType';
  /** Whether the rate type is offered in the app. */
  active: Scalars['Boolean']['output'];
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

/** A new service rate type (body key `service_rate_type`). */
export type ServiceRateTypeInput = {
  active: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};

export type ServiceRateTypeList = {
  __typename?: 'ServiceRateTypeList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<ServiceRateType>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a service rate type; absent fields keep their value. */
export type ServiceRateTypeUpdate = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Ascending or descending. */
export type SortOrder =
  | 'asc'
  | 'desc';

/** A file uploaded to the server. */
export type StoredFile = {
  __typename?: 'StoredFile';
  createdAt: Scalars['DateTimeISO']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  /** Hex SHA-256 digest of the content. */
  sha256: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** A line’s tax at one rate. */
export type TaxBreakdown = {
  __typename?: 'TaxBreakdown';
  amount: Scalars['Decimal']['output'];
  percentage: Scalars['Decimal']['output'];
  tax_rate: AccountingLink;
};

/** A tax rate of the business’s country. */
export type TaxRate = {
  __typename?: 'TaxRate';
  created_at: Scalars['AccountingDateTime']['output'];
  displayed_as?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** REST: `$path`. */
  path: Scalars['String']['output'];
  /** Percent, e.g. "20.00". */
  percentage: Scalars['Decimal']['output'];
  updated_at: Scalars['AccountingDateTime']['output'];
};

export type TaxRateList = {
  __typename?: 'TaxRateList';
  /** Path and query of the previous page; null on the first. */
  back?: Maybe<Scalars['String']['output']>;
  items: Array<TaxRate>;
  items_per_page: Scalars['Int']['output'];
  /** Path and query of the next page; null on the last. */
  next?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  /** Matching records over all pages. */
  total: Scalars['Int']['output'];
};

/** The note’s amounts at one tax rate, in both currencies. */
export type TaxRatesBreakdown = {
  __typename?: 'TaxRatesBreakdown';
  base_currency_goods_amount: Scalars['Decimal']['output'];
  base_currency_net_amount: Scalars['Decimal']['output'];
  base_currency_services_amount: Scalars['Decimal']['output'];
  base_currency_tax_amount: Scalars['Decimal']['output'];
  base_currency_total_amount: Scalars['Decimal']['output'];
  goods_amount: Scalars['Decimal']['output'];
  name?: Maybe<Scalars['String']['output']>;
  net_amount: Scalars['Decimal']['output'];
  percentage?: Maybe<Scalars['Decimal']['output']>;
  /** No retailer tax applies here: 0. */
  retail_tax_amount: Scalars['Decimal']['output'];
  services_amount: Scalars['Decimal']['output'];
  tax_amount: Scalars['Decimal']['output'];
  tax_rate: AccountingLink;
  total_amount: Scalars['Decimal']['output'];
};

/** A store: its own catalog, staff, customers, carts and orders; for accounting, a business. */
export type Tenant = {
  __typename?: 'Tenant';
  /** Null unless the caller is this store’s staff or the super administrator. */
  accountingCountry?: Maybe<AccountingCountry>;
  /** Null unless the caller is this store’s staff or the super administrator. */
  accountingPlan?: Maybe<AccountingPlan>;
  address?: Maybe<Scalars['String']['output']>;
  businessType: BusinessType;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  /** Null unless the caller is this store’s staff or the super administrator. */
  createdAt?: Maybe<Scalars['DateTimeISO']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Logo URL. */
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** Colour in hex notation, e.g. `#3B82F6`. */
  primaryColor?: Maybe<Scalars['String']['output']>;
  settings: TenantSettings;
  /** The value callers send in `X-Tenant-Slug`. */
  slug: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  /** Null unless the caller is this store’s staff or the super administrator. */
  status?: Maybe<TenantStatus>;
  /** Null unless the caller is this store’s staff or the super administrator. */
  updatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** What a storefront shows about its store (public). */
export type TenantInfo = {
  __typename?: 'TenantInfo';
  address?: Maybe<Scalars['String']['output']>;
  businessType: BusinessType;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  primaryColor?: Maybe<Scalars['String']['output']>;
  settings: TenantSettings;
  slug: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type TenantPage = {
  __typename?: 'TenantPage';
  data: Array<Tenant>;
  meta: PageMeta;
};

/** How a store sells: name on the storefront, checkout and shipping rules. */
export type TenantSettings = {
  __typename?: 'TenantSettings';
  allowGuestCheckout: Scalars['Boolean']['output'];
  /** Lower-case ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** Orders from this subtotal ship free; none when absent. */
  freeShippingThreshold?: Maybe<Scalars['Float']['output']>;
  /** Flat shipping fee per order, in the store currency. */
  shippingFee: Scalars['Float']['output'];
  /** Name shown on the storefront; the tenant name when absent. */
  storeName?: Maybe<Scalars['String']['output']>;
  /** Tax rate as a fraction (0.08 = 8%). */
  taxRate: Scalars['Float']['output'];
};

/** Store settings; on update, only the given ones change. */
export type TenantSettingsInput = {
  allowGuestCheckout?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lower-case ISO 4217 code, e.g. usd. */
  currency?: InputMaybe<Scalars['String']['input']>;
  freeShippingThreshold?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  storeName?: InputMaybe<Scalars['String']['input']>;
  /** A fraction: 0.08 for 8%. */
  taxRate?: InputMaybe<Scalars['Float']['input']>;
};

/** A suspended store is invisible and its users are locked out. */
export type TenantStatus =
  | 'ACTIVE'
  | 'SUSPENDED';

/** An access token (15 minutes) and a refresh token (7 days, usable once). */
export type TokenPair = {
  __typename?: 'TokenPair';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
};

/** Changes to an address: absent fields keep their value, null clears an optional one. */
export type UpdateAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** true makes it the default; false is refused while it is the default (make another one default). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** The new quantity of a cart line. */
export type UpdateCartItemInput = {
  quantity: Scalars['Int']['input'];
};

/** Changes to a category: absent fields keep their value; `parentId: null` makes it top-level. */
export type UpdateCategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** What staff change on an order. Absent fields keep their value. */
export type UpdateOrderStatusInput = {
  fulfillmentStatus?: InputMaybe<FulfillmentStatus>;
  internalNote?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a product: absent fields keep their value, null clears an optional one. `images` and `categoryIds` replace the whole list. */
export type UpdateProductInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the product’s categories; [] removes them all. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  costPrice?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the product’s images; [] removes them all. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  isOTC?: InputMaybe<Scalars['Boolean']['input']>;
  lowStockThreshold?: InputMaybe<Scalars['Int']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  requiresPrescription?: InputMaybe<Scalars['Boolean']['input']>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Kept when the name changes, unless given. */
  slug?: InputMaybe<Scalars['String']['input']>;
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
  trackInventory?: InputMaybe<Scalars['Boolean']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  weightUnit?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a staff user: only the given fields change. */
export type UpdateStaffUserInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** false deactivates: the user loses access at once. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** A new password. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserRole>;
};

/** Changes to a store: only the given fields change. */
export type UpdateTenantInput = {
  /** Super administrator only. */
  accountingCountry?: InputMaybe<AccountingCountry>;
  /** Super administrator only. */
  accountingPlan?: InputMaybe<AccountingPlan>;
  address?: InputMaybe<Scalars['String']['input']>;
  businessType?: InputMaybe<BusinessType>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  primaryColor?: InputMaybe<Scalars['String']['input']>;
  settings?: InputMaybe<TenantSettingsInput>;
  state?: InputMaybe<Scalars['String']['input']>;
  /** Super administrator only. */
  status?: InputMaybe<TenantStatus>;
};

/** A staff user (administrator or staff) or the super administrator. */
export type User = {
  __typename?: 'User';
  /** ADMIN holds full access wherever no role is set. */
  accountingRoles: Array<AccountingRole>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastLoginAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role: UserRole;
  tenant?: Maybe<Tenant>;
  tenantId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  data: Array<User>;
  meta: PageMeta;
};

/** SUPER_ADMIN manages tenants; ADMIN and STAFF work in one store (STAFF may not manage users, update the tenant or delete products). */
export type UserRole =
  | 'ADMIN'
  | 'STAFF'
  | 'SUPER_ADMIN';

/** The signed-in staff user or customer. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Customers: the whole customer record. */
  customer?: Maybe<Customer>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: ViewerKind;
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** SUPER_ADMIN, ADMIN, STAFF or CUSTOMER. */
  role: Scalars['String']['output'];
  tenant?: Maybe<Tenant>;
  tenantId?: Maybe<Scalars['ID']['output']>;
  /** Staff users: the whole user record. */
  user?: Maybe<User>;
};

export type ViewerKind =
  | 'CUSTOMER'
  | 'USER';

export type AccountingLinkFieldsFragment = { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string };

export type PurchaseCreditNoteFieldsFragment = { __typename?: 'PurchaseCreditNote', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, deleted_at?: string | null, editable: boolean, contact_name: string, contact_reference?: string | null, date: string, original_invoice_date?: string | null, reference?: string | null, vendor_reference?: string | null, notes?: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }, contact?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, currency?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, status?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, credit_note_lines: Array<{ __typename?: 'PurchaseCreditNoteLine', id: string, displayed_as?: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, tax_rate?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }>, tax_analysis: Array<{ __typename?: 'PurchaseCreditNoteTaxAnalysis', net_amount: string, tax_amount: string, total_amount: string, tax_rate: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } }> };

export type PurchaseCreditNotesQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  items_per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  contact_id?: InputMaybe<Scalars['String']['input']>;
  status_id?: InputMaybe<Scalars['String']['input']>;
  from_date?: InputMaybe<Scalars['String']['input']>;
  to_date?: InputMaybe<Scalars['String']['input']>;
  updated_or_created_since?: InputMaybe<Scalars['String']['input']>;
  deleted_since?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
}>;


export type PurchaseCreditNotesQuery = { __typename?: 'Query', purchaseCreditNotes: { __typename?: 'PurchaseCreditNoteList', total: number, page: number, next?: string | null, back?: string | null, items_per_page: number, items: Array<{ __typename?: 'PurchaseCreditNote', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, deleted_at?: string | null, editable: boolean, contact_name: string, contact_reference?: string | null, date: string, original_invoice_date?: string | null, reference?: string | null, vendor_reference?: string | null, notes?: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }, contact?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, currency?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, status?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, credit_note_lines: Array<{ __typename?: 'PurchaseCreditNoteLine', id: string, displayed_as?: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, tax_rate?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }>, tax_analysis: Array<{ __typename?: 'PurchaseCreditNoteTaxAnalysis', net_amount: string, tax_amount: string, total_amount: string, tax_rate: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } }> }> } };

export type PurchaseCreditNoteQueryVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type PurchaseCreditNoteQuery = { __typename?: 'Query', purchaseCreditNote: { __typename?: 'PurchaseCreditNote', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, deleted_at?: string | null, editable: boolean, contact_name: string, contact_reference?: string | null, date: string, original_invoice_date?: string | null, reference?: string | null, vendor_reference?: string | null, notes?: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }, contact?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, currency?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, status?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, credit_note_lines: Array<{ __typename?: 'PurchaseCreditNoteLine', id: string, displayed_as?: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, tax_rate?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }>, tax_analysis: Array<{ __typename?: 'PurchaseCreditNoteTaxAnalysis', net_amount: string, tax_amount: string, total_amount: string, tax_rate: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } }> } };

export type CreatePurchaseCreditNoteMutationVariables = Exact<{
  purchase_credit_note: PurchaseCreditNoteInput;
}>;


export type CreatePurchaseCreditNoteMutation = { __typename?: 'Mutation', createPurchaseCreditNote: { __typename?: 'PurchaseCreditNote', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, deleted_at?: string | null, editable: boolean, contact_name: string, contact_reference?: string | null, date: string, original_invoice_date?: string | null, reference?: string | null, vendor_reference?: string | null, notes?: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }, contact?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, currency?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, status?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, credit_note_lines: Array<{ __typename?: 'PurchaseCreditNoteLine', id: string, displayed_as?: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, tax_rate?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }>, tax_analysis: Array<{ __typename?: 'PurchaseCreditNoteTaxAnalysis', net_amount: string, tax_amount: string, total_amount: string, tax_rate: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } }> } };

export type UpdatePurchaseCreditNoteMutationVariables = Exact<{
  key: Scalars['ID']['input'];
  purchase_credit_note: PurchaseCreditNoteUpdate;
}>;


export type UpdatePurchaseCreditNoteMutation = { __typename?: 'Mutation', updatePurchaseCreditNote: { __typename?: 'PurchaseCreditNote', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, deleted_at?: string | null, editable: boolean, contact_name: string, contact_reference?: string | null, date: string, original_invoice_date?: string | null, reference?: string | null, vendor_reference?: string | null, notes?: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }, contact?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, currency?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, status?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, credit_note_lines: Array<{ __typename?: 'PurchaseCreditNoteLine', id: string, displayed_as?: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, tax_rate?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }>, tax_analysis: Array<{ __typename?: 'PurchaseCreditNoteTaxAnalysis', net_amount: string, tax_amount: string, total_amount: string, tax_rate: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } }> } };

export type DeletePurchaseCreditNoteMutationVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type DeletePurchaseCreditNoteMutation = { __typename?: 'Mutation', deletePurchaseCreditNote: string };

export type ReleasePurchaseCreditNoteMutationVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type ReleasePurchaseCreditNoteMutation = { __typename?: 'Mutation', releasePurchaseCreditNote: { __typename?: 'PurchaseCreditNote', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, deleted_at?: string | null, editable: boolean, contact_name: string, contact_reference?: string | null, date: string, original_invoice_date?: string | null, reference?: string | null, vendor_reference?: string | null, notes?: string | null, total_quantity: string, net_amount: string, tax_amount: string, total_amount: string, payments_allocations_total_amount: string, payments_allocations_total_discount: string, total_paid: string, outstanding_amount: string, exchange_rate: string, inverse_exchange_rate: string, base_currency_net_amount: string, base_currency_tax_amount: string, base_currency_total_amount: string, base_currency_outstanding_amount: string, transaction_type: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }, contact?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, currency?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, status?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, credit_note_lines: Array<{ __typename?: 'PurchaseCreditNoteLine', id: string, displayed_as?: string | null, description: string, quantity: string, unit_price: string, net_amount: string, tax_amount: string, total_amount: string, unit_price_includes_tax: boolean, ledger_account?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, tax_rate?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }>, tax_analysis: Array<{ __typename?: 'PurchaseCreditNoteTaxAnalysis', net_amount: string, tax_amount: string, total_amount: string, tax_rate: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } }> } };

export type ServiceRateTypeFieldsFragment = { __typename?: 'ServiceRateType', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean };

export type ServiceRateTypesQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  items_per_page?: InputMaybe<Scalars['Int']['input']>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
  updated_or_created_since?: InputMaybe<Scalars['String']['input']>;
}>;


export type ServiceRateTypesQuery = { __typename?: 'Query', serviceRateTypes: { __typename?: 'ServiceRateTypeList', total: number, page: number, next?: string | null, back?: string | null, items_per_page: number, items: Array<{ __typename?: 'ServiceRateType', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean }> } };

export type ServiceRateTypeQueryVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type ServiceRateTypeQuery = { __typename?: 'Query', serviceRateType: { __typename?: 'ServiceRateType', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean } };

export type CreateServiceRateTypeMutationVariables = Exact<{
  service_rate_type: ServiceRateTypeInput;
}>;


export type CreateServiceRateTypeMutation = { __typename?: 'Mutation', createServiceRateType: { __typename?: 'ServiceRateType', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean } };

export type UpdateServiceRateTypeMutationVariables = Exact<{
  key: Scalars['ID']['input'];
  service_rate_type: ServiceRateTypeUpdate;
}>;


export type UpdateServiceRateTypeMutation = { __typename?: 'Mutation', updateServiceRateType: { __typename?: 'ServiceRateType', id: string, displayed_as?: string | null, path: string, created_at: string, updated_at: string, name: string, active: boolean } };

export type DeleteServiceRateTypeMutationVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type DeleteServiceRateTypeMutation = { __typename?: 'Mutation', deleteServiceRateType: string };

export type LedgerAccountTypesQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  items_per_page?: InputMaybe<Scalars['Int']['input']>;
  ledger_account_classification_id?: InputMaybe<Scalars['String']['input']>;
}>;


export type LedgerAccountTypesQuery = { __typename?: 'Query', ledgerAccountTypes: { __typename?: 'LedgerAccountTypeList', total: number, items: Array<{ __typename?: 'LedgerAccountType', id: string, displayed_as?: string | null, path: string, ledger_account_classification?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }> } };

export type LedgerAccountTypeQueryVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type LedgerAccountTypeQuery = { __typename?: 'Query', ledgerAccountType: { __typename?: 'LedgerAccountType', id: string, displayed_as?: string | null, path: string, ledger_account_classification?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null } };

export type LedgerAccountClassificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerAccountClassificationsQuery = { __typename?: 'Query', ledgerAccountClassifications: { __typename?: 'LedgerAccountClassificationList', total: number, items: Array<{ __typename?: 'LedgerAccountClassification', id: string, displayed_as?: string | null, path: string }> } };

export type AccountingContactsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  items_per_page?: InputMaybe<Scalars['Int']['input']>;
  contact_type_id?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccountingContactsQuery = { __typename?: 'Query', contacts: { __typename?: 'ContactList', total: number, items: Array<{ __typename?: 'Contact', id: string, displayed_as?: string | null, path: string, name: string, reference?: string | null, email?: string | null, contact_types: Array<{ __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string }> }> } };

export type CreateAccountingContactMutationVariables = Exact<{
  contact: ContactInput;
}>;


export type CreateAccountingContactMutation = { __typename?: 'Mutation', createContact: { __typename?: 'Contact', id: string, displayed_as?: string | null, path: string, name: string, reference?: string | null } };

export type LedgerAccountsQueryVariables = Exact<{
  ledger_account_type_id?: InputMaybe<Scalars['String']['input']>;
}>;


export type LedgerAccountsQuery = { __typename?: 'Query', ledgerAccounts: { __typename?: 'LedgerAccountList', total: number, items: Array<{ __typename?: 'LedgerAccount', id: string, displayed_as?: string | null, path: string, nominal_code: number, name: string, ledger_account_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }> } };

export type CreateLedgerAccountMutationVariables = Exact<{
  ledger_account: LedgerAccountInput;
}>;


export type CreateLedgerAccountMutation = { __typename?: 'Mutation', createLedgerAccount: { __typename?: 'LedgerAccount', id: string, displayed_as?: string | null, path: string, nominal_code: number } };

export type AccountingReferenceDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingReferenceDataQuery = { __typename?: 'Query', artefactStatuses: { __typename?: 'ArtefactStatusList', items: Array<{ __typename?: 'ArtefactStatus', id: string, displayed_as?: string | null, path: string }> }, attachmentContextTypes: { __typename?: 'AttachmentContextTypeList', items: Array<{ __typename?: 'AttachmentContextType', id: string, displayed_as?: string | null, path: string }> }, currencies: { __typename?: 'AccountingCurrencyList', items: Array<{ __typename?: 'AccountingCurrency', id: string, displayed_as?: string | null, path: string, symbol: string }> }, taxRates: { __typename?: 'TaxRateList', items: Array<{ __typename?: 'TaxRate', id: string, displayed_as?: string | null, path: string, percentage: string }> } };

export type AttachmentFieldsFragment = { __typename?: 'Attachment', id: string, displayed_as?: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension?: string | null, file_size: number, description?: string | null, is_public: boolean, attachment_context_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, attachment_context?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null };

export type AttachmentsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  items_per_page?: InputMaybe<Scalars['Int']['input']>;
  attachment_context_id?: InputMaybe<Scalars['String']['input']>;
  attachment_context_type_id?: InputMaybe<Scalars['String']['input']>;
  updated_or_created_since?: InputMaybe<Scalars['String']['input']>;
  deleted_since?: InputMaybe<Scalars['String']['input']>;
}>;


export type AttachmentsQuery = { __typename?: 'Query', attachments: { __typename?: 'AttachmentList', total: number, page: number, next?: string | null, back?: string | null, items_per_page: number, items: Array<{ __typename?: 'Attachment', id: string, displayed_as?: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension?: string | null, file_size: number, description?: string | null, is_public: boolean, attachment_context_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, attachment_context?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null }> } };

export type AttachmentQueryVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type AttachmentQuery = { __typename?: 'Query', attachment: { __typename?: 'Attachment', id: string, displayed_as?: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension?: string | null, file_size: number, description?: string | null, is_public: boolean, attachment_context_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, attachment_context?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null } };

export type AttachmentFileQueryVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type AttachmentFileQuery = { __typename?: 'Query', attachmentFile: { __typename?: 'AttachmentFile', file_name: string, mime_type: string, content_base64: string } };

export type CreateAttachmentMutationVariables = Exact<{
  attachment: AttachmentInput;
}>;


export type CreateAttachmentMutation = { __typename?: 'Mutation', createAttachment: { __typename?: 'Attachment', id: string, displayed_as?: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension?: string | null, file_size: number, description?: string | null, is_public: boolean, attachment_context_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, attachment_context?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null } };

export type UploadAttachmentMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
  attachment?: InputMaybe<AttachmentUploadInput>;
}>;


export type UploadAttachmentMutation = { __typename?: 'Mutation', uploadAttachment: { __typename?: 'Attachment', id: string, displayed_as?: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension?: string | null, file_size: number, description?: string | null, is_public: boolean, attachment_context_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, attachment_context?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null } };

export type UpdateAttachmentMutationVariables = Exact<{
  key: Scalars['ID']['input'];
  attachment: AttachmentUpdate;
}>;


export type UpdateAttachmentMutation = { __typename?: 'Mutation', updateAttachment: { __typename?: 'Attachment', id: string, displayed_as?: string | null, path: string, file_path: string, created_at: string, updated_at: string, file_name: string, mime_type: string, file_extension?: string | null, file_size: number, description?: string | null, is_public: boolean, attachment_context_type?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null, attachment_context?: { __typename?: 'AccountingLink', id: string, displayed_as?: string | null, path: string } | null } };

export type DeleteAttachmentMutationVariables = Exact<{
  key: Scalars['ID']['input'];
}>;


export type DeleteAttachmentMutation = { __typename?: 'Mutation', deleteAttachment: string };

export type ProductCardFragment = { __typename?: 'Product', id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> };

export type ProductDetailsFragment = { __typename?: 'Product', description?: string | null, shortDescription?: string | null, sku?: string | null, barcode?: string | null, lowStockThreshold: number, weight?: number | null, weightUnit?: string | null, isActive: boolean, isOTC: boolean, manufacturer?: string | null, metaTitle?: string | null, metaDescription?: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ __typename?: 'ProductImage', url: string, sortOrder: number }>, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> };

export type AdminProductFieldsFragment = { __typename?: 'Product', costPrice?: number | null, description?: string | null, shortDescription?: string | null, sku?: string | null, barcode?: string | null, lowStockThreshold: number, weight?: number | null, weightUnit?: string | null, isActive: boolean, isOTC: boolean, manufacturer?: string | null, metaTitle?: string | null, metaDescription?: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ __typename?: 'ProductImage', url: string, sortOrder: number }>, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> };

export type CategoryNodeFragment = { __typename?: 'Category', id: string, name: string, slug: string, description?: string | null, image?: string | null, icon?: string | null, parentId?: string | null, isActive: boolean, sortOrder: number, _count: { __typename?: 'CategoryCount', products: number } };

export type ProductListQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  sortBy?: InputMaybe<ProductSortField>;
  sortOrder?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProductListQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', data: Array<{ __typename?: 'Product', id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type ProductDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductDetailQuery = { __typename?: 'Query', product: { __typename?: 'Product', description?: string | null, shortDescription?: string | null, sku?: string | null, barcode?: string | null, lowStockThreshold: number, weight?: number | null, weightUnit?: string | null, isActive: boolean, isOTC: boolean, manufacturer?: string | null, metaTitle?: string | null, metaDescription?: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ __typename?: 'ProductImage', url: string, sortOrder: number }>, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> } };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, slug: string, description?: string | null, image?: string | null, icon?: string | null, parentId?: string | null, isActive: boolean, sortOrder: number, parent?: { __typename?: 'Category', id: string, name: string, slug: string } | null, children: Array<{ __typename?: 'Category', id: string, name: string, slug: string }>, _count: { __typename?: 'CategoryCount', products: number } }> };

export type CategoryDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CategoryDetailQuery = { __typename?: 'Query', category: { __typename?: 'Category', id: string, name: string, slug: string, description?: string | null, image?: string | null, icon?: string | null, parentId?: string | null, isActive: boolean, sortOrder: number, parent?: { __typename?: 'Category', id: string, name: string, slug: string } | null, children: Array<{ __typename?: 'Category', id: string, name: string, slug: string, description?: string | null, image?: string | null, icon?: string | null, parentId?: string | null, isActive: boolean, sortOrder: number, _count: { __typename?: 'CategoryCount', products: number } }>, _count: { __typename?: 'CategoryCount', products: number } } };

export type AdminProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminProductQuery = { __typename?: 'Query', product: { __typename?: 'Product', costPrice?: number | null, description?: string | null, shortDescription?: string | null, sku?: string | null, barcode?: string | null, lowStockThreshold: number, weight?: number | null, weightUnit?: string | null, isActive: boolean, isOTC: boolean, manufacturer?: string | null, metaTitle?: string | null, metaDescription?: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ __typename?: 'ProductImage', url: string, sortOrder: number }>, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'Product', costPrice?: number | null, description?: string | null, shortDescription?: string | null, sku?: string | null, barcode?: string | null, lowStockThreshold: number, weight?: number | null, weightUnit?: string | null, isActive: boolean, isOTC: boolean, manufacturer?: string | null, metaTitle?: string | null, metaDescription?: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ __typename?: 'ProductImage', url: string, sortOrder: number }>, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> } };

export type UpdateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { __typename?: 'Mutation', updateProduct: { __typename?: 'Product', costPrice?: number | null, description?: string | null, shortDescription?: string | null, sku?: string | null, barcode?: string | null, lowStockThreshold: number, weight?: number | null, weightUnit?: string | null, isActive: boolean, isOTC: boolean, manufacturer?: string | null, metaTitle?: string | null, metaDescription?: string | null, createdAt: string, updatedAt: string, id: string, name: string, slug: string, price: number, compareAtPrice?: number | null, thumbnail?: string | null, stockQuantity: number, trackInventory: boolean, isFeatured: boolean, requiresPrescription: boolean, images: Array<{ __typename?: 'ProductImage', url: string, sortOrder: number }>, categories: Array<{ __typename?: 'ProductCategory', category: { __typename?: 'Category', id: string, name: string, slug: string } }> } };

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProductMutation = { __typename?: 'Mutation', deleteProduct: string };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { __typename?: 'Mutation', createCategory: { __typename?: 'Category', id: string, name: string, slug: string, description?: string | null, image?: string | null, icon?: string | null, parentId?: string | null, isActive: boolean, sortOrder: number, _count: { __typename?: 'CategoryCount', products: number } } };

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateCategoryInput;
}>;


export type UpdateCategoryMutation = { __typename?: 'Mutation', updateCategory: { __typename?: 'Category', id: string, name: string, slug: string, description?: string | null, image?: string | null, icon?: string | null, parentId?: string | null, isActive: boolean, sortOrder: number, _count: { __typename?: 'CategoryCount', products: number } } };

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', deleteCategory: string };

export type CartFieldsFragment = { __typename?: 'Cart', subtotal: number, itemCount: number, items: Array<{ __typename?: 'CartLine', id: string, productId: string, productName: string, productSlug: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> };

export type AddressFieldsFragment = { __typename?: 'Address', id: string, firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string, isDefault: boolean };

export type OrderAddressFieldsFragment = { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string };

export type OrderSummaryFragment = { __typename?: 'Order', id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } };

export type OrderDetailsFragment = { __typename?: 'Order', subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod?: string | null, customerNote?: string | null, prescriptionUrl?: string | null, trackingNumber?: string | null, internalNote?: string | null, paidAt?: string | null, shippedAt?: string | null, deliveredAt?: string | null, cancelledAt?: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ __typename?: 'OrderItem', id: string, productId: string, productName: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null }>, shippingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, billingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { __typename?: 'Query', cart: { __typename?: 'Cart', subtotal: number, itemCount: number, items: Array<{ __typename?: 'CartLine', id: string, productId: string, productName: string, productSlug: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { __typename?: 'Mutation', addToCart: { __typename?: 'Cart', subtotal: number, itemCount: number, items: Array<{ __typename?: 'CartLine', id: string, productId: string, productName: string, productSlug: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type UpdateCartItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateCartItemInput;
}>;


export type UpdateCartItemMutation = { __typename?: 'Mutation', updateCartItem: { __typename?: 'Cart', subtotal: number, itemCount: number, items: Array<{ __typename?: 'CartLine', id: string, productId: string, productName: string, productSlug: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type RemoveCartItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveCartItemMutation = { __typename?: 'Mutation', removeCartItem: { __typename?: 'Cart', subtotal: number, itemCount: number, items: Array<{ __typename?: 'CartLine', id: string, productId: string, productName: string, productSlug: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type ClearCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCartMutation = { __typename?: 'Mutation', clearCart: { __typename?: 'Cart', subtotal: number, itemCount: number, items: Array<{ __typename?: 'CartLine', id: string, productId: string, productName: string, productSlug: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null, stockQuantity: number, isActive: boolean }> } };

export type AddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressesQuery = { __typename?: 'Query', addresses: Array<{ __typename?: 'Address', id: string, firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string, isDefault: boolean }> };

export type CreateAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type CreateAddressMutation = { __typename?: 'Mutation', createAddress: { __typename?: 'Address', id: string, firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string, isDefault: boolean } };

export type UpdateAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
}>;


export type UpdateAddressMutation = { __typename?: 'Mutation', updateAddress: { __typename?: 'Address', id: string, firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string, isDefault: boolean } };

export type DeleteAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAddressMutation = { __typename?: 'Mutation', deleteAddress: string };

export type CheckoutMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CheckoutMutation = { __typename?: 'Mutation', createOrder: { __typename?: 'Order', guestAccessToken?: string | null, subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod?: string | null, customerNote?: string | null, prescriptionUrl?: string | null, trackingNumber?: string | null, internalNote?: string | null, paidAt?: string | null, shippedAt?: string | null, deliveredAt?: string | null, cancelledAt?: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ __typename?: 'OrderItem', id: string, productId: string, productName: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null }>, shippingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, billingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } } };

export type MyOrdersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyOrdersQuery = { __typename?: 'Query', myOrders: { __typename?: 'OrderPage', data: Array<{ __typename?: 'Order', id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ __typename?: 'OrderItem', productName: string, quantity: number, total: number }>, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type CreatePaymentIntentMutationVariables = Exact<{
  input: CreatePaymentIntentInput;
}>;


export type CreatePaymentIntentMutation = { __typename?: 'Mutation', createPaymentIntent: { __typename?: 'PaymentIntentResult', clientSecret: string, paymentIntentId: string, amount: number, currency: string } };

export type AdminOrdersQueryVariables = Exact<{
  customerId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<OrderStatus>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  fulfillmentStatus?: InputMaybe<FulfillmentStatus>;
  startDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  endDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminOrdersQuery = { __typename?: 'Query', orders: { __typename?: 'OrderPage', data: Array<{ __typename?: 'Order', id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type OrderDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrderDetailQuery = { __typename?: 'Query', order: { __typename?: 'Order', subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod?: string | null, customerNote?: string | null, prescriptionUrl?: string | null, trackingNumber?: string | null, internalNote?: string | null, paidAt?: string | null, shippedAt?: string | null, deliveredAt?: string | null, cancelledAt?: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ __typename?: 'OrderItem', id: string, productId: string, productName: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null }>, shippingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, billingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } } };

export type UpdateOrderStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateOrderStatusInput;
}>;


export type UpdateOrderStatusMutation = { __typename?: 'Mutation', updateOrderStatus: { __typename?: 'Order', subtotal: number, shippingFee: number, tax: number, isGuest: boolean, paymentMethod?: string | null, customerNote?: string | null, prescriptionUrl?: string | null, trackingNumber?: string | null, internalNote?: string | null, paidAt?: string | null, shippedAt?: string | null, deliveredAt?: string | null, cancelledAt?: string | null, updatedAt: string, id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, items: Array<{ __typename?: 'OrderItem', id: string, productId: string, productName: string, sku?: string | null, productImage?: string | null, price: number, quantity: number, total: number, variantOptions?: Record<string, unknown> | null }>, shippingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, billingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, phone?: string | null, line1: string, line2?: string | null, city: string, state?: string | null, postalCode: string, country: string }, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } } };

export type CustomersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CustomersQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerPage', data: Array<{ __typename?: 'Customer', id: string, email: string, firstName: string, lastName: string, phone?: string | null, isActive: boolean, createdAt: string }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type CustomerDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CustomerDetailQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', id: string, email: string, firstName: string, lastName: string, phone?: string | null, isActive: boolean, createdAt: string, orders: { __typename?: 'OrderPage', data: Array<{ __typename?: 'Order', id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, total: number, currency: string, createdAt: string, customer: { __typename?: 'OrderCustomer', id?: string | null, email: string, firstName: string, lastName: string } }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } } };

export type UploadFileMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadFileMutation = { __typename?: 'Mutation', uploadFile: { __typename?: 'StoredFile', id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type StoredFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StoredFileQuery = { __typename?: 'Query', storedFile: { __typename?: 'StoredFile', id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type UserFieldsFragment = { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> };

export type TenantFieldsFragment = { __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status?: TenantStatus | null, accountingPlan?: AccountingPlan | null, accountingCountry?: AccountingCountry | null, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', user: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, tenant?: { __typename?: 'Tenant', id: string, name: string, slug: string } | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> }, tokens: { __typename?: 'TokenPair', accessToken: string, refreshToken: string } } };

export type CustomerLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type CustomerLoginMutation = { __typename?: 'Mutation', customerLogin: { __typename?: 'CustomerAuthPayload', customer: { __typename?: 'Customer', id: string, email: string, firstName: string, lastName: string, phone?: string | null }, tokens: { __typename?: 'TokenPair', accessToken: string, refreshToken: string } } };

export type RegisterCustomerMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterCustomerMutation = { __typename?: 'Mutation', registerCustomer: { __typename?: 'CustomerAuthPayload', customer: { __typename?: 'Customer', id: string, email: string, firstName: string, lastName: string, phone?: string | null }, tokens: { __typename?: 'TokenPair', accessToken: string, refreshToken: string } } };

export type RefreshTokenMutationVariables = Exact<{
  input: RefreshInput;
}>;


export type RefreshTokenMutation = { __typename?: 'Mutation', refreshToken: { __typename?: 'RefreshPayload', tokens: { __typename?: 'TokenPair', accessToken: string, refreshToken: string } } };

export type LogoutMutationVariables = Exact<{
  input?: InputMaybe<LogoutInput>;
}>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'Viewer', kind: ViewerKind, id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: string, tenant?: { __typename?: 'Tenant', id: string, name: string, slug: string } | null } };

export type TenantInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantInfoQuery = { __typename?: 'Query', tenantInfo: { __typename?: 'TenantInfo', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } } };

export type TenantsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TenantsQuery = { __typename?: 'Query', tenants: { __typename?: 'TenantPage', data: Array<{ __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status?: TenantStatus | null, accountingPlan?: AccountingPlan | null, accountingCountry?: AccountingCountry | null, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type CreateTenantMutationVariables = Exact<{
  input: CreateTenantInput;
}>;


export type CreateTenantMutation = { __typename?: 'Mutation', createTenant: { __typename?: 'CreateTenantPayload', tenant: { __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status?: TenantStatus | null, accountingPlan?: AccountingPlan | null, accountingCountry?: AccountingCountry | null, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } }, admin: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> } } };

export type UpdateTenantMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateTenantInput;
}>;


export type UpdateTenantMutation = { __typename?: 'Mutation', updateTenant: { __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status?: TenantStatus | null, accountingPlan?: AccountingPlan | null, accountingCountry?: AccountingCountry | null, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } } };

export type StaffUsersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StaffUsersQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', data: Array<{ __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type CreateStaffUserMutationVariables = Exact<{
  input: CreateStaffUserInput;
}>;


export type CreateStaffUserMutation = { __typename?: 'Mutation', createStaffUser: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> } };

export type UpdateStaffUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateStaffUserInput;
}>;


export type UpdateStaffUserMutation = { __typename?: 'Mutation', updateStaffUser: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> } };

export type DeactivateStaffUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeactivateStaffUserMutation = { __typename?: 'Mutation', deactivateStaffUser: { __typename?: 'User', id: string, isActive: boolean } };

export type SetAccountingRolesMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  roles: Array<AccountingRoleInput> | AccountingRoleInput;
}>;


export type SetAccountingRolesMutation = { __typename?: 'Mutation', setAccountingRoles: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, prefix: string, lastUsedAt?: string | null, revokedAt?: string | null, createdAt: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', key: string, apiKey: { __typename?: 'ApiKey', id: string, name: string, prefix: string, createdAt: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, revokedAt?: string | null } };

export type PaymentGatewayConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentGatewayConfigQuery = { __typename?: 'Query', paymentGatewayConfig: { __typename?: 'PaymentGatewayConfig', gateway: string, publishableKey: string } };

export type PayrollJobFieldsFragment = { __typename?: 'JobResponse', id: string, employerId: string, employerName?: string | null, type: JobType, name?: string | null, outputFormat?: string | null, status: JobStatus, executionStartTime?: string | null, timeInQueue?: number | null, executionTime?: number | null, createdDate: string, updatedDate?: string | null, requestedByName?: string | null, result: { __typename?: 'JobResultResponse', metadata?: Record<string, unknown> | null, errors?: Array<string> | null, file: { __typename?: 'JobResultFileResponse', fileName?: string | null, uri?: string | null } } };

export type PayrollEmployersQueryVariables = Exact<{ [key: string]: never; }>;


export type PayrollEmployersQuery = { __typename?: 'Query', payrollEmployers: Array<{ __typename?: 'Employer', id: string, name: string, alternativeIdentifier?: string | null, createdAt: string }> };

export type CreatePayrollEmployerMutationVariables = Exact<{
  input: CreateEmployerInput;
}>;


export type CreatePayrollEmployerMutation = { __typename?: 'Mutation', createPayrollEmployer: { __typename?: 'Employer', id: string, name: string, alternativeIdentifier?: string | null } };

export type PayrollEmployeesQueryVariables = Exact<{
  employerId: Scalars['ID']['input'];
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PayrollEmployeesQuery = { __typename?: 'Query', payrollEmployees: { __typename?: 'EmployeePage', total: number, items: Array<{ __typename?: 'Employee', id: string, payrollCode: string, firstName?: string | null, lastName?: string | null, status: string, dateOfBirth: string, joinDate: string, leaveDate?: string | null, payBasis: string, payAmount: number }> } };

export type PayrollEmployeeQueryVariables = Exact<{
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type PayrollEmployeeQuery = { __typename?: 'Query', payrollEmployee: { __typename?: 'Employee', id: string, payrollCode: string, title?: string | null, firstName?: string | null, middleName?: string | null, lastName?: string | null, status: string, dateOfBirth: string, joinDate: string, leaveDate?: string | null, email?: string | null, niNumber?: string | null, taxCode?: string | null, payBasis: string, payAmount: number, payCode?: string | null, payLines: Array<{ __typename?: 'PayLine', code: string, value: number, description?: string | null }>, roles: Array<{ __typename?: 'EmployeeRole', id: string, reference: string, jobTitle?: string | null, isPrimary: boolean, startDate?: string | null, endDate?: string | null }>, pensionMemberships: Array<{ __typename?: 'PensionMembership', id: string, pensionScheme: string, workerGroup: string, joinDate: string, endDate?: string | null }>, leave: Array<{ __typename?: 'LeaveRecord', id: string, type: string, pay: string, from: string, to?: string | null }> } };

export type PayrollJobsQueryVariables = Exact<{
  employerId?: InputMaybe<Scalars['ID']['input']>;
  jobType?: InputMaybe<JobType>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PayrollJobsQuery = { __typename?: 'Query', payrollJobs: { __typename?: 'JobPage', total: number, items: Array<{ __typename?: 'JobResponse', id: string, employerId: string, employerName?: string | null, type: JobType, name?: string | null, outputFormat?: string | null, status: JobStatus, executionStartTime?: string | null, timeInQueue?: number | null, executionTime?: number | null, createdDate: string, updatedDate?: string | null, requestedByName?: string | null, result: { __typename?: 'JobResultResponse', metadata?: Record<string, unknown> | null, errors?: Array<string> | null, file: { __typename?: 'JobResultFileResponse', fileName?: string | null, uri?: string | null } } }> } };

export type PayrollJobQueryVariables = Exact<{
  jobId: Scalars['ID']['input'];
}>;


export type PayrollJobQuery = { __typename?: 'Query', payrollJob: { __typename?: 'JobResponse', id: string, employerId: string, employerName?: string | null, type: JobType, name?: string | null, outputFormat?: string | null, status: JobStatus, executionStartTime?: string | null, timeInQueue?: number | null, executionTime?: number | null, createdDate: string, updatedDate?: string | null, requestedByName?: string | null, result: { __typename?: 'JobResultResponse', metadata?: Record<string, unknown> | null, errors?: Array<string> | null, file: { __typename?: 'JobResultFileResponse', fileName?: string | null, uri?: string | null } } } };

export type PayrollJobErrorsQueryVariables = Exact<{
  jobId: Scalars['ID']['input'];
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PayrollJobErrorsQuery = { __typename?: 'Query', payrollJobErrors: { __typename?: 'JobErrorPage', total: number, items: Array<{ __typename?: 'JobErrorResponse', id: string, rowNumber?: number | null, column?: string | null, errorMessage?: string | null, errorType?: string | null, createdDate: string }> } };

export type PayrollJobDocumentQueryVariables = Exact<{
  jobId: Scalars['ID']['input'];
}>;


export type PayrollJobDocumentQuery = { __typename?: 'Query', payrollJobDocument: { __typename?: 'JobDocument', fileName: string, contentType: string, contentBase64: string } };

export type DeleteCompletedPayrollJobsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCompletedPayrollJobsMutation = { __typename?: 'Mutation', deleteCompletedPayrollJobs: number };

export type ImportPayrollEmployeesMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  format?: InputMaybe<CsvFileFormat>;
  allowUpdates?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ImportPayrollEmployeesMutation = { __typename?: 'Mutation', importPayrollEmployees: { __typename?: 'JobResponse', id: string, employerId: string, employerName?: string | null, type: JobType, name?: string | null, outputFormat?: string | null, status: JobStatus, executionStartTime?: string | null, timeInQueue?: number | null, executionTime?: number | null, createdDate: string, updatedDate?: string | null, requestedByName?: string | null, result: { __typename?: 'JobResultResponse', metadata?: Record<string, unknown> | null, errors?: Array<string> | null, file: { __typename?: 'JobResultFileResponse', fileName?: string | null, uri?: string | null } } } };

export type ImportPayrollPayMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  items: Array<PayOptionsImportInput> | PayOptionsImportInput;
  flags?: InputMaybe<PayImportFlags>;
}>;


export type ImportPayrollPayMutation = { __typename?: 'Mutation', importPayrollPay: { __typename?: 'PayImportResult', validated: number, updated: number } };

export type ImportPayrollLeaveMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  items: Array<LeaveImportRequestInput> | LeaveImportRequestInput;
}>;


export type ImportPayrollLeaveMutation = { __typename?: 'Mutation', importPayrollLeave: { __typename?: 'JobResponse', id: string, employerId: string, employerName?: string | null, type: JobType, name?: string | null, outputFormat?: string | null, status: JobStatus, executionStartTime?: string | null, timeInQueue?: number | null, executionTime?: number | null, createdDate: string, updatedDate?: string | null, requestedByName?: string | null, result: { __typename?: 'JobResultResponse', metadata?: Record<string, unknown> | null, errors?: Array<string> | null, file: { __typename?: 'JobResultFileResponse', fileName?: string | null, uri?: string | null } } } };

export type ImportPayrollPensionMembershipsMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  previewOnly?: InputMaybe<Scalars['Boolean']['input']>;
  allowUpdates?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ImportPayrollPensionMembershipsMutation = { __typename?: 'Mutation', importPayrollPensionMemberships: Array<{ __typename?: 'Item', id: string, name?: string | null, metadata?: Record<string, unknown> | null, url?: string | null }> };

export type ImportPayrollRolesMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  previewOnly?: InputMaybe<Scalars['Boolean']['input']>;
  allowUpdates?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ImportPayrollRolesMutation = { __typename?: 'Mutation', importPayrollRoles: Array<{ __typename?: 'Item', id: string, name?: string | null, metadata?: Record<string, unknown> | null, url?: string | null }> };

export type PaymentsCsvMappingsQueryVariables = Exact<{
  employerId: Scalars['ID']['input'];
}>;


export type PaymentsCsvMappingsQuery = { __typename?: 'Query', paymentsCsvMappings: Array<{ __typename?: 'Item', id: string, name?: string | null, metadata?: Record<string, unknown> | null, url?: string | null }> };

export type PaymentsCsvMappingQueryVariables = Exact<{
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type PaymentsCsvMappingQuery = { __typename?: 'Query', paymentsCsvMapping: { __typename?: 'PaymentsCsvMapping', id?: string | null, name: string, type?: PaymentsCsvMappingType | null, hasHeader?: boolean | null, payrollCodeIndex?: number | null, payAmountIndex?: number | null, payCodeIndex?: number | null, columns?: Array<{ __typename?: 'PaymentsCsvMappingColumn', title: string, code?: string | null, colIndex?: number | null, isMultiplier?: boolean | null, rateColIndex?: number | null }> | null } };

export type PaymentsCsvMappingTemplateQueryVariables = Exact<{
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type PaymentsCsvMappingTemplateQuery = { __typename?: 'Query', paymentsCsvMappingTemplate: { __typename?: 'ReportResponse', type?: string | null, content?: string | null } };

export type CreatePaymentsCsvMappingMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  input: PaymentsCsvMappingInput;
}>;


export type CreatePaymentsCsvMappingMutation = { __typename?: 'Mutation', createPaymentsCsvMapping: { __typename?: 'PaymentsCsvMapping', id?: string | null } };

export type UpdatePaymentsCsvMappingMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: PaymentsCsvMappingInput;
}>;


export type UpdatePaymentsCsvMappingMutation = { __typename?: 'Mutation', updatePaymentsCsvMapping: { __typename?: 'PaymentsCsvMapping', id?: string | null, name: string } };

export type DeletePaymentsCsvMappingMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeletePaymentsCsvMappingMutation = { __typename?: 'Mutation', deletePaymentsCsvMapping: string };

export type RequestPayrollEmployeeReportMutationVariables = Exact<{
  employerId: Scalars['ID']['input'];
  outputFormat?: InputMaybe<Scalars['String']['input']>;
}>;


export type RequestPayrollEmployeeReportMutation = { __typename?: 'Mutation', requestPayrollEmployeeReport: { __typename?: 'JobResponse', id: string, employerId: string, employerName?: string | null, type: JobType, name?: string | null, outputFormat?: string | null, status: JobStatus, executionStartTime?: string | null, timeInQueue?: number | null, executionTime?: number | null, createdDate: string, updatedDate?: string | null, requestedByName?: string | null, result: { __typename?: 'JobResultResponse', metadata?: Record<string, unknown> | null, errors?: Array<string> | null, file: { __typename?: 'JobResultFileResponse', fileName?: string | null, uri?: string | null } } } };

export const AccountingLinkFieldsFragmentDoc = gql`
    fragment AccountingLinkFields on AccountingLink {
  id
  displayed_as
  path
}
    `;
export const PurchaseCreditNoteFieldsFragmentDoc = gql`
    fragment PurchaseCreditNoteFields on PurchaseCreditNote {
  id
  displayed_as
  path
  created_at
  updated_at
  deleted_at
  editable
  transaction_type {
    ...AccountingLinkFields
  }
  contact {
    ...AccountingLinkFields
  }
  contact_name
  contact_reference
  date
  original_invoice_date
  reference
  vendor_reference
  notes
  total_quantity
  net_amount
  tax_amount
  total_amount
  payments_allocations_total_amount
  payments_allocations_total_discount
  total_paid
  outstanding_amount
  currency {
    ...AccountingLinkFields
  }
  exchange_rate
  inverse_exchange_rate
  base_currency_net_amount
  base_currency_tax_amount
  base_currency_total_amount
  base_currency_outstanding_amount
  status {
    ...AccountingLinkFields
  }
  credit_note_lines {
    id
    displayed_as
    description
    ledger_account {
      ...AccountingLinkFields
    }
    quantity
    unit_price
    net_amount
    tax_amount
    total_amount
    tax_rate {
      ...AccountingLinkFields
    }
    unit_price_includes_tax
  }
  tax_analysis {
    tax_rate {
      ...AccountingLinkFields
    }
    net_amount
    tax_amount
    total_amount
  }
}
    ${AccountingLinkFieldsFragmentDoc}`;
export const ServiceRateTypeFieldsFragmentDoc = gql`
    fragment ServiceRateTypeFields on ServiceRateType {
  id
  displayed_as
  path
  created_at
  updated_at
  name
  active
}
    `;
export const AttachmentFieldsFragmentDoc = gql`
    fragment AttachmentFields on Attachment {
  id
  displayed_as
  path
  file_path
  created_at
  updated_at
  file_name
  mime_type
  file_extension
  file_size
  description
  is_public
  attachment_context_type {
    ...AccountingLinkFields
  }
  attachment_context {
    ...AccountingLinkFields
  }
}
    ${AccountingLinkFieldsFragmentDoc}`;
export const ProductCardFragmentDoc = gql`
    fragment ProductCard on Product {
  id
  name
  slug
  price
  compareAtPrice
  thumbnail
  stockQuantity
  trackInventory
  isFeatured
  requiresPrescription
  categories {
    category {
      id
      name
      slug
    }
  }
}
    `;
export const ProductDetailsFragmentDoc = gql`
    fragment ProductDetails on Product {
  ...ProductCard
  description
  shortDescription
  sku
  barcode
  lowStockThreshold
  weight
  weightUnit
  isActive
  isOTC
  manufacturer
  metaTitle
  metaDescription
  images {
    url
    sortOrder
  }
  createdAt
  updatedAt
}
    ${ProductCardFragmentDoc}`;
export const AdminProductFieldsFragmentDoc = gql`
    fragment AdminProductFields on Product {
  ...ProductDetails
  costPrice
}
    ${ProductDetailsFragmentDoc}`;
export const CategoryNodeFragmentDoc = gql`
    fragment CategoryNode on Category {
  id
  name
  slug
  description
  image
  icon
  parentId
  isActive
  sortOrder
  _count {
    products
  }
}
    `;
export const CartFieldsFragmentDoc = gql`
    fragment CartFields on Cart {
  items {
    id
    productId
    productName
    productSlug
    sku
    productImage
    price
    quantity
    total
    variantOptions
    stockQuantity
    isActive
  }
  subtotal
  itemCount
}
    `;
export const AddressFieldsFragmentDoc = gql`
    fragment AddressFields on Address {
  id
  firstName
  lastName
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
    `;
export const OrderSummaryFragmentDoc = gql`
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  paymentStatus
  fulfillmentStatus
  total
  currency
  createdAt
  customer {
    id
    email
    firstName
    lastName
  }
}
    `;
export const OrderAddressFieldsFragmentDoc = gql`
    fragment OrderAddressFields on OrderAddress {
  firstName
  lastName
  phone
  line1
  line2
  city
  state
  postalCode
  country
}
    `;
export const OrderDetailsFragmentDoc = gql`
    fragment OrderDetails on Order {
  ...OrderSummary
  subtotal
  shippingFee
  tax
  isGuest
  items {
    id
    productId
    productName
    sku
    productImage
    price
    quantity
    total
    variantOptions
  }
  shippingAddress {
    ...OrderAddressFields
  }
  billingAddress {
    ...OrderAddressFields
  }
  paymentMethod
  customerNote
  prescriptionUrl
  trackingNumber
  internalNote
  paidAt
  shippedAt
  deliveredAt
  cancelledAt
  updatedAt
}
    ${OrderSummaryFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export const UserFieldsFragmentDoc = gql`
    fragment UserFields on User {
  id
  email
  firstName
  lastName
  phone
  role
  tenantId
  isActive
  lastLoginAt
  accountingRoles {
    area
    level
  }
}
    `;
export const TenantFieldsFragmentDoc = gql`
    fragment TenantFields on Tenant {
  id
  name
  slug
  businessType
  logo
  primaryColor
  email
  phone
  address
  city
  state
  country
  status
  accountingPlan
  accountingCountry
  settings {
    storeName
    allowGuestCheckout
    shippingFee
    taxRate
    currency
    freeShippingThreshold
  }
}
    `;
export const PayrollJobFieldsFragmentDoc = gql`
    fragment PayrollJobFields on JobResponse {
  id
  employerId
  employerName
  type
  name
  outputFormat
  status
  executionStartTime
  timeInQueue
  executionTime
  result {
    file {
      fileName
      uri
    }
    metadata
    errors
  }
  createdDate
  updatedDate
  requestedByName
}
    `;
export const PurchaseCreditNotesDocument = gql`
    query PurchaseCreditNotes($page: Int, $items_per_page: Int, $search: String, $contact_id: String, $status_id: String, $from_date: String, $to_date: String, $updated_or_created_since: String, $deleted_since: String, $sort: String) {
  purchaseCreditNotes(
    page: $page
    items_per_page: $items_per_page
    search: $search
    contact_id: $contact_id
    status_id: $status_id
    from_date: $from_date
    to_date: $to_date
    updated_or_created_since: $updated_or_created_since
    deleted_since: $deleted_since
    sort: $sort
  ) {
    total
    page
    next
    back
    items_per_page
    items {
      ...PurchaseCreditNoteFields
    }
  }
}
    ${PurchaseCreditNoteFieldsFragmentDoc}`;

/**
 * __usePurchaseCreditNotesQuery__
 *
 * To run a query within a React component, call `usePurchaseCreditNotesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePurchaseCreditNotesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePurchaseCreditNotesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      items_per_page: // value for 'items_per_page'
 *      search: // value for 'search'
 *      contact_id: // value for 'contact_id'
 *      status_id: // value for 'status_id'
 *      from_date: // value for 'from_date'
 *      to_date: // value for 'to_date'
 *      updated_or_created_since: // value for 'updated_or_created_since'
 *      deleted_since: // value for 'deleted_since'
 *      sort: // value for 'sort'
 *   },
 * });
 */
export function usePurchaseCreditNotesQuery(baseOptions?: Apollo.QueryHookOptions<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>(PurchaseCreditNotesDocument, options);
      }
export function usePurchaseCreditNotesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>(PurchaseCreditNotesDocument, options);
        }
// @ts-ignore
export function usePurchaseCreditNotesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>): Apollo.UseSuspenseQueryResult<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>;
export function usePurchaseCreditNotesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>): Apollo.UseSuspenseQueryResult<PurchaseCreditNotesQuery | undefined, PurchaseCreditNotesQueryVariables>;
export function usePurchaseCreditNotesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>(PurchaseCreditNotesDocument, options);
        }
export type PurchaseCreditNotesQueryHookResult = ReturnType<typeof usePurchaseCreditNotesQuery>;
export type PurchaseCreditNotesLazyQueryHookResult = ReturnType<typeof usePurchaseCreditNotesLazyQuery>;
export type PurchaseCreditNotesSuspenseQueryHookResult = ReturnType<typeof usePurchaseCreditNotesSuspenseQuery>;
export type PurchaseCreditNotesQueryResult = Apollo.QueryResult<PurchaseCreditNotesQuery, PurchaseCreditNotesQueryVariables>;
export const PurchaseCreditNoteDocument = gql`
    query PurchaseCreditNote($key: ID!) {
  purchaseCreditNote(key: $key) {
    ...PurchaseCreditNoteFields
  }
}
    ${PurchaseCreditNoteFieldsFragmentDoc}`;

/**
 * __usePurchaseCreditNoteQuery__
 *
 * To run a query within a React component, call `usePurchaseCreditNoteQuery` and pass it any options that fit your needs.
 * When your component renders, `usePurchaseCreditNoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePurchaseCreditNoteQuery({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function usePurchaseCreditNoteQuery(baseOptions: Apollo.QueryHookOptions<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables> & ({ variables: PurchaseCreditNoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>(PurchaseCreditNoteDocument, options);
      }
export function usePurchaseCreditNoteLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>(PurchaseCreditNoteDocument, options);
        }
// @ts-ignore
export function usePurchaseCreditNoteSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>): Apollo.UseSuspenseQueryResult<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>;
export function usePurchaseCreditNoteSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>): Apollo.UseSuspenseQueryResult<PurchaseCreditNoteQuery | undefined, PurchaseCreditNoteQueryVariables>;
export function usePurchaseCreditNoteSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>(PurchaseCreditNoteDocument, options);
        }
export type PurchaseCreditNoteQueryHookResult = ReturnType<typeof usePurchaseCreditNoteQuery>;
export type PurchaseCreditNoteLazyQueryHookResult = ReturnType<typeof usePurchaseCreditNoteLazyQuery>;
export type PurchaseCreditNoteSuspenseQueryHookResult = ReturnType<typeof usePurchaseCreditNoteSuspenseQuery>;
export type PurchaseCreditNoteQueryResult = Apollo.QueryResult<PurchaseCreditNoteQuery, PurchaseCreditNoteQueryVariables>;
export const CreatePurchaseCreditNoteDocument = gql`
    mutation CreatePurchaseCreditNote($purchase_credit_note: PurchaseCreditNoteInput!) {
  createPurchaseCreditNote(purchase_credit_note: $purchase_credit_note) {
    ...PurchaseCreditNoteFields
  }
}
    ${PurchaseCreditNoteFieldsFragmentDoc}`;
export type CreatePurchaseCreditNoteMutationFn = Apollo.MutationFunction<CreatePurchaseCreditNoteMutation, CreatePurchaseCreditNoteMutationVariables>;

/**
 * __useCreatePurchaseCreditNoteMutation__
 *
 * To run a mutation, you first call `useCreatePurchaseCreditNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePurchaseCreditNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPurchaseCreditNoteMutation, { data, loading, error }] = useCreatePurchaseCreditNoteMutation({
 *   variables: {
 *      purchase_credit_note: // value for 'purchase_credit_note'
 *   },
 * });
 */
export function useCreatePurchaseCreditNoteMutation(baseOptions?: Apollo.MutationHookOptions<CreatePurchaseCreditNoteMutation, CreatePurchaseCreditNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePurchaseCreditNoteMutation, CreatePurchaseCreditNoteMutationVariables>(CreatePurchaseCreditNoteDocument, options);
      }
export type CreatePurchaseCreditNoteMutationHookResult = ReturnType<typeof useCreatePurchaseCreditNoteMutation>;
export type CreatePurchaseCreditNoteMutationResult = Apollo.MutationResult<CreatePurchaseCreditNoteMutation>;
export type CreatePurchaseCreditNoteMutationOptions = Apollo.BaseMutationOptions<CreatePurchaseCreditNoteMutation, CreatePurchaseCreditNoteMutationVariables>;
export const UpdatePurchaseCreditNoteDocument = gql`
    mutation UpdatePurchaseCreditNote($key: ID!, $purchase_credit_note: PurchaseCreditNoteUpdate!) {
  updatePurchaseCreditNote(key: $key, purchase_credit_note: $purchase_credit_note) {
    ...PurchaseCreditNoteFields
  }
}
    ${PurchaseCreditNoteFieldsFragmentDoc}`;
export type UpdatePurchaseCreditNoteMutationFn = Apollo.MutationFunction<UpdatePurchaseCreditNoteMutation, UpdatePurchaseCreditNoteMutationVariables>;

/**
 * __useUpdatePurchaseCreditNoteMutation__
 *
 * To run a mutation, you first call `useUpdatePurchaseCreditNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePurchaseCreditNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePurchaseCreditNoteMutation, { data, loading, error }] = useUpdatePurchaseCreditNoteMutation({
 *   variables: {
 *      key: // value for 'key'
 *      purchase_credit_note: // value for 'purchase_credit_note'
 *   },
 * });
 */
export function useUpdatePurchaseCreditNoteMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePurchaseCreditNoteMutation, UpdatePurchaseCreditNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePurchaseCreditNoteMutation, UpdatePurchaseCreditNoteMutationVariables>(UpdatePurchaseCreditNoteDocument, options);
      }
export type UpdatePurchaseCreditNoteMutationHookResult = ReturnType<typeof useUpdatePurchaseCreditNoteMutation>;
export type UpdatePurchaseCreditNoteMutationResult = Apollo.MutationResult<UpdatePurchaseCreditNoteMutation>;
export type UpdatePurchaseCreditNoteMutationOptions = Apollo.BaseMutationOptions<UpdatePurchaseCreditNoteMutation, UpdatePurchaseCreditNoteMutationVariables>;
export const DeletePurchaseCreditNoteDocument = gql`
    mutation DeletePurchaseCreditNote($key: ID!) {
  deletePurchaseCreditNote(key: $key)
}
    `;
export type DeletePurchaseCreditNoteMutationFn = Apollo.MutationFunction<DeletePurchaseCreditNoteMutation, DeletePurchaseCreditNoteMutationVariables>;

/**
 * __useDeletePurchaseCreditNoteMutation__
 *
 * To run a mutation, you first call `useDeletePurchaseCreditNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePurchaseCreditNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePurchaseCreditNoteMutation, { data, loading, error }] = useDeletePurchaseCreditNoteMutation({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useDeletePurchaseCreditNoteMutation(baseOptions?: Apollo.MutationHookOptions<DeletePurchaseCreditNoteMutation, DeletePurchaseCreditNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeletePurchaseCreditNoteMutation, DeletePurchaseCreditNoteMutationVariables>(DeletePurchaseCreditNoteDocument, options);
      }
export type DeletePurchaseCreditNoteMutationHookResult = ReturnType<typeof useDeletePurchaseCreditNoteMutation>;
export type DeletePurchaseCreditNoteMutationResult = Apollo.MutationResult<DeletePurchaseCreditNoteMutation>;
export type DeletePurchaseCreditNoteMutationOptions = Apollo.BaseMutationOptions<DeletePurchaseCreditNoteMutation, DeletePurchaseCreditNoteMutationVariables>;
export const ReleasePurchaseCreditNoteDocument = gql`
    mutation ReleasePurchaseCreditNote($key: ID!) {
  releasePurchaseCreditNote(key: $key) {
    ...PurchaseCreditNoteFields
  }
}
    ${PurchaseCreditNoteFieldsFragmentDoc}`;
export type ReleasePurchaseCreditNoteMutationFn = Apollo.MutationFunction<ReleasePurchaseCreditNoteMutation, ReleasePurchaseCreditNoteMutationVariables>;

/**
 * __useReleasePurchaseCreditNoteMutation__
 *
 * To run a mutation, you first call `useReleasePurchaseCreditNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReleasePurchaseCreditNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [releasePurchaseCreditNoteMutation, { data, loading, error }] = useReleasePurchaseCreditNoteMutation({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useReleasePurchaseCreditNoteMutation(baseOptions?: Apollo.MutationHookOptions<ReleasePurchaseCreditNoteMutation, ReleasePurchaseCreditNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReleasePurchaseCreditNoteMutation, ReleasePurchaseCreditNoteMutationVariables>(ReleasePurchaseCreditNoteDocument, options);
      }
export type ReleasePurchaseCreditNoteMutationHookResult = ReturnType<typeof useReleasePurchaseCreditNoteMutation>;
export type ReleasePurchaseCreditNoteMutationResult = Apollo.MutationResult<ReleasePurchaseCreditNoteMutation>;
export type ReleasePurchaseCreditNoteMutationOptions = Apollo.BaseMutationOptions<ReleasePurchaseCreditNoteMutation, ReleasePurchaseCreditNoteMutationVariables>;
export const ServiceRateTypesDocument = gql`
    query ServiceRateTypes($page: Int, $items_per_page: Int, $active: Boolean, $updated_or_created_since: String) {
  serviceRateTypes(
    page: $page
    items_per_page: $items_per_page
    active: $active
    updated_or_created_since: $updated_or_created_since
  ) {
    total
    page
    next
    back
    items_per_page
    items {
      ...ServiceRateTypeFields
    }
  }
}
    ${ServiceRateTypeFieldsFragmentDoc}`;

/**
 * __useServiceRateTypesQuery__
 *
 * To run a query within a React component, call `useServiceRateTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useServiceRateTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useServiceRateTypesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      items_per_page: // value for 'items_per_page'
 *      active: // value for 'active'
 *      updated_or_created_since: // value for 'updated_or_created_since'
 *   },
 * });
 */
export function useServiceRateTypesQuery(baseOptions?: Apollo.QueryHookOptions<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>(ServiceRateTypesDocument, options);
      }
export function useServiceRateTypesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>(ServiceRateTypesDocument, options);
        }
// @ts-ignore
export function useServiceRateTypesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>): Apollo.UseSuspenseQueryResult<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>;
export function useServiceRateTypesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>): Apollo.UseSuspenseQueryResult<ServiceRateTypesQuery | undefined, ServiceRateTypesQueryVariables>;
export function useServiceRateTypesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>(ServiceRateTypesDocument, options);
        }
export type ServiceRateTypesQueryHookResult = ReturnType<typeof useServiceRateTypesQuery>;
export type ServiceRateTypesLazyQueryHookResult = ReturnType<typeof useServiceRateTypesLazyQuery>;
export type ServiceRateTypesSuspenseQueryHookResult = ReturnType<typeof useServiceRateTypesSuspenseQuery>;
export type ServiceRateTypesQueryResult = Apollo.QueryResult<ServiceRateTypesQuery, ServiceRateTypesQueryVariables>;
export const ServiceRateTypeDocument = gql`
    query ServiceRateType($key: ID!) {
  serviceRateType(key: $key) {
    ...ServiceRateTypeFields
  }
}
    ${ServiceRateTypeFieldsFragmentDoc}`;

/**
 * __useServiceRateTypeQuery__
 *
 * To run a query within a React component, call `useServiceRateTypeQuery` and pass it any options that fit your needs.
 * When your component renders, `useServiceRateTypeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useServiceRateTypeQuery({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useServiceRateTypeQuery(baseOptions: Apollo.QueryHookOptions<ServiceRateTypeQuery, ServiceRateTypeQueryVariables> & ({ variables: ServiceRateTypeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>(ServiceRateTypeDocument, options);
      }
export function useServiceRateTypeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>(ServiceRateTypeDocument, options);
        }
// @ts-ignore
export function useServiceRateTypeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>): Apollo.UseSuspenseQueryResult<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>;
export function useServiceRateTypeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>): Apollo.UseSuspenseQueryResult<ServiceRateTypeQuery | undefined, ServiceRateTypeQueryVariables>;
export function useServiceRateTypeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>(ServiceRateTypeDocument, options);
        }
export type ServiceRateTypeQueryHookResult = ReturnType<typeof useServiceRateTypeQuery>;
export type ServiceRateTypeLazyQueryHookResult = ReturnType<typeof useServiceRateTypeLazyQuery>;
export type ServiceRateTypeSuspenseQueryHookResult = ReturnType<typeof useServiceRateTypeSuspenseQuery>;
export type ServiceRateTypeQueryResult = Apollo.QueryResult<ServiceRateTypeQuery, ServiceRateTypeQueryVariables>;
export const CreateServiceRateTypeDocument = gql`
    mutation CreateServiceRateType($service_rate_type: ServiceRateTypeInput!) {
  createServiceRateType(service_rate_type: $service_rate_type) {
    ...ServiceRateTypeFields
  }
}
    ${ServiceRateTypeFieldsFragmentDoc}`;
export type CreateServiceRateTypeMutationFn = Apollo.MutationFunction<CreateServiceRateTypeMutation, CreateServiceRateTypeMutationVariables>;

/**
 * __useCreateServiceRateTypeMutation__
 *
 * To run a mutation, you first call `useCreateServiceRateTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateServiceRateTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createServiceRateTypeMutation, { data, loading, error }] = useCreateServiceRateTypeMutation({
 *   variables: {
 *      service_rate_type: // value for 'service_rate_type'
 *   },
 * });
 */
export function useCreateServiceRateTypeMutation(baseOptions?: Apollo.MutationHookOptions<CreateServiceRateTypeMutation, CreateServiceRateTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateServiceRateTypeMutation, CreateServiceRateTypeMutationVariables>(CreateServiceRateTypeDocument, options);
      }
export type CreateServiceRateTypeMutationHookResult = ReturnType<typeof useCreateServiceRateTypeMutation>;
export type CreateServiceRateTypeMutationResult = Apollo.MutationResult<CreateServiceRateTypeMutation>;
export type CreateServiceRateTypeMutationOptions = Apollo.BaseMutationOptions<CreateServiceRateTypeMutation, CreateServiceRateTypeMutationVariables>;
export const UpdateServiceRateTypeDocument = gql`
    mutation UpdateServiceRateType($key: ID!, $service_rate_type: ServiceRateTypeUpdate!) {
  updateServiceRateType(key: $key, service_rate_type: $service_rate_type) {
    ...ServiceRateTypeFields
  }
}
    ${ServiceRateTypeFieldsFragmentDoc}`;
export type UpdateServiceRateTypeMutationFn = Apollo.MutationFunction<UpdateServiceRateTypeMutation, UpdateServiceRateTypeMutationVariables>;

/**
 * __useUpdateServiceRateTypeMutation__
 *
 * To run a mutation, you first call `useUpdateServiceRateTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateServiceRateTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateServiceRateTypeMutation, { data, loading, error }] = useUpdateServiceRateTypeMutation({
 *   variables: {
 *      key: // value for 'key'
 *      service_rate_type: // value for 'service_rate_type'
 *   },
 * });
 */
export function useUpdateServiceRateTypeMutation(baseOptions?: Apollo.MutationHookOptions<UpdateServiceRateTypeMutation, UpdateServiceRateTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateServiceRateTypeMutation, UpdateServiceRateTypeMutationVariables>(UpdateServiceRateTypeDocument, options);
      }
export type UpdateServiceRateTypeMutationHookResult = ReturnType<typeof useUpdateServiceRateTypeMutation>;
export type UpdateServiceRateTypeMutationResult = Apollo.MutationResult<UpdateServiceRateTypeMutation>;
export type UpdateServiceRateTypeMutationOptions = Apollo.BaseMutationOptions<UpdateServiceRateTypeMutation, UpdateServiceRateTypeMutationVariables>;
export const DeleteServiceRateTypeDocument = gql`
    mutation DeleteServiceRateType($key: ID!) {
  deleteServiceRateType(key: $key)
}
    `;
export type DeleteServiceRateTypeMutationFn = Apollo.MutationFunction<DeleteServiceRateTypeMutation, DeleteServiceRateTypeMutationVariables>;

/**
 * __useDeleteServiceRateTypeMutation__
 *
 * To run a mutation, you first call `useDeleteServiceRateTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteServiceRateTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteServiceRateTypeMutation, { data, loading, error }] = useDeleteServiceRateTypeMutation({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useDeleteServiceRateTypeMutation(baseOptions?: Apollo.MutationHookOptions<DeleteServiceRateTypeMutation, DeleteServiceRateTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteServiceRateTypeMutation, DeleteServiceRateTypeMutationVariables>(DeleteServiceRateTypeDocument, options);
      }
export type DeleteServiceRateTypeMutationHookResult = ReturnType<typeof useDeleteServiceRateTypeMutation>;
export type DeleteServiceRateTypeMutationResult = Apollo.MutationResult<DeleteServiceRateTypeMutation>;
export type DeleteServiceRateTypeMutationOptions = Apollo.BaseMutationOptions<DeleteServiceRateTypeMutation, DeleteServiceRateTypeMutationVariables>;
export const LedgerAccountTypesDocument = gql`
    query LedgerAccountTypes($page: Int, $items_per_page: Int, $ledger_account_classification_id: String) {
  ledgerAccountTypes(
    page: $page
    items_per_page: $items_per_page
    ledger_account_classification_id: $ledger_account_classification_id
  ) {
    total
    items {
      id
      displayed_as
      path
      ledger_account_classification {
        ...AccountingLinkFields
      }
    }
  }
}
    ${AccountingLinkFieldsFragmentDoc}`;

/**
 * __useLedgerAccountTypesQuery__
 *
 * To run a query within a React component, call `useLedgerAccountTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLedgerAccountTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLedgerAccountTypesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      items_per_page: // value for 'items_per_page'
 *      ledger_account_classification_id: // value for 'ledger_account_classification_id'
 *   },
 * });
 */
export function useLedgerAccountTypesQuery(baseOptions?: Apollo.QueryHookOptions<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>(LedgerAccountTypesDocument, options);
      }
export function useLedgerAccountTypesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>(LedgerAccountTypesDocument, options);
        }
// @ts-ignore
export function useLedgerAccountTypesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>;
export function useLedgerAccountTypesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountTypesQuery | undefined, LedgerAccountTypesQueryVariables>;
export function useLedgerAccountTypesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>(LedgerAccountTypesDocument, options);
        }
export type LedgerAccountTypesQueryHookResult = ReturnType<typeof useLedgerAccountTypesQuery>;
export type LedgerAccountTypesLazyQueryHookResult = ReturnType<typeof useLedgerAccountTypesLazyQuery>;
export type LedgerAccountTypesSuspenseQueryHookResult = ReturnType<typeof useLedgerAccountTypesSuspenseQuery>;
export type LedgerAccountTypesQueryResult = Apollo.QueryResult<LedgerAccountTypesQuery, LedgerAccountTypesQueryVariables>;
export const LedgerAccountTypeDocument = gql`
    query LedgerAccountType($key: ID!) {
  ledgerAccountType(key: $key) {
    id
    displayed_as
    path
    ledger_account_classification {
      ...AccountingLinkFields
    }
  }
}
    ${AccountingLinkFieldsFragmentDoc}`;

/**
 * __useLedgerAccountTypeQuery__
 *
 * To run a query within a React component, call `useLedgerAccountTypeQuery` and pass it any options that fit your needs.
 * When your component renders, `useLedgerAccountTypeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLedgerAccountTypeQuery({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useLedgerAccountTypeQuery(baseOptions: Apollo.QueryHookOptions<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables> & ({ variables: LedgerAccountTypeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>(LedgerAccountTypeDocument, options);
      }
export function useLedgerAccountTypeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>(LedgerAccountTypeDocument, options);
        }
// @ts-ignore
export function useLedgerAccountTypeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>;
export function useLedgerAccountTypeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountTypeQuery | undefined, LedgerAccountTypeQueryVariables>;
export function useLedgerAccountTypeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>(LedgerAccountTypeDocument, options);
        }
export type LedgerAccountTypeQueryHookResult = ReturnType<typeof useLedgerAccountTypeQuery>;
export type LedgerAccountTypeLazyQueryHookResult = ReturnType<typeof useLedgerAccountTypeLazyQuery>;
export type LedgerAccountTypeSuspenseQueryHookResult = ReturnType<typeof useLedgerAccountTypeSuspenseQuery>;
export type LedgerAccountTypeQueryResult = Apollo.QueryResult<LedgerAccountTypeQuery, LedgerAccountTypeQueryVariables>;
export const LedgerAccountClassificationsDocument = gql`
    query LedgerAccountClassifications {
  ledgerAccountClassifications {
    total
    items {
      id
      displayed_as
      path
    }
  }
}
    `;

/**
 * __useLedgerAccountClassificationsQuery__
 *
 * To run a query within a React component, call `useLedgerAccountClassificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLedgerAccountClassificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLedgerAccountClassificationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useLedgerAccountClassificationsQuery(baseOptions?: Apollo.QueryHookOptions<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>(LedgerAccountClassificationsDocument, options);
      }
export function useLedgerAccountClassificationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>(LedgerAccountClassificationsDocument, options);
        }
// @ts-ignore
export function useLedgerAccountClassificationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>;
export function useLedgerAccountClassificationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountClassificationsQuery | undefined, LedgerAccountClassificationsQueryVariables>;
export function useLedgerAccountClassificationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>(LedgerAccountClassificationsDocument, options);
        }
export type LedgerAccountClassificationsQueryHookResult = ReturnType<typeof useLedgerAccountClassificationsQuery>;
export type LedgerAccountClassificationsLazyQueryHookResult = ReturnType<typeof useLedgerAccountClassificationsLazyQuery>;
export type LedgerAccountClassificationsSuspenseQueryHookResult = ReturnType<typeof useLedgerAccountClassificationsSuspenseQuery>;
export type LedgerAccountClassificationsQueryResult = Apollo.QueryResult<LedgerAccountClassificationsQuery, LedgerAccountClassificationsQueryVariables>;
export const AccountingContactsDocument = gql`
    query AccountingContacts($page: Int, $items_per_page: Int, $contact_type_id: String, $search: String) {
  contacts(
    page: $page
    items_per_page: $items_per_page
    contact_type_id: $contact_type_id
    search: $search
  ) {
    total
    items {
      id
      displayed_as
      path
      name
      reference
      email
      contact_types {
        ...AccountingLinkFields
      }
    }
  }
}
    ${AccountingLinkFieldsFragmentDoc}`;

/**
 * __useAccountingContactsQuery__
 *
 * To run a query within a React component, call `useAccountingContactsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountingContactsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountingContactsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      items_per_page: // value for 'items_per_page'
 *      contact_type_id: // value for 'contact_type_id'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useAccountingContactsQuery(baseOptions?: Apollo.QueryHookOptions<AccountingContactsQuery, AccountingContactsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AccountingContactsQuery, AccountingContactsQueryVariables>(AccountingContactsDocument, options);
      }
export function useAccountingContactsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AccountingContactsQuery, AccountingContactsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AccountingContactsQuery, AccountingContactsQueryVariables>(AccountingContactsDocument, options);
        }
// @ts-ignore
export function useAccountingContactsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AccountingContactsQuery, AccountingContactsQueryVariables>): Apollo.UseSuspenseQueryResult<AccountingContactsQuery, AccountingContactsQueryVariables>;
export function useAccountingContactsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AccountingContactsQuery, AccountingContactsQueryVariables>): Apollo.UseSuspenseQueryResult<AccountingContactsQuery | undefined, AccountingContactsQueryVariables>;
export function useAccountingContactsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AccountingContactsQuery, AccountingContactsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AccountingContactsQuery, AccountingContactsQueryVariables>(AccountingContactsDocument, options);
        }
export type AccountingContactsQueryHookResult = ReturnType<typeof useAccountingContactsQuery>;
export type AccountingContactsLazyQueryHookResult = ReturnType<typeof useAccountingContactsLazyQuery>;
export type AccountingContactsSuspenseQueryHookResult = ReturnType<typeof useAccountingContactsSuspenseQuery>;
export type AccountingContactsQueryResult = Apollo.QueryResult<AccountingContactsQuery, AccountingContactsQueryVariables>;
export const CreateAccountingContactDocument = gql`
    mutation CreateAccountingContact($contact: ContactInput!) {
  createContact(contact: $contact) {
    id
    displayed_as
    path
    name
    reference
  }
}
    `;
export type CreateAccountingContactMutationFn = Apollo.MutationFunction<CreateAccountingContactMutation, CreateAccountingContactMutationVariables>;

/**
 * __useCreateAccountingContactMutation__
 *
 * To run a mutation, you first call `useCreateAccountingContactMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountingContactMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountingContactMutation, { data, loading, error }] = useCreateAccountingContactMutation({
 *   variables: {
 *      contact: // value for 'contact'
 *   },
 * });
 */
export function useCreateAccountingContactMutation(baseOptions?: Apollo.MutationHookOptions<CreateAccountingContactMutation, CreateAccountingContactMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateAccountingContactMutation, CreateAccountingContactMutationVariables>(CreateAccountingContactDocument, options);
      }
export type CreateAccountingContactMutationHookResult = ReturnType<typeof useCreateAccountingContactMutation>;
export type CreateAccountingContactMutationResult = Apollo.MutationResult<CreateAccountingContactMutation>;
export type CreateAccountingContactMutationOptions = Apollo.BaseMutationOptions<CreateAccountingContactMutation, CreateAccountingContactMutationVariables>;
export const LedgerAccountsDocument = gql`
    query LedgerAccounts($ledger_account_type_id: String) {
  ledgerAccounts(
    ledger_account_type_id: $ledger_account_type_id
    items_per_page: 200
  ) {
    total
    items {
      id
      displayed_as
      path
      nominal_code
      name
      ledger_account_type {
        ...AccountingLinkFields
      }
    }
  }
}
    ${AccountingLinkFieldsFragmentDoc}`;

/**
 * __useLedgerAccountsQuery__
 *
 * To run a query within a React component, call `useLedgerAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLedgerAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLedgerAccountsQuery({
 *   variables: {
 *      ledger_account_type_id: // value for 'ledger_account_type_id'
 *   },
 * });
 */
export function useLedgerAccountsQuery(baseOptions?: Apollo.QueryHookOptions<LedgerAccountsQuery, LedgerAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LedgerAccountsQuery, LedgerAccountsQueryVariables>(LedgerAccountsDocument, options);
      }
export function useLedgerAccountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LedgerAccountsQuery, LedgerAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LedgerAccountsQuery, LedgerAccountsQueryVariables>(LedgerAccountsDocument, options);
        }
// @ts-ignore
export function useLedgerAccountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LedgerAccountsQuery, LedgerAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountsQuery, LedgerAccountsQueryVariables>;
export function useLedgerAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountsQuery, LedgerAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<LedgerAccountsQuery | undefined, LedgerAccountsQueryVariables>;
export function useLedgerAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LedgerAccountsQuery, LedgerAccountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LedgerAccountsQuery, LedgerAccountsQueryVariables>(LedgerAccountsDocument, options);
        }
export type LedgerAccountsQueryHookResult = ReturnType<typeof useLedgerAccountsQuery>;
export type LedgerAccountsLazyQueryHookResult = ReturnType<typeof useLedgerAccountsLazyQuery>;
export type LedgerAccountsSuspenseQueryHookResult = ReturnType<typeof useLedgerAccountsSuspenseQuery>;
export type LedgerAccountsQueryResult = Apollo.QueryResult<LedgerAccountsQuery, LedgerAccountsQueryVariables>;
export const CreateLedgerAccountDocument = gql`
    mutation CreateLedgerAccount($ledger_account: LedgerAccountInput!) {
  createLedgerAccount(ledger_account: $ledger_account) {
    id
    displayed_as
    path
    nominal_code
  }
}
    `;
export type CreateLedgerAccountMutationFn = Apollo.MutationFunction<CreateLedgerAccountMutation, CreateLedgerAccountMutationVariables>;

/**
 * __useCreateLedgerAccountMutation__
 *
 * To run a mutation, you first call `useCreateLedgerAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLedgerAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLedgerAccountMutation, { data, loading, error }] = useCreateLedgerAccountMutation({
 *   variables: {
 *      ledger_account: // value for 'ledger_account'
 *   },
 * });
 */
export function useCreateLedgerAccountMutation(baseOptions?: Apollo.MutationHookOptions<CreateLedgerAccountMutation, CreateLedgerAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateLedgerAccountMutation, CreateLedgerAccountMutationVariables>(CreateLedgerAccountDocument, options);
      }
export type CreateLedgerAccountMutationHookResult = ReturnType<typeof useCreateLedgerAccountMutation>;
export type CreateLedgerAccountMutationResult = Apollo.MutationResult<CreateLedgerAccountMutation>;
export type CreateLedgerAccountMutationOptions = Apollo.BaseMutationOptions<CreateLedgerAccountMutation, CreateLedgerAccountMutationVariables>;
export const AccountingReferenceDataDocument = gql`
    query AccountingReferenceData {
  artefactStatuses {
    items {
      id
      displayed_as
      path
    }
  }
  attachmentContextTypes {
    items {
      id
      displayed_as
      path
    }
  }
  currencies {
    items {
      id
      displayed_as
      path
      symbol
    }
  }
  taxRates(items_per_page: 200) {
    items {
      id
      displayed_as
      path
      percentage
    }
  }
}
    `;

/**
 * __useAccountingReferenceDataQuery__
 *
 * To run a query within a React component, call `useAccountingReferenceDataQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountingReferenceDataQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountingReferenceDataQuery({
 *   variables: {
 *   },
 * });
 */
export function useAccountingReferenceDataQuery(baseOptions?: Apollo.QueryHookOptions<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>(AccountingReferenceDataDocument, options);
      }
export function useAccountingReferenceDataLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>(AccountingReferenceDataDocument, options);
        }
// @ts-ignore
export function useAccountingReferenceDataSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>): Apollo.UseSuspenseQueryResult<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>;
export function useAccountingReferenceDataSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>): Apollo.UseSuspenseQueryResult<AccountingReferenceDataQuery | undefined, AccountingReferenceDataQueryVariables>;
export function useAccountingReferenceDataSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>(AccountingReferenceDataDocument, options);
        }
export type AccountingReferenceDataQueryHookResult = ReturnType<typeof useAccountingReferenceDataQuery>;
export type AccountingReferenceDataLazyQueryHookResult = ReturnType<typeof useAccountingReferenceDataLazyQuery>;
export type AccountingReferenceDataSuspenseQueryHookResult = ReturnType<typeof useAccountingReferenceDataSuspenseQuery>;
export type AccountingReferenceDataQueryResult = Apollo.QueryResult<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>;
export const AttachmentsDocument = gql`
    query Attachments($page: Int, $items_per_page: Int, $attachment_context_id: String, $attachment_context_type_id: String, $updated_or_created_since: String, $deleted_since: String) {
  attachments(
    page: $page
    items_per_page: $items_per_page
    attachment_context_id: $attachment_context_id
    attachment_context_type_id: $attachment_context_type_id
    updated_or_created_since: $updated_or_created_since
    deleted_since: $deleted_since
  ) {
    total
    page
    next
    back
    items_per_page
    items {
      ...AttachmentFields
    }
  }
}
    ${AttachmentFieldsFragmentDoc}`;

/**
 * __useAttachmentsQuery__
 *
 * To run a query within a React component, call `useAttachmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAttachmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAttachmentsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      items_per_page: // value for 'items_per_page'
 *      attachment_context_id: // value for 'attachment_context_id'
 *      attachment_context_type_id: // value for 'attachment_context_type_id'
 *      updated_or_created_since: // value for 'updated_or_created_since'
 *      deleted_since: // value for 'deleted_since'
 *   },
 * });
 */
export function useAttachmentsQuery(baseOptions?: Apollo.QueryHookOptions<AttachmentsQuery, AttachmentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AttachmentsQuery, AttachmentsQueryVariables>(AttachmentsDocument, options);
      }
export function useAttachmentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AttachmentsQuery, AttachmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AttachmentsQuery, AttachmentsQueryVariables>(AttachmentsDocument, options);
        }
// @ts-ignore
export function useAttachmentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AttachmentsQuery, AttachmentsQueryVariables>): Apollo.UseSuspenseQueryResult<AttachmentsQuery, AttachmentsQueryVariables>;
export function useAttachmentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AttachmentsQuery, AttachmentsQueryVariables>): Apollo.UseSuspenseQueryResult<AttachmentsQuery | undefined, AttachmentsQueryVariables>;
export function useAttachmentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AttachmentsQuery, AttachmentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AttachmentsQuery, AttachmentsQueryVariables>(AttachmentsDocument, options);
        }
export type AttachmentsQueryHookResult = ReturnType<typeof useAttachmentsQuery>;
export type AttachmentsLazyQueryHookResult = ReturnType<typeof useAttachmentsLazyQuery>;
export type AttachmentsSuspenseQueryHookResult = ReturnType<typeof useAttachmentsSuspenseQuery>;
export type AttachmentsQueryResult = Apollo.QueryResult<AttachmentsQuery, AttachmentsQueryVariables>;
export const AttachmentDocument = gql`
    query Attachment($key: ID!) {
  attachment(key: $key) {
    ...AttachmentFields
  }
}
    ${AttachmentFieldsFragmentDoc}`;

/**
 * __useAttachmentQuery__
 *
 * To run a query within a React component, call `useAttachmentQuery` and pass it any options that fit your needs.
 * When your component renders, `useAttachmentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAttachmentQuery({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useAttachmentQuery(baseOptions: Apollo.QueryHookOptions<AttachmentQuery, AttachmentQueryVariables> & ({ variables: AttachmentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AttachmentQuery, AttachmentQueryVariables>(AttachmentDocument, options);
      }
export function useAttachmentLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AttachmentQuery, AttachmentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AttachmentQuery, AttachmentQueryVariables>(AttachmentDocument, options);
        }
// @ts-ignore
export function useAttachmentSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AttachmentQuery, AttachmentQueryVariables>): Apollo.UseSuspenseQueryResult<AttachmentQuery, AttachmentQueryVariables>;
export function useAttachmentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AttachmentQuery, AttachmentQueryVariables>): Apollo.UseSuspenseQueryResult<AttachmentQuery | undefined, AttachmentQueryVariables>;
export function useAttachmentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AttachmentQuery, AttachmentQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AttachmentQuery, AttachmentQueryVariables>(AttachmentDocument, options);
        }
export type AttachmentQueryHookResult = ReturnType<typeof useAttachmentQuery>;
export type AttachmentLazyQueryHookResult = ReturnType<typeof useAttachmentLazyQuery>;
export type AttachmentSuspenseQueryHookResult = ReturnType<typeof useAttachmentSuspenseQuery>;
export type AttachmentQueryResult = Apollo.QueryResult<AttachmentQuery, AttachmentQueryVariables>;
export const AttachmentFileDocument = gql`
    query AttachmentFile($key: ID!) {
  attachmentFile(key: $key) {
    file_name
    mime_type
    content_base64
  }
}
    `;

/**
 * __useAttachmentFileQuery__
 *
 * To run a query within a React component, call `useAttachmentFileQuery` and pass it any options that fit your needs.
 * When your component renders, `useAttachmentFileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAttachmentFileQuery({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useAttachmentFileQuery(baseOptions: Apollo.QueryHookOptions<AttachmentFileQuery, AttachmentFileQueryVariables> & ({ variables: AttachmentFileQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AttachmentFileQuery, AttachmentFileQueryVariables>(AttachmentFileDocument, options);
      }
export function useAttachmentFileLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AttachmentFileQuery, AttachmentFileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AttachmentFileQuery, AttachmentFileQueryVariables>(AttachmentFileDocument, options);
        }
// @ts-ignore
export function useAttachmentFileSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AttachmentFileQuery, AttachmentFileQueryVariables>): Apollo.UseSuspenseQueryResult<AttachmentFileQuery, AttachmentFileQueryVariables>;
export function useAttachmentFileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AttachmentFileQuery, AttachmentFileQueryVariables>): Apollo.UseSuspenseQueryResult<AttachmentFileQuery | undefined, AttachmentFileQueryVariables>;
export function useAttachmentFileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AttachmentFileQuery, AttachmentFileQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AttachmentFileQuery, AttachmentFileQueryVariables>(AttachmentFileDocument, options);
        }
export type AttachmentFileQueryHookResult = ReturnType<typeof useAttachmentFileQuery>;
export type AttachmentFileLazyQueryHookResult = ReturnType<typeof useAttachmentFileLazyQuery>;
export type AttachmentFileSuspenseQueryHookResult = ReturnType<typeof useAttachmentFileSuspenseQuery>;
export type AttachmentFileQueryResult = Apollo.QueryResult<AttachmentFileQuery, AttachmentFileQueryVariables>;
export const CreateAttachmentDocument = gql`
    mutation CreateAttachment($attachment: AttachmentInput!) {
  createAttachment(attachment: $attachment) {
    ...AttachmentFields
  }
}
    ${AttachmentFieldsFragmentDoc}`;
export type CreateAttachmentMutationFn = Apollo.MutationFunction<CreateAttachmentMutation, CreateAttachmentMutationVariables>;

/**
 * __useCreateAttachmentMutation__
 *
 * To run a mutation, you first call `useCreateAttachmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAttachmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAttachmentMutation, { data, loading, error }] = useCreateAttachmentMutation({
 *   variables: {
 *      attachment: // value for 'attachment'
 *   },
 * });
 */
export function useCreateAttachmentMutation(baseOptions?: Apollo.MutationHookOptions<CreateAttachmentMutation, CreateAttachmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateAttachmentMutation, CreateAttachmentMutationVariables>(CreateAttachmentDocument, options);
      }
export type CreateAttachmentMutationHookResult = ReturnType<typeof useCreateAttachmentMutation>;
export type CreateAttachmentMutationResult = Apollo.MutationResult<CreateAttachmentMutation>;
export type CreateAttachmentMutationOptions = Apollo.BaseMutationOptions<CreateAttachmentMutation, CreateAttachmentMutationVariables>;
export const UploadAttachmentDocument = gql`
    mutation UploadAttachment($file: Upload!, $attachment: AttachmentUploadInput) {
  uploadAttachment(file: $file, attachment: $attachment) {
    ...AttachmentFields
  }
}
    ${AttachmentFieldsFragmentDoc}`;
export type UploadAttachmentMutationFn = Apollo.MutationFunction<UploadAttachmentMutation, UploadAttachmentMutationVariables>;

/**
 * __useUploadAttachmentMutation__
 *
 * To run a mutation, you first call `useUploadAttachmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadAttachmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadAttachmentMutation, { data, loading, error }] = useUploadAttachmentMutation({
 *   variables: {
 *      file: // value for 'file'
 *      attachment: // value for 'attachment'
 *   },
 * });
 */
export function useUploadAttachmentMutation(baseOptions?: Apollo.MutationHookOptions<UploadAttachmentMutation, UploadAttachmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UploadAttachmentMutation, UploadAttachmentMutationVariables>(UploadAttachmentDocument, options);
      }
export type UploadAttachmentMutationHookResult = ReturnType<typeof useUploadAttachmentMutation>;
export type UploadAttachmentMutationResult = Apollo.MutationResult<UploadAttachmentMutation>;
export type UploadAttachmentMutationOptions = Apollo.BaseMutationOptions<UploadAttachmentMutation, UploadAttachmentMutationVariables>;
export const UpdateAttachmentDocument = gql`
    mutation UpdateAttachment($key: ID!, $attachment: AttachmentUpdate!) {
  updateAttachment(key: $key, attachment: $attachment) {
    ...AttachmentFields
  }
}
    ${AttachmentFieldsFragmentDoc}`;
export type UpdateAttachmentMutationFn = Apollo.MutationFunction<UpdateAttachmentMutation, UpdateAttachmentMutationVariables>;

/**
 * __useUpdateAttachmentMutation__
 *
 * To run a mutation, you first call `useUpdateAttachmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAttachmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAttachmentMutation, { data, loading, error }] = useUpdateAttachmentMutation({
 *   variables: {
 *      key: // value for 'key'
 *      attachment: // value for 'attachment'
 *   },
 * });
 */
export function useUpdateAttachmentMutation(baseOptions?: Apollo.MutationHookOptions<UpdateAttachmentMutation, UpdateAttachmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateAttachmentMutation, UpdateAttachmentMutationVariables>(UpdateAttachmentDocument, options);
      }
export type UpdateAttachmentMutationHookResult = ReturnType<typeof useUpdateAttachmentMutation>;
export type UpdateAttachmentMutationResult = Apollo.MutationResult<UpdateAttachmentMutation>;
export type UpdateAttachmentMutationOptions = Apollo.BaseMutationOptions<UpdateAttachmentMutation, UpdateAttachmentMutationVariables>;
export const DeleteAttachmentDocument = gql`
    mutation DeleteAttachment($key: ID!) {
  deleteAttachment(key: $key)
}
    `;
export type DeleteAttachmentMutationFn = Apollo.MutationFunction<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;

/**
 * __useDeleteAttachmentMutation__
 *
 * To run a mutation, you first call `useDeleteAttachmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAttachmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAttachmentMutation, { data, loading, error }] = useDeleteAttachmentMutation({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useDeleteAttachmentMutation(baseOptions?: Apollo.MutationHookOptions<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>(DeleteAttachmentDocument, options);
      }
export type DeleteAttachmentMutationHookResult = ReturnType<typeof useDeleteAttachmentMutation>;
export type DeleteAttachmentMutationResult = Apollo.MutationResult<DeleteAttachmentMutation>;
export type DeleteAttachmentMutationOptions = Apollo.BaseMutationOptions<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;
export const ProductListDocument = gql`
    query ProductList($search: String, $categoryId: ID, $minPrice: Float, $maxPrice: Float, $isActive: Boolean, $isFeatured: Boolean, $inStock: Boolean, $sortBy: ProductSortField, $sortOrder: SortOrder, $page: Int, $limit: Int) {
  products(
    search: $search
    categoryId: $categoryId
    minPrice: $minPrice
    maxPrice: $maxPrice
    isActive: $isActive
    isFeatured: $isFeatured
    inStock: $inStock
    sortBy: $sortBy
    sortOrder: $sortOrder
    page: $page
    limit: $limit
  ) {
    data {
      ...ProductCard
    }
    meta {
      total
      page
      limit
      totalPages
    }
  }
}
    ${ProductCardFragmentDoc}`;

/**
 * __useProductListQuery__
 *
 * To run a query within a React component, call `useProductListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductListQuery({
 *   variables: {
 *      search: // value for 'search'
 *      categoryId: // value for 'categoryId'
 *      minPrice: // value for 'minPrice'
 *      maxPrice: // value for 'maxPrice'
 *      isActive: // value for 'isActive'
 *      isFeatured: // value for 'isFeatured'
 *      inStock: // value for 'inStock'
 *      sortBy: // value for 'sortBy'
 *      sortOrder: // value for 'sortOrder'
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useProductListQuery(baseOptions?: Apollo.QueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
      }
export function useProductListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
        }
// @ts-ignore
export function useProductListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>): Apollo.UseSuspenseQueryResult<ProductListQuery, ProductListQueryVariables>;
export function useProductListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>): Apollo.UseSuspenseQueryResult<ProductListQuery | undefined, ProductListQueryVariables>;
export function useProductListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
        }
export type ProductListQueryHookResult = ReturnType<typeof useProductListQuery>;
export type ProductListLazyQueryHookResult = ReturnType<typeof useProductListLazyQuery>;
export type ProductListSuspenseQueryHookResult = ReturnType<typeof useProductListSuspenseQuery>;
export type ProductListQueryResult = Apollo.QueryResult<ProductListQuery, ProductListQueryVariables>;
export const ProductDetailDocument = gql`
    query ProductDetail($id: ID!) {
  product(id: $id) {
    ...ProductDetails
  }
}
    ${ProductDetailsFragmentDoc}`;

/**
 * __useProductDetailQuery__
 *
 * To run a query within a React component, call `useProductDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductDetailQuery(baseOptions: Apollo.QueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables> & ({ variables: ProductDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductDetailQuery, ProductDetailQueryVariables>(ProductDetailDocument, options);
      }
export function useProductDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductDetailQuery, ProductDetailQueryVariables>(ProductDetailDocument, options);
        }
// @ts-ignore
export function useProductDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>): Apollo.UseSuspenseQueryResult<ProductDetailQuery, ProductDetailQueryVariables>;
export function useProductDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>): Apollo.UseSuspenseQueryResult<ProductDetailQuery | undefined, ProductDetailQueryVariables>;
export function useProductDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductDetailQuery, ProductDetailQueryVariables>(ProductDetailDocument, options);
        }
export type ProductDetailQueryHookResult = ReturnType<typeof useProductDetailQuery>;
export type ProductDetailLazyQueryHookResult = ReturnType<typeof useProductDetailLazyQuery>;
export type ProductDetailSuspenseQueryHookResult = ReturnType<typeof useProductDetailSuspenseQuery>;
export type ProductDetailQueryResult = Apollo.QueryResult<ProductDetailQuery, ProductDetailQueryVariables>;
export const CategoryTreeDocument = gql`
    query CategoryTree {
  categories {
    ...CategoryNode
    parent {
      id
      name
      slug
    }
    children {
      id
      name
      slug
    }
  }
}
    ${CategoryNodeFragmentDoc}`;

/**
 * __useCategoryTreeQuery__
 *
 * To run a query within a React component, call `useCategoryTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useCategoryTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCategoryTreeQuery({
 *   variables: {
 *   },
 * });
 */
export function useCategoryTreeQuery(baseOptions?: Apollo.QueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(CategoryTreeDocument, options);
      }
export function useCategoryTreeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(CategoryTreeDocument, options);
        }
// @ts-ignore
export function useCategoryTreeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>): Apollo.UseSuspenseQueryResult<CategoryTreeQuery, CategoryTreeQueryVariables>;
export function useCategoryTreeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>): Apollo.UseSuspenseQueryResult<CategoryTreeQuery | undefined, CategoryTreeQueryVariables>;
export function useCategoryTreeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(CategoryTreeDocument, options);
        }
export type CategoryTreeQueryHookResult = ReturnType<typeof useCategoryTreeQuery>;
export type CategoryTreeLazyQueryHookResult = ReturnType<typeof useCategoryTreeLazyQuery>;
export type CategoryTreeSuspenseQueryHookResult = ReturnType<typeof useCategoryTreeSuspenseQuery>;
export type CategoryTreeQueryResult = Apollo.QueryResult<CategoryTreeQuery, CategoryTreeQueryVariables>;
export const CategoryDetailDocument = gql`
    query CategoryDetail($id: ID!) {
  category(id: $id) {
    ...CategoryNode
    parent {
      id
      name
      slug
    }
    children {
      ...CategoryNode
    }
  }
}
    ${CategoryNodeFragmentDoc}`;

/**
 * __useCategoryDetailQuery__
 *
 * To run a query within a React component, call `useCategoryDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useCategoryDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCategoryDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCategoryDetailQuery(baseOptions: Apollo.QueryHookOptions<CategoryDetailQuery, CategoryDetailQueryVariables> & ({ variables: CategoryDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CategoryDetailQuery, CategoryDetailQueryVariables>(CategoryDetailDocument, options);
      }
export function useCategoryDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CategoryDetailQuery, CategoryDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CategoryDetailQuery, CategoryDetailQueryVariables>(CategoryDetailDocument, options);
        }
// @ts-ignore
export function useCategoryDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CategoryDetailQuery, CategoryDetailQueryVariables>): Apollo.UseSuspenseQueryResult<CategoryDetailQuery, CategoryDetailQueryVariables>;
export function useCategoryDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoryDetailQuery, CategoryDetailQueryVariables>): Apollo.UseSuspenseQueryResult<CategoryDetailQuery | undefined, CategoryDetailQueryVariables>;
export function useCategoryDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoryDetailQuery, CategoryDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CategoryDetailQuery, CategoryDetailQueryVariables>(CategoryDetailDocument, options);
        }
export type CategoryDetailQueryHookResult = ReturnType<typeof useCategoryDetailQuery>;
export type CategoryDetailLazyQueryHookResult = ReturnType<typeof useCategoryDetailLazyQuery>;
export type CategoryDetailSuspenseQueryHookResult = ReturnType<typeof useCategoryDetailSuspenseQuery>;
export type CategoryDetailQueryResult = Apollo.QueryResult<CategoryDetailQuery, CategoryDetailQueryVariables>;
export const AdminProductDocument = gql`
    query AdminProduct($id: ID!) {
  product(id: $id) {
    ...AdminProductFields
  }
}
    ${AdminProductFieldsFragmentDoc}`;

/**
 * __useAdminProductQuery__
 *
 * To run a query within a React component, call `useAdminProductQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProductQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProductQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminProductQuery(baseOptions: Apollo.QueryHookOptions<AdminProductQuery, AdminProductQueryVariables> & ({ variables: AdminProductQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminProductQuery, AdminProductQueryVariables>(AdminProductDocument, options);
      }
export function useAdminProductLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminProductQuery, AdminProductQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminProductQuery, AdminProductQueryVariables>(AdminProductDocument, options);
        }
// @ts-ignore
export function useAdminProductSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminProductQuery, AdminProductQueryVariables>): Apollo.UseSuspenseQueryResult<AdminProductQuery, AdminProductQueryVariables>;
export function useAdminProductSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminProductQuery, AdminProductQueryVariables>): Apollo.UseSuspenseQueryResult<AdminProductQuery | undefined, AdminProductQueryVariables>;
export function useAdminProductSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminProductQuery, AdminProductQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminProductQuery, AdminProductQueryVariables>(AdminProductDocument, options);
        }
export type AdminProductQueryHookResult = ReturnType<typeof useAdminProductQuery>;
export type AdminProductLazyQueryHookResult = ReturnType<typeof useAdminProductLazyQuery>;
export type AdminProductSuspenseQueryHookResult = ReturnType<typeof useAdminProductSuspenseQuery>;
export type AdminProductQueryResult = Apollo.QueryResult<AdminProductQuery, AdminProductQueryVariables>;
export const CreateProductDocument = gql`
    mutation CreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    ...AdminProductFields
  }
}
    ${AdminProductFieldsFragmentDoc}`;
export type CreateProductMutationFn = Apollo.MutationFunction<CreateProductMutation, CreateProductMutationVariables>;

/**
 * __useCreateProductMutation__
 *
 * To run a mutation, you first call `useCreateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductMutation, { data, loading, error }] = useCreateProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductMutation(baseOptions?: Apollo.MutationHookOptions<CreateProductMutation, CreateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateProductMutation, CreateProductMutationVariables>(CreateProductDocument, options);
      }
export type CreateProductMutationHookResult = ReturnType<typeof useCreateProductMutation>;
export type CreateProductMutationResult = Apollo.MutationResult<CreateProductMutation>;
export type CreateProductMutationOptions = Apollo.BaseMutationOptions<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = gql`
    mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    ...AdminProductFields
  }
}
    ${AdminProductFieldsFragmentDoc}`;
export type UpdateProductMutationFn = Apollo.MutationFunction<UpdateProductMutation, UpdateProductMutationVariables>;

/**
 * __useUpdateProductMutation__
 *
 * To run a mutation, you first call `useUpdateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductMutation, { data, loading, error }] = useUpdateProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProductMutation, UpdateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProductMutation, UpdateProductMutationVariables>(UpdateProductDocument, options);
      }
export type UpdateProductMutationHookResult = ReturnType<typeof useUpdateProductMutation>;
export type UpdateProductMutationResult = Apollo.MutationResult<UpdateProductMutation>;
export type UpdateProductMutationOptions = Apollo.BaseMutationOptions<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = gql`
    mutation DeleteProduct($id: ID!) {
  deleteProduct(id: $id)
}
    `;
export type DeleteProductMutationFn = Apollo.MutationFunction<DeleteProductMutation, DeleteProductMutationVariables>;

/**
 * __useDeleteProductMutation__
 *
 * To run a mutation, you first call `useDeleteProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductMutation, { data, loading, error }] = useDeleteProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProductMutation(baseOptions?: Apollo.MutationHookOptions<DeleteProductMutation, DeleteProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteProductMutation, DeleteProductMutationVariables>(DeleteProductDocument, options);
      }
export type DeleteProductMutationHookResult = ReturnType<typeof useDeleteProductMutation>;
export type DeleteProductMutationResult = Apollo.MutationResult<DeleteProductMutation>;
export type DeleteProductMutationOptions = Apollo.BaseMutationOptions<DeleteProductMutation, DeleteProductMutationVariables>;
export const CreateCategoryDocument = gql`
    mutation CreateCategory($input: CreateCategoryInput!) {
  createCategory(input: $input) {
    ...CategoryNode
  }
}
    ${CategoryNodeFragmentDoc}`;
export type CreateCategoryMutationFn = Apollo.MutationFunction<CreateCategoryMutation, CreateCategoryMutationVariables>;

/**
 * __useCreateCategoryMutation__
 *
 * To run a mutation, you first call `useCreateCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCategoryMutation, { data, loading, error }] = useCreateCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateCategoryMutation, CreateCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCategoryMutation, CreateCategoryMutationVariables>(CreateCategoryDocument, options);
      }
export type CreateCategoryMutationHookResult = ReturnType<typeof useCreateCategoryMutation>;
export type CreateCategoryMutationResult = Apollo.MutationResult<CreateCategoryMutation>;
export type CreateCategoryMutationOptions = Apollo.BaseMutationOptions<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = gql`
    mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
  updateCategory(id: $id, input: $input) {
    ...CategoryNode
  }
}
    ${CategoryNodeFragmentDoc}`;
export type UpdateCategoryMutationFn = Apollo.MutationFunction<UpdateCategoryMutation, UpdateCategoryMutationVariables>;

/**
 * __useUpdateCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCategoryMutation, { data, loading, error }] = useUpdateCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCategoryMutation, UpdateCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCategoryMutation, UpdateCategoryMutationVariables>(UpdateCategoryDocument, options);
      }
export type UpdateCategoryMutationHookResult = ReturnType<typeof useUpdateCategoryMutation>;
export type UpdateCategoryMutationResult = Apollo.MutationResult<UpdateCategoryMutation>;
export type UpdateCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = gql`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id)
}
    `;
export type DeleteCategoryMutationFn = Apollo.MutationFunction<DeleteCategoryMutation, DeleteCategoryMutationVariables>;

/**
 * __useDeleteCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCategoryMutation, { data, loading, error }] = useDeleteCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeleteCategoryMutation, DeleteCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteCategoryMutation, DeleteCategoryMutationVariables>(DeleteCategoryDocument, options);
      }
export type DeleteCategoryMutationHookResult = ReturnType<typeof useDeleteCategoryMutation>;
export type DeleteCategoryMutationResult = Apollo.MutationResult<DeleteCategoryMutation>;
export type DeleteCategoryMutationOptions = Apollo.BaseMutationOptions<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const CartDocument = gql`
    query Cart {
  cart {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}`;

/**
 * __useCartQuery__
 *
 * To run a query within a React component, call `useCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartQuery({
 *   variables: {
 *   },
 * });
 */
export function useCartQuery(baseOptions?: Apollo.QueryHookOptions<CartQuery, CartQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CartQuery, CartQueryVariables>(CartDocument, options);
      }
export function useCartLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CartQuery, CartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CartQuery, CartQueryVariables>(CartDocument, options);
        }
// @ts-ignore
export function useCartSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CartQuery, CartQueryVariables>): Apollo.UseSuspenseQueryResult<CartQuery, CartQueryVariables>;
export function useCartSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CartQuery, CartQueryVariables>): Apollo.UseSuspenseQueryResult<CartQuery | undefined, CartQueryVariables>;
export function useCartSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CartQuery, CartQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CartQuery, CartQueryVariables>(CartDocument, options);
        }
export type CartQueryHookResult = ReturnType<typeof useCartQuery>;
export type CartLazyQueryHookResult = ReturnType<typeof useCartLazyQuery>;
export type CartSuspenseQueryHookResult = ReturnType<typeof useCartSuspenseQuery>;
export type CartQueryResult = Apollo.QueryResult<CartQuery, CartQueryVariables>;
export const AddToCartDocument = gql`
    mutation AddToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}`;
export type AddToCartMutationFn = Apollo.MutationFunction<AddToCartMutation, AddToCartMutationVariables>;

/**
 * __useAddToCartMutation__
 *
 * To run a mutation, you first call `useAddToCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToCartMutation, { data, loading, error }] = useAddToCartMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddToCartMutation(baseOptions?: Apollo.MutationHookOptions<AddToCartMutation, AddToCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddToCartMutation, AddToCartMutationVariables>(AddToCartDocument, options);
      }
export type AddToCartMutationHookResult = ReturnType<typeof useAddToCartMutation>;
export type AddToCartMutationResult = Apollo.MutationResult<AddToCartMutation>;
export type AddToCartMutationOptions = Apollo.BaseMutationOptions<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartItemDocument = gql`
    mutation UpdateCartItem($id: ID!, $input: UpdateCartItemInput!) {
  updateCartItem(id: $id, input: $input) {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}`;
export type UpdateCartItemMutationFn = Apollo.MutationFunction<UpdateCartItemMutation, UpdateCartItemMutationVariables>;

/**
 * __useUpdateCartItemMutation__
 *
 * To run a mutation, you first call `useUpdateCartItemMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartItemMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartItemMutation, { data, loading, error }] = useUpdateCartItemMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCartItemMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCartItemMutation, UpdateCartItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCartItemMutation, UpdateCartItemMutationVariables>(UpdateCartItemDocument, options);
      }
export type UpdateCartItemMutationHookResult = ReturnType<typeof useUpdateCartItemMutation>;
export type UpdateCartItemMutationResult = Apollo.MutationResult<UpdateCartItemMutation>;
export type UpdateCartItemMutationOptions = Apollo.BaseMutationOptions<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const RemoveCartItemDocument = gql`
    mutation RemoveCartItem($id: ID!) {
  removeCartItem(id: $id) {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}`;
export type RemoveCartItemMutationFn = Apollo.MutationFunction<RemoveCartItemMutation, RemoveCartItemMutationVariables>;

/**
 * __useRemoveCartItemMutation__
 *
 * To run a mutation, you first call `useRemoveCartItemMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCartItemMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCartItemMutation, { data, loading, error }] = useRemoveCartItemMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveCartItemMutation(baseOptions?: Apollo.MutationHookOptions<RemoveCartItemMutation, RemoveCartItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RemoveCartItemMutation, RemoveCartItemMutationVariables>(RemoveCartItemDocument, options);
      }
export type RemoveCartItemMutationHookResult = ReturnType<typeof useRemoveCartItemMutation>;
export type RemoveCartItemMutationResult = Apollo.MutationResult<RemoveCartItemMutation>;
export type RemoveCartItemMutationOptions = Apollo.BaseMutationOptions<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const ClearCartDocument = gql`
    mutation ClearCart {
  clearCart {
    ...CartFields
  }
}
    ${CartFieldsFragmentDoc}`;
export type ClearCartMutationFn = Apollo.MutationFunction<ClearCartMutation, ClearCartMutationVariables>;

/**
 * __useClearCartMutation__
 *
 * To run a mutation, you first call `useClearCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClearCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [clearCartMutation, { data, loading, error }] = useClearCartMutation({
 *   variables: {
 *   },
 * });
 */
export function useClearCartMutation(baseOptions?: Apollo.MutationHookOptions<ClearCartMutation, ClearCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ClearCartMutation, ClearCartMutationVariables>(ClearCartDocument, options);
      }
export type ClearCartMutationHookResult = ReturnType<typeof useClearCartMutation>;
export type ClearCartMutationResult = Apollo.MutationResult<ClearCartMutation>;
export type ClearCartMutationOptions = Apollo.BaseMutationOptions<ClearCartMutation, ClearCartMutationVariables>;
export const AddressesDocument = gql`
    query Addresses {
  addresses {
    ...AddressFields
  }
}
    ${AddressFieldsFragmentDoc}`;

/**
 * __useAddressesQuery__
 *
 * To run a query within a React component, call `useAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAddressesQuery(baseOptions?: Apollo.QueryHookOptions<AddressesQuery, AddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AddressesQuery, AddressesQueryVariables>(AddressesDocument, options);
      }
export function useAddressesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AddressesQuery, AddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AddressesQuery, AddressesQueryVariables>(AddressesDocument, options);
        }
// @ts-ignore
export function useAddressesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AddressesQuery, AddressesQueryVariables>): Apollo.UseSuspenseQueryResult<AddressesQuery, AddressesQueryVariables>;
export function useAddressesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AddressesQuery, AddressesQueryVariables>): Apollo.UseSuspenseQueryResult<AddressesQuery | undefined, AddressesQueryVariables>;
export function useAddressesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AddressesQuery, AddressesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AddressesQuery, AddressesQueryVariables>(AddressesDocument, options);
        }
export type AddressesQueryHookResult = ReturnType<typeof useAddressesQuery>;
export type AddressesLazyQueryHookResult = ReturnType<typeof useAddressesLazyQuery>;
export type AddressesSuspenseQueryHookResult = ReturnType<typeof useAddressesSuspenseQuery>;
export type AddressesQueryResult = Apollo.QueryResult<AddressesQuery, AddressesQueryVariables>;
export const CreateAddressDocument = gql`
    mutation CreateAddress($input: AddressInput!) {
  createAddress(input: $input) {
    ...AddressFields
  }
}
    ${AddressFieldsFragmentDoc}`;
export type CreateAddressMutationFn = Apollo.MutationFunction<CreateAddressMutation, CreateAddressMutationVariables>;

/**
 * __useCreateAddressMutation__
 *
 * To run a mutation, you first call `useCreateAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAddressMutation, { data, loading, error }] = useCreateAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAddressMutation(baseOptions?: Apollo.MutationHookOptions<CreateAddressMutation, CreateAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateAddressMutation, CreateAddressMutationVariables>(CreateAddressDocument, options);
      }
export type CreateAddressMutationHookResult = ReturnType<typeof useCreateAddressMutation>;
export type CreateAddressMutationResult = Apollo.MutationResult<CreateAddressMutation>;
export type CreateAddressMutationOptions = Apollo.BaseMutationOptions<CreateAddressMutation, CreateAddressMutationVariables>;
export const UpdateAddressDocument = gql`
    mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {
  updateAddress(id: $id, input: $input) {
    ...AddressFields
  }
}
    ${AddressFieldsFragmentDoc}`;
export type UpdateAddressMutationFn = Apollo.MutationFunction<UpdateAddressMutation, UpdateAddressMutationVariables>;

/**
 * __useUpdateAddressMutation__
 *
 * To run a mutation, you first call `useUpdateAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAddressMutation, { data, loading, error }] = useUpdateAddressMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAddressMutation(baseOptions?: Apollo.MutationHookOptions<UpdateAddressMutation, UpdateAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateAddressMutation, UpdateAddressMutationVariables>(UpdateAddressDocument, options);
      }
export type UpdateAddressMutationHookResult = ReturnType<typeof useUpdateAddressMutation>;
export type UpdateAddressMutationResult = Apollo.MutationResult<UpdateAddressMutation>;
export type UpdateAddressMutationOptions = Apollo.BaseMutationOptions<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = gql`
    mutation DeleteAddress($id: ID!) {
  deleteAddress(id: $id)
}
    `;
export type DeleteAddressMutationFn = Apollo.MutationFunction<DeleteAddressMutation, DeleteAddressMutationVariables>;

/**
 * __useDeleteAddressMutation__
 *
 * To run a mutation, you first call `useDeleteAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAddressMutation, { data, loading, error }] = useDeleteAddressMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAddressMutation(baseOptions?: Apollo.MutationHookOptions<DeleteAddressMutation, DeleteAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteAddressMutation, DeleteAddressMutationVariables>(DeleteAddressDocument, options);
      }
export type DeleteAddressMutationHookResult = ReturnType<typeof useDeleteAddressMutation>;
export type DeleteAddressMutationResult = Apollo.MutationResult<DeleteAddressMutation>;
export type DeleteAddressMutationOptions = Apollo.BaseMutationOptions<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const CheckoutDocument = gql`
    mutation Checkout($input: CreateOrderInput!) {
  createOrder(input: $input) {
    ...OrderDetails
    guestAccessToken
  }
}
    ${OrderDetailsFragmentDoc}`;
export type CheckoutMutationFn = Apollo.MutationFunction<CheckoutMutation, CheckoutMutationVariables>;

/**
 * __useCheckoutMutation__
 *
 * To run a mutation, you first call `useCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutMutation, { data, loading, error }] = useCheckoutMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCheckoutMutation(baseOptions?: Apollo.MutationHookOptions<CheckoutMutation, CheckoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CheckoutMutation, CheckoutMutationVariables>(CheckoutDocument, options);
      }
export type CheckoutMutationHookResult = ReturnType<typeof useCheckoutMutation>;
export type CheckoutMutationResult = Apollo.MutationResult<CheckoutMutation>;
export type CheckoutMutationOptions = Apollo.BaseMutationOptions<CheckoutMutation, CheckoutMutationVariables>;
export const MyOrdersDocument = gql`
    query MyOrders($page: Int, $limit: Int) {
  myOrders(page: $page, limit: $limit) {
    data {
      ...OrderSummary
      items {
        productName
        quantity
        total
      }
    }
    meta {
      total
      page
      limit
      totalPages
    }
  }
}
    ${OrderSummaryFragmentDoc}`;

/**
 * __useMyOrdersQuery__
 *
 * To run a query within a React component, call `useMyOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyOrdersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useMyOrdersQuery(baseOptions?: Apollo.QueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyOrdersQuery, MyOrdersQueryVariables>(MyOrdersDocument, options);
      }
export function useMyOrdersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyOrdersQuery, MyOrdersQueryVariables>(MyOrdersDocument, options);
        }
// @ts-ignore
export function useMyOrdersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<MyOrdersQuery, MyOrdersQueryVariables>;
export function useMyOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<MyOrdersQuery | undefined, MyOrdersQueryVariables>;
export function useMyOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyOrdersQuery, MyOrdersQueryVariables>(MyOrdersDocument, options);
        }
export type MyOrdersQueryHookResult = ReturnType<typeof useMyOrdersQuery>;
export type MyOrdersLazyQueryHookResult = ReturnType<typeof useMyOrdersLazyQuery>;
export type MyOrdersSuspenseQueryHookResult = ReturnType<typeof useMyOrdersSuspenseQuery>;
export type MyOrdersQueryResult = Apollo.QueryResult<MyOrdersQuery, MyOrdersQueryVariables>;
export const CreatePaymentIntentDocument = gql`
    mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
  createPaymentIntent(input: $input) {
    clientSecret
    paymentIntentId
    amount
    currency
  }
}
    `;
export type CreatePaymentIntentMutationFn = Apollo.MutationFunction<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;

/**
 * __useCreatePaymentIntentMutation__
 *
 * To run a mutation, you first call `useCreatePaymentIntentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePaymentIntentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPaymentIntentMutation, { data, loading, error }] = useCreatePaymentIntentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePaymentIntentMutation(baseOptions?: Apollo.MutationHookOptions<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>(CreatePaymentIntentDocument, options);
      }
export type CreatePaymentIntentMutationHookResult = ReturnType<typeof useCreatePaymentIntentMutation>;
export type CreatePaymentIntentMutationResult = Apollo.MutationResult<CreatePaymentIntentMutation>;
export type CreatePaymentIntentMutationOptions = Apollo.BaseMutationOptions<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const AdminOrdersDocument = gql`
    query AdminOrders($customerId: ID, $status: OrderStatus, $paymentStatus: PaymentStatus, $fulfillmentStatus: FulfillmentStatus, $startDate: DateTimeISO, $endDate: DateTimeISO, $search: String, $page: Int, $limit: Int) {
  orders(
    customerId: $customerId
    status: $status
    paymentStatus: $paymentStatus
    fulfillmentStatus: $fulfillmentStatus
    startDate: $startDate
    endDate: $endDate
    search: $search
    page: $page
    limit: $limit
  ) {
    data {
      ...OrderSummary
    }
    meta {
      total
      page
      limit
      totalPages
    }
  }
}
    ${OrderSummaryFragmentDoc}`;

/**
 * __useAdminOrdersQuery__
 *
 * To run a query within a React component, call `useAdminOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOrdersQuery({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      status: // value for 'status'
 *      paymentStatus: // value for 'paymentStatus'
 *      fulfillmentStatus: // value for 'fulfillmentStatus'
 *      startDate: // value for 'startDate'
 *      endDate: // value for 'endDate'
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminOrdersQuery(baseOptions?: Apollo.QueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminOrdersQuery, AdminOrdersQueryVariables>(AdminOrdersDocument, options);
      }
export function useAdminOrdersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminOrdersQuery, AdminOrdersQueryVariables>(AdminOrdersDocument, options);
        }
// @ts-ignore
export function useAdminOrdersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<AdminOrdersQuery, AdminOrdersQueryVariables>;
export function useAdminOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<AdminOrdersQuery | undefined, AdminOrdersQueryVariables>;
export function useAdminOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminOrdersQuery, AdminOrdersQueryVariables>(AdminOrdersDocument, options);
        }
export type AdminOrdersQueryHookResult = ReturnType<typeof useAdminOrdersQuery>;
export type AdminOrdersLazyQueryHookResult = ReturnType<typeof useAdminOrdersLazyQuery>;
export type AdminOrdersSuspenseQueryHookResult = ReturnType<typeof useAdminOrdersSuspenseQuery>;
export type AdminOrdersQueryResult = Apollo.QueryResult<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const OrderDetailDocument = gql`
    query OrderDetail($id: ID!) {
  order(id: $id) {
    ...OrderDetails
  }
}
    ${OrderDetailsFragmentDoc}`;

/**
 * __useOrderDetailQuery__
 *
 * To run a query within a React component, call `useOrderDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOrderDetailQuery(baseOptions: Apollo.QueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables> & ({ variables: OrderDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
      }
export function useOrderDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
        }
// @ts-ignore
export function useOrderDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>): Apollo.UseSuspenseQueryResult<OrderDetailQuery, OrderDetailQueryVariables>;
export function useOrderDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>): Apollo.UseSuspenseQueryResult<OrderDetailQuery | undefined, OrderDetailQueryVariables>;
export function useOrderDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
        }
export type OrderDetailQueryHookResult = ReturnType<typeof useOrderDetailQuery>;
export type OrderDetailLazyQueryHookResult = ReturnType<typeof useOrderDetailLazyQuery>;
export type OrderDetailSuspenseQueryHookResult = ReturnType<typeof useOrderDetailSuspenseQuery>;
export type OrderDetailQueryResult = Apollo.QueryResult<OrderDetailQuery, OrderDetailQueryVariables>;
export const UpdateOrderStatusDocument = gql`
    mutation UpdateOrderStatus($id: ID!, $input: UpdateOrderStatusInput!) {
  updateOrderStatus(id: $id, input: $input) {
    ...OrderDetails
  }
}
    ${OrderDetailsFragmentDoc}`;
export type UpdateOrderStatusMutationFn = Apollo.MutationFunction<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;

/**
 * __useUpdateOrderStatusMutation__
 *
 * To run a mutation, you first call `useUpdateOrderStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderStatusMutation, { data, loading, error }] = useUpdateOrderStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrderStatusMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>(UpdateOrderStatusDocument, options);
      }
export type UpdateOrderStatusMutationHookResult = ReturnType<typeof useUpdateOrderStatusMutation>;
export type UpdateOrderStatusMutationResult = Apollo.MutationResult<UpdateOrderStatusMutation>;
export type UpdateOrderStatusMutationOptions = Apollo.BaseMutationOptions<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const CustomersDocument = gql`
    query Customers($search: String, $page: Int, $limit: Int) {
  customers(search: $search, page: $page, limit: $limit) {
    data {
      id
      email
      firstName
      lastName
      phone
      isActive
      createdAt
    }
    meta {
      total
      page
      limit
      totalPages
    }
  }
}
    `;

/**
 * __useCustomersQuery__
 *
 * To run a query within a React component, call `useCustomersQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useCustomersQuery(baseOptions?: Apollo.QueryHookOptions<CustomersQuery, CustomersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CustomersQuery, CustomersQueryVariables>(CustomersDocument, options);
      }
export function useCustomersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CustomersQuery, CustomersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CustomersQuery, CustomersQueryVariables>(CustomersDocument, options);
        }
// @ts-ignore
export function useCustomersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CustomersQuery, CustomersQueryVariables>): Apollo.UseSuspenseQueryResult<CustomersQuery, CustomersQueryVariables>;
export function useCustomersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomersQuery, CustomersQueryVariables>): Apollo.UseSuspenseQueryResult<CustomersQuery | undefined, CustomersQueryVariables>;
export function useCustomersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomersQuery, CustomersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CustomersQuery, CustomersQueryVariables>(CustomersDocument, options);
        }
export type CustomersQueryHookResult = ReturnType<typeof useCustomersQuery>;
export type CustomersLazyQueryHookResult = ReturnType<typeof useCustomersLazyQuery>;
export type CustomersSuspenseQueryHookResult = ReturnType<typeof useCustomersSuspenseQuery>;
export type CustomersQueryResult = Apollo.QueryResult<CustomersQuery, CustomersQueryVariables>;
export const CustomerDetailDocument = gql`
    query CustomerDetail($id: ID!, $page: Int, $limit: Int) {
  customer(id: $id) {
    id
    email
    firstName
    lastName
    phone
    isActive
    createdAt
    orders(page: $page, limit: $limit) {
      data {
        ...OrderSummary
      }
      meta {
        total
        page
        limit
        totalPages
      }
    }
  }
}
    ${OrderSummaryFragmentDoc}`;

/**
 * __useCustomerDetailQuery__
 *
 * To run a query within a React component, call `useCustomerDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useCustomerDetailQuery(baseOptions: Apollo.QueryHookOptions<CustomerDetailQuery, CustomerDetailQueryVariables> & ({ variables: CustomerDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CustomerDetailQuery, CustomerDetailQueryVariables>(CustomerDetailDocument, options);
      }
export function useCustomerDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CustomerDetailQuery, CustomerDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CustomerDetailQuery, CustomerDetailQueryVariables>(CustomerDetailDocument, options);
        }
// @ts-ignore
export function useCustomerDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CustomerDetailQuery, CustomerDetailQueryVariables>): Apollo.UseSuspenseQueryResult<CustomerDetailQuery, CustomerDetailQueryVariables>;
export function useCustomerDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomerDetailQuery, CustomerDetailQueryVariables>): Apollo.UseSuspenseQueryResult<CustomerDetailQuery | undefined, CustomerDetailQueryVariables>;
export function useCustomerDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomerDetailQuery, CustomerDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CustomerDetailQuery, CustomerDetailQueryVariables>(CustomerDetailDocument, options);
        }
export type CustomerDetailQueryHookResult = ReturnType<typeof useCustomerDetailQuery>;
export type CustomerDetailLazyQueryHookResult = ReturnType<typeof useCustomerDetailLazyQuery>;
export type CustomerDetailSuspenseQueryHookResult = ReturnType<typeof useCustomerDetailSuspenseQuery>;
export type CustomerDetailQueryResult = Apollo.QueryResult<CustomerDetailQuery, CustomerDetailQueryVariables>;
export const UploadFileDocument = gql`
    mutation UploadFile($file: Upload!) {
  uploadFile(file: $file) {
    id
    filename
    mimeType
    size
    sha256
    createdAt
  }
}
    `;
export type UploadFileMutationFn = Apollo.MutationFunction<UploadFileMutation, UploadFileMutationVariables>;

/**
 * __useUploadFileMutation__
 *
 * To run a mutation, you first call `useUploadFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadFileMutation, { data, loading, error }] = useUploadFileMutation({
 *   variables: {
 *      file: // value for 'file'
 *   },
 * });
 */
export function useUploadFileMutation(baseOptions?: Apollo.MutationHookOptions<UploadFileMutation, UploadFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UploadFileMutation, UploadFileMutationVariables>(UploadFileDocument, options);
      }
export type UploadFileMutationHookResult = ReturnType<typeof useUploadFileMutation>;
export type UploadFileMutationResult = Apollo.MutationResult<UploadFileMutation>;
export type UploadFileMutationOptions = Apollo.BaseMutationOptions<UploadFileMutation, UploadFileMutationVariables>;
export const StoredFileDocument = gql`
    query StoredFile($id: ID!) {
  storedFile(id: $id) {
    id
    filename
    mimeType
    size
    sha256
    createdAt
  }
}
    `;

/**
 * __useStoredFileQuery__
 *
 * To run a query within a React component, call `useStoredFileQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoredFileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoredFileQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoredFileQuery(baseOptions: Apollo.QueryHookOptions<StoredFileQuery, StoredFileQueryVariables> & ({ variables: StoredFileQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StoredFileQuery, StoredFileQueryVariables>(StoredFileDocument, options);
      }
export function useStoredFileLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StoredFileQuery, StoredFileQueryVariables>(StoredFileDocument, options);
        }
// @ts-ignore
export function useStoredFileSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>): Apollo.UseSuspenseQueryResult<StoredFileQuery, StoredFileQueryVariables>;
export function useStoredFileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>): Apollo.UseSuspenseQueryResult<StoredFileQuery | undefined, StoredFileQueryVariables>;
export function useStoredFileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StoredFileQuery, StoredFileQueryVariables>(StoredFileDocument, options);
        }
export type StoredFileQueryHookResult = ReturnType<typeof useStoredFileQuery>;
export type StoredFileLazyQueryHookResult = ReturnType<typeof useStoredFileLazyQuery>;
export type StoredFileSuspenseQueryHookResult = ReturnType<typeof useStoredFileSuspenseQuery>;
export type StoredFileQueryResult = Apollo.QueryResult<StoredFileQuery, StoredFileQueryVariables>;
export const LoginDocument = gql`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    user {
      ...UserFields
      tenant {
        id
        name
        slug
      }
    }
    tokens {
      accessToken
      refreshToken
    }
  }
}
    ${UserFieldsFragmentDoc}`;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const CustomerLoginDocument = gql`
    mutation CustomerLogin($input: LoginInput!) {
  customerLogin(input: $input) {
    customer {
      id
      email
      firstName
      lastName
      phone
    }
    tokens {
      accessToken
      refreshToken
    }
  }
}
    `;
export type CustomerLoginMutationFn = Apollo.MutationFunction<CustomerLoginMutation, CustomerLoginMutationVariables>;

/**
 * __useCustomerLoginMutation__
 *
 * To run a mutation, you first call `useCustomerLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCustomerLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [customerLoginMutation, { data, loading, error }] = useCustomerLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCustomerLoginMutation(baseOptions?: Apollo.MutationHookOptions<CustomerLoginMutation, CustomerLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CustomerLoginMutation, CustomerLoginMutationVariables>(CustomerLoginDocument, options);
      }
export type CustomerLoginMutationHookResult = ReturnType<typeof useCustomerLoginMutation>;
export type CustomerLoginMutationResult = Apollo.MutationResult<CustomerLoginMutation>;
export type CustomerLoginMutationOptions = Apollo.BaseMutationOptions<CustomerLoginMutation, CustomerLoginMutationVariables>;
export const RegisterCustomerDocument = gql`
    mutation RegisterCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) {
    customer {
      id
      email
      firstName
      lastName
      phone
    }
    tokens {
      accessToken
      refreshToken
    }
  }
}
    `;
export type RegisterCustomerMutationFn = Apollo.MutationFunction<RegisterCustomerMutation, RegisterCustomerMutationVariables>;

/**
 * __useRegisterCustomerMutation__
 *
 * To run a mutation, you first call `useRegisterCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerCustomerMutation, { data, loading, error }] = useRegisterCustomerMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterCustomerMutation(baseOptions?: Apollo.MutationHookOptions<RegisterCustomerMutation, RegisterCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterCustomerMutation, RegisterCustomerMutationVariables>(RegisterCustomerDocument, options);
      }
export type RegisterCustomerMutationHookResult = ReturnType<typeof useRegisterCustomerMutation>;
export type RegisterCustomerMutationResult = Apollo.MutationResult<RegisterCustomerMutation>;
export type RegisterCustomerMutationOptions = Apollo.BaseMutationOptions<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const RefreshTokenDocument = gql`
    mutation RefreshToken($input: RefreshInput!) {
  refreshToken(input: $input) {
    tokens {
      accessToken
      refreshToken
    }
  }
}
    `;
export type RefreshTokenMutationFn = Apollo.MutationFunction<RefreshTokenMutation, RefreshTokenMutationVariables>;

/**
 * __useRefreshTokenMutation__
 *
 * To run a mutation, you first call `useRefreshTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefreshTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refreshTokenMutation, { data, loading, error }] = useRefreshTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRefreshTokenMutation(baseOptions?: Apollo.MutationHookOptions<RefreshTokenMutation, RefreshTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RefreshTokenMutation, RefreshTokenMutationVariables>(RefreshTokenDocument, options);
      }
export type RefreshTokenMutationHookResult = ReturnType<typeof useRefreshTokenMutation>;
export type RefreshTokenMutationResult = Apollo.MutationResult<RefreshTokenMutation>;
export type RefreshTokenMutationOptions = Apollo.BaseMutationOptions<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = gql`
    mutation Logout($input: LogoutInput) {
  logout(input: $input)
}
    `;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = gql`
    query Me {
  me {
    kind
    id
    email
    firstName
    lastName
    phone
    role
    tenant {
      id
      name
      slug
    }
  }
}
    `;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const TenantInfoDocument = gql`
    query TenantInfo {
  tenantInfo {
    id
    name
    slug
    businessType
    logo
    primaryColor
    email
    phone
    settings {
      storeName
      allowGuestCheckout
      shippingFee
      taxRate
      currency
      freeShippingThreshold
    }
  }
}
    `;

/**
 * __useTenantInfoQuery__
 *
 * To run a query within a React component, call `useTenantInfoQuery` and pass it any options that fit your needs.
 * When your component renders, `useTenantInfoQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTenantInfoQuery({
 *   variables: {
 *   },
 * });
 */
export function useTenantInfoQuery(baseOptions?: Apollo.QueryHookOptions<TenantInfoQuery, TenantInfoQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TenantInfoQuery, TenantInfoQueryVariables>(TenantInfoDocument, options);
      }
export function useTenantInfoLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TenantInfoQuery, TenantInfoQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TenantInfoQuery, TenantInfoQueryVariables>(TenantInfoDocument, options);
        }
// @ts-ignore
export function useTenantInfoSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TenantInfoQuery, TenantInfoQueryVariables>): Apollo.UseSuspenseQueryResult<TenantInfoQuery, TenantInfoQueryVariables>;
export function useTenantInfoSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TenantInfoQuery, TenantInfoQueryVariables>): Apollo.UseSuspenseQueryResult<TenantInfoQuery | undefined, TenantInfoQueryVariables>;
export function useTenantInfoSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TenantInfoQuery, TenantInfoQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TenantInfoQuery, TenantInfoQueryVariables>(TenantInfoDocument, options);
        }
export type TenantInfoQueryHookResult = ReturnType<typeof useTenantInfoQuery>;
export type TenantInfoLazyQueryHookResult = ReturnType<typeof useTenantInfoLazyQuery>;
export type TenantInfoSuspenseQueryHookResult = ReturnType<typeof useTenantInfoSuspenseQuery>;
export type TenantInfoQueryResult = Apollo.QueryResult<TenantInfoQuery, TenantInfoQueryVariables>;
export const TenantsDocument = gql`
    query Tenants($page: Int, $limit: Int) {
  tenants(page: $page, limit: $limit) {
    data {
      ...TenantFields
    }
    meta {
      total
      page
      limit
      totalPages
    }
  }
}
    ${TenantFieldsFragmentDoc}`;

/**
 * __useTenantsQuery__
 *
 * To run a query within a React component, call `useTenantsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTenantsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTenantsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useTenantsQuery(baseOptions?: Apollo.QueryHookOptions<TenantsQuery, TenantsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TenantsQuery, TenantsQueryVariables>(TenantsDocument, options);
      }
export function useTenantsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TenantsQuery, TenantsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TenantsQuery, TenantsQueryVariables>(TenantsDocument, options);
        }
// @ts-ignore
export function useTenantsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TenantsQuery, TenantsQueryVariables>): Apollo.UseSuspenseQueryResult<TenantsQuery, TenantsQueryVariables>;
export function useTenantsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TenantsQuery, TenantsQueryVariables>): Apollo.UseSuspenseQueryResult<TenantsQuery | undefined, TenantsQueryVariables>;
export function useTenantsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TenantsQuery, TenantsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TenantsQuery, TenantsQueryVariables>(TenantsDocument, options);
        }
export type TenantsQueryHookResult = ReturnType<typeof useTenantsQuery>;
export type TenantsLazyQueryHookResult = ReturnType<typeof useTenantsLazyQuery>;
export type TenantsSuspenseQueryHookResult = ReturnType<typeof useTenantsSuspenseQuery>;
export type TenantsQueryResult = Apollo.QueryResult<TenantsQuery, TenantsQueryVariables>;
export const CreateTenantDocument = gql`
    mutation CreateTenant($input: CreateTenantInput!) {
  createTenant(input: $input) {
    tenant {
      ...TenantFields
    }
    admin {
      ...UserFields
    }
  }
}
    ${TenantFieldsFragmentDoc}
${UserFieldsFragmentDoc}`;
export type CreateTenantMutationFn = Apollo.MutationFunction<CreateTenantMutation, CreateTenantMutationVariables>;

/**
 * __useCreateTenantMutation__
 *
 * To run a mutation, you first call `useCreateTenantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTenantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTenantMutation, { data, loading, error }] = useCreateTenantMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateTenantMutation(baseOptions?: Apollo.MutationHookOptions<CreateTenantMutation, CreateTenantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateTenantMutation, CreateTenantMutationVariables>(CreateTenantDocument, options);
      }
export type CreateTenantMutationHookResult = ReturnType<typeof useCreateTenantMutation>;
export type CreateTenantMutationResult = Apollo.MutationResult<CreateTenantMutation>;
export type CreateTenantMutationOptions = Apollo.BaseMutationOptions<CreateTenantMutation, CreateTenantMutationVariables>;
export const UpdateTenantDocument = gql`
    mutation UpdateTenant($id: ID!, $input: UpdateTenantInput!) {
  updateTenant(id: $id, input: $input) {
    ...TenantFields
  }
}
    ${TenantFieldsFragmentDoc}`;
export type UpdateTenantMutationFn = Apollo.MutationFunction<UpdateTenantMutation, UpdateTenantMutationVariables>;

/**
 * __useUpdateTenantMutation__
 *
 * To run a mutation, you first call `useUpdateTenantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTenantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTenantMutation, { data, loading, error }] = useUpdateTenantMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateTenantMutation(baseOptions?: Apollo.MutationHookOptions<UpdateTenantMutation, UpdateTenantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateTenantMutation, UpdateTenantMutationVariables>(UpdateTenantDocument, options);
      }
export type UpdateTenantMutationHookResult = ReturnType<typeof useUpdateTenantMutation>;
export type UpdateTenantMutationResult = Apollo.MutationResult<UpdateTenantMutation>;
export type UpdateTenantMutationOptions = Apollo.BaseMutationOptions<UpdateTenantMutation, UpdateTenantMutationVariables>;
export const StaffUsersDocument = gql`
    query StaffUsers($page: Int, $limit: Int) {
  users(page: $page, limit: $limit) {
    data {
      ...UserFields
    }
    meta {
      total
      page
      limit
      totalPages
    }
  }
}
    ${UserFieldsFragmentDoc}`;

/**
 * __useStaffUsersQuery__
 *
 * To run a query within a React component, call `useStaffUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffUsersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useStaffUsersQuery(baseOptions?: Apollo.QueryHookOptions<StaffUsersQuery, StaffUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StaffUsersQuery, StaffUsersQueryVariables>(StaffUsersDocument, options);
      }
export function useStaffUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StaffUsersQuery, StaffUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StaffUsersQuery, StaffUsersQueryVariables>(StaffUsersDocument, options);
        }
// @ts-ignore
export function useStaffUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StaffUsersQuery, StaffUsersQueryVariables>): Apollo.UseSuspenseQueryResult<StaffUsersQuery, StaffUsersQueryVariables>;
export function useStaffUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StaffUsersQuery, StaffUsersQueryVariables>): Apollo.UseSuspenseQueryResult<StaffUsersQuery | undefined, StaffUsersQueryVariables>;
export function useStaffUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StaffUsersQuery, StaffUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StaffUsersQuery, StaffUsersQueryVariables>(StaffUsersDocument, options);
        }
export type StaffUsersQueryHookResult = ReturnType<typeof useStaffUsersQuery>;
export type StaffUsersLazyQueryHookResult = ReturnType<typeof useStaffUsersLazyQuery>;
export type StaffUsersSuspenseQueryHookResult = ReturnType<typeof useStaffUsersSuspenseQuery>;
export type StaffUsersQueryResult = Apollo.QueryResult<StaffUsersQuery, StaffUsersQueryVariables>;
export const CreateStaffUserDocument = gql`
    mutation CreateStaffUser($input: CreateStaffUserInput!) {
  createStaffUser(input: $input) {
    ...UserFields
  }
}
    ${UserFieldsFragmentDoc}`;
export type CreateStaffUserMutationFn = Apollo.MutationFunction<CreateStaffUserMutation, CreateStaffUserMutationVariables>;

/**
 * __useCreateStaffUserMutation__
 *
 * To run a mutation, you first call `useCreateStaffUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStaffUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStaffUserMutation, { data, loading, error }] = useCreateStaffUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStaffUserMutation(baseOptions?: Apollo.MutationHookOptions<CreateStaffUserMutation, CreateStaffUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateStaffUserMutation, CreateStaffUserMutationVariables>(CreateStaffUserDocument, options);
      }
export type CreateStaffUserMutationHookResult = ReturnType<typeof useCreateStaffUserMutation>;
export type CreateStaffUserMutationResult = Apollo.MutationResult<CreateStaffUserMutation>;
export type CreateStaffUserMutationOptions = Apollo.BaseMutationOptions<CreateStaffUserMutation, CreateStaffUserMutationVariables>;
export const UpdateStaffUserDocument = gql`
    mutation UpdateStaffUser($id: ID!, $input: UpdateStaffUserInput!) {
  updateStaffUser(id: $id, input: $input) {
    ...UserFields
  }
}
    ${UserFieldsFragmentDoc}`;
export type UpdateStaffUserMutationFn = Apollo.MutationFunction<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>;

/**
 * __useUpdateStaffUserMutation__
 *
 * To run a mutation, you first call `useUpdateStaffUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStaffUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStaffUserMutation, { data, loading, error }] = useUpdateStaffUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStaffUserMutation(baseOptions?: Apollo.MutationHookOptions<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>(UpdateStaffUserDocument, options);
      }
export type UpdateStaffUserMutationHookResult = ReturnType<typeof useUpdateStaffUserMutation>;
export type UpdateStaffUserMutationResult = Apollo.MutationResult<UpdateStaffUserMutation>;
export type UpdateStaffUserMutationOptions = Apollo.BaseMutationOptions<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>;
export const DeactivateStaffUserDocument = gql`
    mutation DeactivateStaffUser($id: ID!) {
  deactivateStaffUser(id: $id) {
    id
    isActive
  }
}
    `;
export type DeactivateStaffUserMutationFn = Apollo.MutationFunction<DeactivateStaffUserMutation, DeactivateStaffUserMutationVariables>;

/**
 * __useDeactivateStaffUserMutation__
 *
 * To run a mutation, you first call `useDeactivateStaffUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeactivateStaffUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deactivateStaffUserMutation, { data, loading, error }] = useDeactivateStaffUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeactivateStaffUserMutation(baseOptions?: Apollo.MutationHookOptions<DeactivateStaffUserMutation, DeactivateStaffUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeactivateStaffUserMutation, DeactivateStaffUserMutationVariables>(DeactivateStaffUserDocument, options);
      }
export type DeactivateStaffUserMutationHookResult = ReturnType<typeof useDeactivateStaffUserMutation>;
export type DeactivateStaffUserMutationResult = Apollo.MutationResult<DeactivateStaffUserMutation>;
export type DeactivateStaffUserMutationOptions = Apollo.BaseMutationOptions<DeactivateStaffUserMutation, DeactivateStaffUserMutationVariables>;
export const SetAccountingRolesDocument = gql`
    mutation SetAccountingRoles($userId: ID!, $roles: [AccountingRoleInput!]!) {
  setAccountingRoles(userId: $userId, roles: $roles) {
    ...UserFields
  }
}
    ${UserFieldsFragmentDoc}`;
export type SetAccountingRolesMutationFn = Apollo.MutationFunction<SetAccountingRolesMutation, SetAccountingRolesMutationVariables>;

/**
 * __useSetAccountingRolesMutation__
 *
 * To run a mutation, you first call `useSetAccountingRolesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAccountingRolesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAccountingRolesMutation, { data, loading, error }] = useSetAccountingRolesMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      roles: // value for 'roles'
 *   },
 * });
 */
export function useSetAccountingRolesMutation(baseOptions?: Apollo.MutationHookOptions<SetAccountingRolesMutation, SetAccountingRolesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetAccountingRolesMutation, SetAccountingRolesMutationVariables>(SetAccountingRolesDocument, options);
      }
export type SetAccountingRolesMutationHookResult = ReturnType<typeof useSetAccountingRolesMutation>;
export type SetAccountingRolesMutationResult = Apollo.MutationResult<SetAccountingRolesMutation>;
export type SetAccountingRolesMutationOptions = Apollo.BaseMutationOptions<SetAccountingRolesMutation, SetAccountingRolesMutationVariables>;
export const ApiKeysDocument = gql`
    query ApiKeys {
  apiKeys {
    id
    name
    prefix
    lastUsedAt
    revokedAt
    createdAt
  }
}
    `;

/**
 * __useApiKeysQuery__
 *
 * To run a query within a React component, call `useApiKeysQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiKeysQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiKeysQuery({
 *   variables: {
 *   },
 * });
 */
export function useApiKeysQuery(baseOptions?: Apollo.QueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
      }
export function useApiKeysLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
        }
// @ts-ignore
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>): Apollo.UseSuspenseQueryResult<ApiKeysQuery, ApiKeysQueryVariables>;
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>): Apollo.UseSuspenseQueryResult<ApiKeysQuery | undefined, ApiKeysQueryVariables>;
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
        }
export type ApiKeysQueryHookResult = ReturnType<typeof useApiKeysQuery>;
export type ApiKeysLazyQueryHookResult = ReturnType<typeof useApiKeysLazyQuery>;
export type ApiKeysSuspenseQueryHookResult = ReturnType<typeof useApiKeysSuspenseQuery>;
export type ApiKeysQueryResult = Apollo.QueryResult<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = gql`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      id
      name
      prefix
      createdAt
    }
  }
}
    `;
export type CreateApiKeyMutationFn = Apollo.MutationFunction<CreateApiKeyMutation, CreateApiKeyMutationVariables>;

/**
 * __useCreateApiKeyMutation__
 *
 * To run a mutation, you first call `useCreateApiKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiKeyMutation, { data, loading, error }] = useCreateApiKeyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateApiKeyMutation(baseOptions?: Apollo.MutationHookOptions<CreateApiKeyMutation, CreateApiKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateApiKeyMutation, CreateApiKeyMutationVariables>(CreateApiKeyDocument, options);
      }
export type CreateApiKeyMutationHookResult = ReturnType<typeof useCreateApiKeyMutation>;
export type CreateApiKeyMutationResult = Apollo.MutationResult<CreateApiKeyMutation>;
export type CreateApiKeyMutationOptions = Apollo.BaseMutationOptions<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = gql`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revokedAt
  }
}
    `;
export type RevokeApiKeyMutationFn = Apollo.MutationFunction<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;

/**
 * __useRevokeApiKeyMutation__
 *
 * To run a mutation, you first call `useRevokeApiKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiKeyMutation, { data, loading, error }] = useRevokeApiKeyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeApiKeyMutation(baseOptions?: Apollo.MutationHookOptions<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>(RevokeApiKeyDocument, options);
      }
export type RevokeApiKeyMutationHookResult = ReturnType<typeof useRevokeApiKeyMutation>;
export type RevokeApiKeyMutationResult = Apollo.MutationResult<RevokeApiKeyMutation>;
export type RevokeApiKeyMutationOptions = Apollo.BaseMutationOptions<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const PaymentGatewayConfigDocument = gql`
    query PaymentGatewayConfig {
  paymentGatewayConfig {
    gateway
    publishableKey
  }
}
    `;

/**
 * __usePaymentGatewayConfigQuery__
 *
 * To run a query within a React component, call `usePaymentGatewayConfigQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentGatewayConfigQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentGatewayConfigQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentGatewayConfigQuery(baseOptions?: Apollo.QueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>(PaymentGatewayConfigDocument, options);
      }
export function usePaymentGatewayConfigLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>(PaymentGatewayConfigDocument, options);
        }
// @ts-ignore
export function usePaymentGatewayConfigSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>;
export function usePaymentGatewayConfigSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentGatewayConfigQuery | undefined, PaymentGatewayConfigQueryVariables>;
export function usePaymentGatewayConfigSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>(PaymentGatewayConfigDocument, options);
        }
export type PaymentGatewayConfigQueryHookResult = ReturnType<typeof usePaymentGatewayConfigQuery>;
export type PaymentGatewayConfigLazyQueryHookResult = ReturnType<typeof usePaymentGatewayConfigLazyQuery>;
export type PaymentGatewayConfigSuspenseQueryHookResult = ReturnType<typeof usePaymentGatewayConfigSuspenseQuery>;
export type PaymentGatewayConfigQueryResult = Apollo.QueryResult<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>;
export const PayrollEmployersDocument = gql`
    query PayrollEmployers {
  payrollEmployers {
    id
    name
    alternativeIdentifier
    createdAt
  }
}
    `;

/**
 * __usePayrollEmployersQuery__
 *
 * To run a query within a React component, call `usePayrollEmployersQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollEmployersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollEmployersQuery({
 *   variables: {
 *   },
 * });
 */
export function usePayrollEmployersQuery(baseOptions?: Apollo.QueryHookOptions<PayrollEmployersQuery, PayrollEmployersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollEmployersQuery, PayrollEmployersQueryVariables>(PayrollEmployersDocument, options);
      }
export function usePayrollEmployersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollEmployersQuery, PayrollEmployersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollEmployersQuery, PayrollEmployersQueryVariables>(PayrollEmployersDocument, options);
        }
// @ts-ignore
export function usePayrollEmployersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollEmployersQuery, PayrollEmployersQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollEmployersQuery, PayrollEmployersQueryVariables>;
export function usePayrollEmployersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollEmployersQuery, PayrollEmployersQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollEmployersQuery | undefined, PayrollEmployersQueryVariables>;
export function usePayrollEmployersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollEmployersQuery, PayrollEmployersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollEmployersQuery, PayrollEmployersQueryVariables>(PayrollEmployersDocument, options);
        }
export type PayrollEmployersQueryHookResult = ReturnType<typeof usePayrollEmployersQuery>;
export type PayrollEmployersLazyQueryHookResult = ReturnType<typeof usePayrollEmployersLazyQuery>;
export type PayrollEmployersSuspenseQueryHookResult = ReturnType<typeof usePayrollEmployersSuspenseQuery>;
export type PayrollEmployersQueryResult = Apollo.QueryResult<PayrollEmployersQuery, PayrollEmployersQueryVariables>;
export const CreatePayrollEmployerDocument = gql`
    mutation CreatePayrollEmployer($input: CreateEmployerInput!) {
  createPayrollEmployer(input: $input) {
    id
    name
    alternativeIdentifier
  }
}
    `;
export type CreatePayrollEmployerMutationFn = Apollo.MutationFunction<CreatePayrollEmployerMutation, CreatePayrollEmployerMutationVariables>;

/**
 * __useCreatePayrollEmployerMutation__
 *
 * To run a mutation, you first call `useCreatePayrollEmployerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePayrollEmployerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPayrollEmployerMutation, { data, loading, error }] = useCreatePayrollEmployerMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePayrollEmployerMutation(baseOptions?: Apollo.MutationHookOptions<CreatePayrollEmployerMutation, CreatePayrollEmployerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePayrollEmployerMutation, CreatePayrollEmployerMutationVariables>(CreatePayrollEmployerDocument, options);
      }
export type CreatePayrollEmployerMutationHookResult = ReturnType<typeof useCreatePayrollEmployerMutation>;
export type CreatePayrollEmployerMutationResult = Apollo.MutationResult<CreatePayrollEmployerMutation>;
export type CreatePayrollEmployerMutationOptions = Apollo.BaseMutationOptions<CreatePayrollEmployerMutation, CreatePayrollEmployerMutationVariables>;
export const PayrollEmployeesDocument = gql`
    query PayrollEmployees($employerId: ID!, $pageNum: Int, $pageSize: Int) {
  payrollEmployees(
    employerId: $employerId
    pageNum: $pageNum
    pageSize: $pageSize
  ) {
    items {
      id
      payrollCode
      firstName
      lastName
      status
      dateOfBirth
      joinDate
      leaveDate
      payBasis
      payAmount
    }
    total
  }
}
    `;

/**
 * __usePayrollEmployeesQuery__
 *
 * To run a query within a React component, call `usePayrollEmployeesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollEmployeesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollEmployeesQuery({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      pageNum: // value for 'pageNum'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePayrollEmployeesQuery(baseOptions: Apollo.QueryHookOptions<PayrollEmployeesQuery, PayrollEmployeesQueryVariables> & ({ variables: PayrollEmployeesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>(PayrollEmployeesDocument, options);
      }
export function usePayrollEmployeesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>(PayrollEmployeesDocument, options);
        }
// @ts-ignore
export function usePayrollEmployeesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>;
export function usePayrollEmployeesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollEmployeesQuery | undefined, PayrollEmployeesQueryVariables>;
export function usePayrollEmployeesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>(PayrollEmployeesDocument, options);
        }
export type PayrollEmployeesQueryHookResult = ReturnType<typeof usePayrollEmployeesQuery>;
export type PayrollEmployeesLazyQueryHookResult = ReturnType<typeof usePayrollEmployeesLazyQuery>;
export type PayrollEmployeesSuspenseQueryHookResult = ReturnType<typeof usePayrollEmployeesSuspenseQuery>;
export type PayrollEmployeesQueryResult = Apollo.QueryResult<PayrollEmployeesQuery, PayrollEmployeesQueryVariables>;
export const PayrollEmployeeDocument = gql`
    query PayrollEmployee($employerId: ID!, $id: ID!) {
  payrollEmployee(employerId: $employerId, id: $id) {
    id
    payrollCode
    title
    firstName
    middleName
    lastName
    status
    dateOfBirth
    joinDate
    leaveDate
    email
    niNumber
    taxCode
    payBasis
    payAmount
    payCode
    payLines {
      code
      value
      description
    }
    roles {
      id
      reference
      jobTitle
      isPrimary
      startDate
      endDate
    }
    pensionMemberships {
      id
      pensionScheme
      workerGroup
      joinDate
      endDate
    }
    leave {
      id
      type
      pay
      from
      to
    }
  }
}
    `;

/**
 * __usePayrollEmployeeQuery__
 *
 * To run a query within a React component, call `usePayrollEmployeeQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollEmployeeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollEmployeeQuery({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePayrollEmployeeQuery(baseOptions: Apollo.QueryHookOptions<PayrollEmployeeQuery, PayrollEmployeeQueryVariables> & ({ variables: PayrollEmployeeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>(PayrollEmployeeDocument, options);
      }
export function usePayrollEmployeeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>(PayrollEmployeeDocument, options);
        }
// @ts-ignore
export function usePayrollEmployeeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>;
export function usePayrollEmployeeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollEmployeeQuery | undefined, PayrollEmployeeQueryVariables>;
export function usePayrollEmployeeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>(PayrollEmployeeDocument, options);
        }
export type PayrollEmployeeQueryHookResult = ReturnType<typeof usePayrollEmployeeQuery>;
export type PayrollEmployeeLazyQueryHookResult = ReturnType<typeof usePayrollEmployeeLazyQuery>;
export type PayrollEmployeeSuspenseQueryHookResult = ReturnType<typeof usePayrollEmployeeSuspenseQuery>;
export type PayrollEmployeeQueryResult = Apollo.QueryResult<PayrollEmployeeQuery, PayrollEmployeeQueryVariables>;
export const PayrollJobsDocument = gql`
    query PayrollJobs($employerId: ID, $jobType: JobType, $pageNum: Int, $pageSize: Int) {
  payrollJobs(
    employerId: $employerId
    jobType: $jobType
    pageNum: $pageNum
    pageSize: $pageSize
  ) {
    total
    items {
      ...PayrollJobFields
    }
  }
}
    ${PayrollJobFieldsFragmentDoc}`;

/**
 * __usePayrollJobsQuery__
 *
 * To run a query within a React component, call `usePayrollJobsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollJobsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollJobsQuery({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      jobType: // value for 'jobType'
 *      pageNum: // value for 'pageNum'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePayrollJobsQuery(baseOptions?: Apollo.QueryHookOptions<PayrollJobsQuery, PayrollJobsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollJobsQuery, PayrollJobsQueryVariables>(PayrollJobsDocument, options);
      }
export function usePayrollJobsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollJobsQuery, PayrollJobsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollJobsQuery, PayrollJobsQueryVariables>(PayrollJobsDocument, options);
        }
// @ts-ignore
export function usePayrollJobsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollJobsQuery, PayrollJobsQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobsQuery, PayrollJobsQueryVariables>;
export function usePayrollJobsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobsQuery, PayrollJobsQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobsQuery | undefined, PayrollJobsQueryVariables>;
export function usePayrollJobsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobsQuery, PayrollJobsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollJobsQuery, PayrollJobsQueryVariables>(PayrollJobsDocument, options);
        }
export type PayrollJobsQueryHookResult = ReturnType<typeof usePayrollJobsQuery>;
export type PayrollJobsLazyQueryHookResult = ReturnType<typeof usePayrollJobsLazyQuery>;
export type PayrollJobsSuspenseQueryHookResult = ReturnType<typeof usePayrollJobsSuspenseQuery>;
export type PayrollJobsQueryResult = Apollo.QueryResult<PayrollJobsQuery, PayrollJobsQueryVariables>;
export const PayrollJobDocument = gql`
    query PayrollJob($jobId: ID!) {
  payrollJob(jobId: $jobId) {
    ...PayrollJobFields
  }
}
    ${PayrollJobFieldsFragmentDoc}`;

/**
 * __usePayrollJobQuery__
 *
 * To run a query within a React component, call `usePayrollJobQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollJobQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollJobQuery({
 *   variables: {
 *      jobId: // value for 'jobId'
 *   },
 * });
 */
export function usePayrollJobQuery(baseOptions: Apollo.QueryHookOptions<PayrollJobQuery, PayrollJobQueryVariables> & ({ variables: PayrollJobQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollJobQuery, PayrollJobQueryVariables>(PayrollJobDocument, options);
      }
export function usePayrollJobLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollJobQuery, PayrollJobQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollJobQuery, PayrollJobQueryVariables>(PayrollJobDocument, options);
        }
// @ts-ignore
export function usePayrollJobSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollJobQuery, PayrollJobQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobQuery, PayrollJobQueryVariables>;
export function usePayrollJobSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobQuery, PayrollJobQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobQuery | undefined, PayrollJobQueryVariables>;
export function usePayrollJobSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobQuery, PayrollJobQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollJobQuery, PayrollJobQueryVariables>(PayrollJobDocument, options);
        }
export type PayrollJobQueryHookResult = ReturnType<typeof usePayrollJobQuery>;
export type PayrollJobLazyQueryHookResult = ReturnType<typeof usePayrollJobLazyQuery>;
export type PayrollJobSuspenseQueryHookResult = ReturnType<typeof usePayrollJobSuspenseQuery>;
export type PayrollJobQueryResult = Apollo.QueryResult<PayrollJobQuery, PayrollJobQueryVariables>;
export const PayrollJobErrorsDocument = gql`
    query PayrollJobErrors($jobId: ID!, $pageNum: Int, $pageSize: Int) {
  payrollJobErrors(jobId: $jobId, pageNum: $pageNum, pageSize: $pageSize) {
    total
    items {
      id
      rowNumber
      column
      errorMessage
      errorType
      createdDate
    }
  }
}
    `;

/**
 * __usePayrollJobErrorsQuery__
 *
 * To run a query within a React component, call `usePayrollJobErrorsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollJobErrorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollJobErrorsQuery({
 *   variables: {
 *      jobId: // value for 'jobId'
 *      pageNum: // value for 'pageNum'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePayrollJobErrorsQuery(baseOptions: Apollo.QueryHookOptions<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables> & ({ variables: PayrollJobErrorsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>(PayrollJobErrorsDocument, options);
      }
export function usePayrollJobErrorsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>(PayrollJobErrorsDocument, options);
        }
// @ts-ignore
export function usePayrollJobErrorsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>;
export function usePayrollJobErrorsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobErrorsQuery | undefined, PayrollJobErrorsQueryVariables>;
export function usePayrollJobErrorsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>(PayrollJobErrorsDocument, options);
        }
export type PayrollJobErrorsQueryHookResult = ReturnType<typeof usePayrollJobErrorsQuery>;
export type PayrollJobErrorsLazyQueryHookResult = ReturnType<typeof usePayrollJobErrorsLazyQuery>;
export type PayrollJobErrorsSuspenseQueryHookResult = ReturnType<typeof usePayrollJobErrorsSuspenseQuery>;
export type PayrollJobErrorsQueryResult = Apollo.QueryResult<PayrollJobErrorsQuery, PayrollJobErrorsQueryVariables>;
export const PayrollJobDocumentDocument = gql`
    query PayrollJobDocument($jobId: ID!) {
  payrollJobDocument(jobId: $jobId) {
    fileName
    contentType
    contentBase64
  }
}
    `;

/**
 * __usePayrollJobDocumentQuery__
 *
 * To run a query within a React component, call `usePayrollJobDocumentQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayrollJobDocumentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayrollJobDocumentQuery({
 *   variables: {
 *      jobId: // value for 'jobId'
 *   },
 * });
 */
export function usePayrollJobDocumentQuery(baseOptions: Apollo.QueryHookOptions<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables> & ({ variables: PayrollJobDocumentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>(PayrollJobDocumentDocument, options);
      }
export function usePayrollJobDocumentLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>(PayrollJobDocumentDocument, options);
        }
// @ts-ignore
export function usePayrollJobDocumentSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>;
export function usePayrollJobDocumentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>): Apollo.UseSuspenseQueryResult<PayrollJobDocumentQuery | undefined, PayrollJobDocumentQueryVariables>;
export function usePayrollJobDocumentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>(PayrollJobDocumentDocument, options);
        }
export type PayrollJobDocumentQueryHookResult = ReturnType<typeof usePayrollJobDocumentQuery>;
export type PayrollJobDocumentLazyQueryHookResult = ReturnType<typeof usePayrollJobDocumentLazyQuery>;
export type PayrollJobDocumentSuspenseQueryHookResult = ReturnType<typeof usePayrollJobDocumentSuspenseQuery>;
export type PayrollJobDocumentQueryResult = Apollo.QueryResult<PayrollJobDocumentQuery, PayrollJobDocumentQueryVariables>;
export const DeleteCompletedPayrollJobsDocument = gql`
    mutation DeleteCompletedPayrollJobs {
  deleteCompletedPayrollJobs
}
    `;
export type DeleteCompletedPayrollJobsMutationFn = Apollo.MutationFunction<DeleteCompletedPayrollJobsMutation, DeleteCompletedPayrollJobsMutationVariables>;

/**
 * __useDeleteCompletedPayrollJobsMutation__
 *
 * To run a mutation, you first call `useDeleteCompletedPayrollJobsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCompletedPayrollJobsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCompletedPayrollJobsMutation, { data, loading, error }] = useDeleteCompletedPayrollJobsMutation({
 *   variables: {
 *   },
 * });
 */
export function useDeleteCompletedPayrollJobsMutation(baseOptions?: Apollo.MutationHookOptions<DeleteCompletedPayrollJobsMutation, DeleteCompletedPayrollJobsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteCompletedPayrollJobsMutation, DeleteCompletedPayrollJobsMutationVariables>(DeleteCompletedPayrollJobsDocument, options);
      }
export type DeleteCompletedPayrollJobsMutationHookResult = ReturnType<typeof useDeleteCompletedPayrollJobsMutation>;
export type DeleteCompletedPayrollJobsMutationResult = Apollo.MutationResult<DeleteCompletedPayrollJobsMutation>;
export type DeleteCompletedPayrollJobsMutationOptions = Apollo.BaseMutationOptions<DeleteCompletedPayrollJobsMutation, DeleteCompletedPayrollJobsMutationVariables>;
export const ImportPayrollEmployeesDocument = gql`
    mutation ImportPayrollEmployees($employerId: ID!, $file: Upload!, $format: CsvFileFormat, $allowUpdates: Boolean) {
  importPayrollEmployees(
    employerId: $employerId
    file: $file
    format: $format
    allowUpdates: $allowUpdates
  ) {
    ...PayrollJobFields
  }
}
    ${PayrollJobFieldsFragmentDoc}`;
export type ImportPayrollEmployeesMutationFn = Apollo.MutationFunction<ImportPayrollEmployeesMutation, ImportPayrollEmployeesMutationVariables>;

/**
 * __useImportPayrollEmployeesMutation__
 *
 * To run a mutation, you first call `useImportPayrollEmployeesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPayrollEmployeesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPayrollEmployeesMutation, { data, loading, error }] = useImportPayrollEmployeesMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      file: // value for 'file'
 *      format: // value for 'format'
 *      allowUpdates: // value for 'allowUpdates'
 *   },
 * });
 */
export function useImportPayrollEmployeesMutation(baseOptions?: Apollo.MutationHookOptions<ImportPayrollEmployeesMutation, ImportPayrollEmployeesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportPayrollEmployeesMutation, ImportPayrollEmployeesMutationVariables>(ImportPayrollEmployeesDocument, options);
      }
export type ImportPayrollEmployeesMutationHookResult = ReturnType<typeof useImportPayrollEmployeesMutation>;
export type ImportPayrollEmployeesMutationResult = Apollo.MutationResult<ImportPayrollEmployeesMutation>;
export type ImportPayrollEmployeesMutationOptions = Apollo.BaseMutationOptions<ImportPayrollEmployeesMutation, ImportPayrollEmployeesMutationVariables>;
export const ImportPayrollPayDocument = gql`
    mutation ImportPayrollPay($employerId: ID!, $items: [PayOptionsImportInput!]!, $flags: PayImportFlags) {
  importPayrollPay(employerId: $employerId, items: $items, flags: $flags) {
    validated
    updated
  }
}
    `;
export type ImportPayrollPayMutationFn = Apollo.MutationFunction<ImportPayrollPayMutation, ImportPayrollPayMutationVariables>;

/**
 * __useImportPayrollPayMutation__
 *
 * To run a mutation, you first call `useImportPayrollPayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPayrollPayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPayrollPayMutation, { data, loading, error }] = useImportPayrollPayMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      items: // value for 'items'
 *      flags: // value for 'flags'
 *   },
 * });
 */
export function useImportPayrollPayMutation(baseOptions?: Apollo.MutationHookOptions<ImportPayrollPayMutation, ImportPayrollPayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportPayrollPayMutation, ImportPayrollPayMutationVariables>(ImportPayrollPayDocument, options);
      }
export type ImportPayrollPayMutationHookResult = ReturnType<typeof useImportPayrollPayMutation>;
export type ImportPayrollPayMutationResult = Apollo.MutationResult<ImportPayrollPayMutation>;
export type ImportPayrollPayMutationOptions = Apollo.BaseMutationOptions<ImportPayrollPayMutation, ImportPayrollPayMutationVariables>;
export const ImportPayrollLeaveDocument = gql`
    mutation ImportPayrollLeave($employerId: ID!, $items: [LeaveImportRequestInput!]!) {
  importPayrollLeave(employerId: $employerId, items: $items) {
    ...PayrollJobFields
  }
}
    ${PayrollJobFieldsFragmentDoc}`;
export type ImportPayrollLeaveMutationFn = Apollo.MutationFunction<ImportPayrollLeaveMutation, ImportPayrollLeaveMutationVariables>;

/**
 * __useImportPayrollLeaveMutation__
 *
 * To run a mutation, you first call `useImportPayrollLeaveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPayrollLeaveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPayrollLeaveMutation, { data, loading, error }] = useImportPayrollLeaveMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      items: // value for 'items'
 *   },
 * });
 */
export function useImportPayrollLeaveMutation(baseOptions?: Apollo.MutationHookOptions<ImportPayrollLeaveMutation, ImportPayrollLeaveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportPayrollLeaveMutation, ImportPayrollLeaveMutationVariables>(ImportPayrollLeaveDocument, options);
      }
export type ImportPayrollLeaveMutationHookResult = ReturnType<typeof useImportPayrollLeaveMutation>;
export type ImportPayrollLeaveMutationResult = Apollo.MutationResult<ImportPayrollLeaveMutation>;
export type ImportPayrollLeaveMutationOptions = Apollo.BaseMutationOptions<ImportPayrollLeaveMutation, ImportPayrollLeaveMutationVariables>;
export const ImportPayrollPensionMembershipsDocument = gql`
    mutation ImportPayrollPensionMemberships($employerId: ID!, $file: Upload!, $previewOnly: Boolean, $allowUpdates: Boolean) {
  importPayrollPensionMemberships(
    employerId: $employerId
    file: $file
    previewOnly: $previewOnly
    allowUpdates: $allowUpdates
  ) {
    id
    name
    metadata
    url
  }
}
    `;
export type ImportPayrollPensionMembershipsMutationFn = Apollo.MutationFunction<ImportPayrollPensionMembershipsMutation, ImportPayrollPensionMembershipsMutationVariables>;

/**
 * __useImportPayrollPensionMembershipsMutation__
 *
 * To run a mutation, you first call `useImportPayrollPensionMembershipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPayrollPensionMembershipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPayrollPensionMembershipsMutation, { data, loading, error }] = useImportPayrollPensionMembershipsMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      file: // value for 'file'
 *      previewOnly: // value for 'previewOnly'
 *      allowUpdates: // value for 'allowUpdates'
 *   },
 * });
 */
export function useImportPayrollPensionMembershipsMutation(baseOptions?: Apollo.MutationHookOptions<ImportPayrollPensionMembershipsMutation, ImportPayrollPensionMembershipsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportPayrollPensionMembershipsMutation, ImportPayrollPensionMembershipsMutationVariables>(ImportPayrollPensionMembershipsDocument, options);
      }
export type ImportPayrollPensionMembershipsMutationHookResult = ReturnType<typeof useImportPayrollPensionMembershipsMutation>;
export type ImportPayrollPensionMembershipsMutationResult = Apollo.MutationResult<ImportPayrollPensionMembershipsMutation>;
export type ImportPayrollPensionMembershipsMutationOptions = Apollo.BaseMutationOptions<ImportPayrollPensionMembershipsMutation, ImportPayrollPensionMembershipsMutationVariables>;
export const ImportPayrollRolesDocument = gql`
    mutation ImportPayrollRoles($employerId: ID!, $file: Upload!, $previewOnly: Boolean, $allowUpdates: Boolean) {
  importPayrollRoles(
    employerId: $employerId
    file: $file
    previewOnly: $previewOnly
    allowUpdates: $allowUpdates
  ) {
    id
    name
    metadata
    url
  }
}
    `;
export type ImportPayrollRolesMutationFn = Apollo.MutationFunction<ImportPayrollRolesMutation, ImportPayrollRolesMutationVariables>;

/**
 * __useImportPayrollRolesMutation__
 *
 * To run a mutation, you first call `useImportPayrollRolesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPayrollRolesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPayrollRolesMutation, { data, loading, error }] = useImportPayrollRolesMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      file: // value for 'file'
 *      previewOnly: // value for 'previewOnly'
 *      allowUpdates: // value for 'allowUpdates'
 *   },
 * });
 */
export function useImportPayrollRolesMutation(baseOptions?: Apollo.MutationHookOptions<ImportPayrollRolesMutation, ImportPayrollRolesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportPayrollRolesMutation, ImportPayrollRolesMutationVariables>(ImportPayrollRolesDocument, options);
      }
export type ImportPayrollRolesMutationHookResult = ReturnType<typeof useImportPayrollRolesMutation>;
export type ImportPayrollRolesMutationResult = Apollo.MutationResult<ImportPayrollRolesMutation>;
export type ImportPayrollRolesMutationOptions = Apollo.BaseMutationOptions<ImportPayrollRolesMutation, ImportPayrollRolesMutationVariables>;
export const PaymentsCsvMappingsDocument = gql`
    query PaymentsCsvMappings($employerId: ID!) {
  paymentsCsvMappings(employerId: $employerId) {
    id
    name
    metadata
    url
  }
}
    `;

/**
 * __usePaymentsCsvMappingsQuery__
 *
 * To run a query within a React component, call `usePaymentsCsvMappingsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentsCsvMappingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentsCsvMappingsQuery({
 *   variables: {
 *      employerId: // value for 'employerId'
 *   },
 * });
 */
export function usePaymentsCsvMappingsQuery(baseOptions: Apollo.QueryHookOptions<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables> & ({ variables: PaymentsCsvMappingsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>(PaymentsCsvMappingsDocument, options);
      }
export function usePaymentsCsvMappingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>(PaymentsCsvMappingsDocument, options);
        }
// @ts-ignore
export function usePaymentsCsvMappingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>;
export function usePaymentsCsvMappingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentsCsvMappingsQuery | undefined, PaymentsCsvMappingsQueryVariables>;
export function usePaymentsCsvMappingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>(PaymentsCsvMappingsDocument, options);
        }
export type PaymentsCsvMappingsQueryHookResult = ReturnType<typeof usePaymentsCsvMappingsQuery>;
export type PaymentsCsvMappingsLazyQueryHookResult = ReturnType<typeof usePaymentsCsvMappingsLazyQuery>;
export type PaymentsCsvMappingsSuspenseQueryHookResult = ReturnType<typeof usePaymentsCsvMappingsSuspenseQuery>;
export type PaymentsCsvMappingsQueryResult = Apollo.QueryResult<PaymentsCsvMappingsQuery, PaymentsCsvMappingsQueryVariables>;
export const PaymentsCsvMappingDocument = gql`
    query PaymentsCsvMapping($employerId: ID!, $id: ID!) {
  paymentsCsvMapping(employerId: $employerId, id: $id) {
    id
    name
    type
    hasHeader
    payrollCodeIndex
    payAmountIndex
    payCodeIndex
    columns {
      title
      code
      colIndex
      isMultiplier
      rateColIndex
    }
  }
}
    `;

/**
 * __usePaymentsCsvMappingQuery__
 *
 * To run a query within a React component, call `usePaymentsCsvMappingQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentsCsvMappingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentsCsvMappingQuery({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePaymentsCsvMappingQuery(baseOptions: Apollo.QueryHookOptions<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables> & ({ variables: PaymentsCsvMappingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>(PaymentsCsvMappingDocument, options);
      }
export function usePaymentsCsvMappingLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>(PaymentsCsvMappingDocument, options);
        }
// @ts-ignore
export function usePaymentsCsvMappingSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>;
export function usePaymentsCsvMappingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentsCsvMappingQuery | undefined, PaymentsCsvMappingQueryVariables>;
export function usePaymentsCsvMappingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>(PaymentsCsvMappingDocument, options);
        }
export type PaymentsCsvMappingQueryHookResult = ReturnType<typeof usePaymentsCsvMappingQuery>;
export type PaymentsCsvMappingLazyQueryHookResult = ReturnType<typeof usePaymentsCsvMappingLazyQuery>;
export type PaymentsCsvMappingSuspenseQueryHookResult = ReturnType<typeof usePaymentsCsvMappingSuspenseQuery>;
export type PaymentsCsvMappingQueryResult = Apollo.QueryResult<PaymentsCsvMappingQuery, PaymentsCsvMappingQueryVariables>;
export const PaymentsCsvMappingTemplateDocument = gql`
    query PaymentsCsvMappingTemplate($employerId: ID!, $id: ID!) {
  paymentsCsvMappingTemplate(employerId: $employerId, id: $id) {
    type
    content
  }
}
    `;

/**
 * __usePaymentsCsvMappingTemplateQuery__
 *
 * To run a query within a React component, call `usePaymentsCsvMappingTemplateQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentsCsvMappingTemplateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentsCsvMappingTemplateQuery({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePaymentsCsvMappingTemplateQuery(baseOptions: Apollo.QueryHookOptions<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables> & ({ variables: PaymentsCsvMappingTemplateQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>(PaymentsCsvMappingTemplateDocument, options);
      }
export function usePaymentsCsvMappingTemplateLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>(PaymentsCsvMappingTemplateDocument, options);
        }
// @ts-ignore
export function usePaymentsCsvMappingTemplateSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>;
export function usePaymentsCsvMappingTemplateSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentsCsvMappingTemplateQuery | undefined, PaymentsCsvMappingTemplateQueryVariables>;
export function usePaymentsCsvMappingTemplateSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>(PaymentsCsvMappingTemplateDocument, options);
        }
export type PaymentsCsvMappingTemplateQueryHookResult = ReturnType<typeof usePaymentsCsvMappingTemplateQuery>;
export type PaymentsCsvMappingTemplateLazyQueryHookResult = ReturnType<typeof usePaymentsCsvMappingTemplateLazyQuery>;
export type PaymentsCsvMappingTemplateSuspenseQueryHookResult = ReturnType<typeof usePaymentsCsvMappingTemplateSuspenseQuery>;
export type PaymentsCsvMappingTemplateQueryResult = Apollo.QueryResult<PaymentsCsvMappingTemplateQuery, PaymentsCsvMappingTemplateQueryVariables>;
export const CreatePaymentsCsvMappingDocument = gql`
    mutation CreatePaymentsCsvMapping($employerId: ID!, $input: PaymentsCsvMappingInput!) {
  createPaymentsCsvMapping(employerId: $employerId, input: $input) {
    id
  }
}
    `;
export type CreatePaymentsCsvMappingMutationFn = Apollo.MutationFunction<CreatePaymentsCsvMappingMutation, CreatePaymentsCsvMappingMutationVariables>;

/**
 * __useCreatePaymentsCsvMappingMutation__
 *
 * To run a mutation, you first call `useCreatePaymentsCsvMappingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePaymentsCsvMappingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPaymentsCsvMappingMutation, { data, loading, error }] = useCreatePaymentsCsvMappingMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePaymentsCsvMappingMutation(baseOptions?: Apollo.MutationHookOptions<CreatePaymentsCsvMappingMutation, CreatePaymentsCsvMappingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePaymentsCsvMappingMutation, CreatePaymentsCsvMappingMutationVariables>(CreatePaymentsCsvMappingDocument, options);
      }
export type CreatePaymentsCsvMappingMutationHookResult = ReturnType<typeof useCreatePaymentsCsvMappingMutation>;
export type CreatePaymentsCsvMappingMutationResult = Apollo.MutationResult<CreatePaymentsCsvMappingMutation>;
export type CreatePaymentsCsvMappingMutationOptions = Apollo.BaseMutationOptions<CreatePaymentsCsvMappingMutation, CreatePaymentsCsvMappingMutationVariables>;
export const UpdatePaymentsCsvMappingDocument = gql`
    mutation UpdatePaymentsCsvMapping($employerId: ID!, $id: ID!, $input: PaymentsCsvMappingInput!) {
  updatePaymentsCsvMapping(employerId: $employerId, id: $id, input: $input) {
    id
    name
  }
}
    `;
export type UpdatePaymentsCsvMappingMutationFn = Apollo.MutationFunction<UpdatePaymentsCsvMappingMutation, UpdatePaymentsCsvMappingMutationVariables>;

/**
 * __useUpdatePaymentsCsvMappingMutation__
 *
 * To run a mutation, you first call `useUpdatePaymentsCsvMappingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePaymentsCsvMappingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePaymentsCsvMappingMutation, { data, loading, error }] = useUpdatePaymentsCsvMappingMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePaymentsCsvMappingMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePaymentsCsvMappingMutation, UpdatePaymentsCsvMappingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePaymentsCsvMappingMutation, UpdatePaymentsCsvMappingMutationVariables>(UpdatePaymentsCsvMappingDocument, options);
      }
export type UpdatePaymentsCsvMappingMutationHookResult = ReturnType<typeof useUpdatePaymentsCsvMappingMutation>;
export type UpdatePaymentsCsvMappingMutationResult = Apollo.MutationResult<UpdatePaymentsCsvMappingMutation>;
export type UpdatePaymentsCsvMappingMutationOptions = Apollo.BaseMutationOptions<UpdatePaymentsCsvMappingMutation, UpdatePaymentsCsvMappingMutationVariables>;
export const DeletePaymentsCsvMappingDocument = gql`
    mutation DeletePaymentsCsvMapping($employerId: ID!, $id: ID!) {
  deletePaymentsCsvMapping(employerId: $employerId, id: $id)
}
    `;
export type DeletePaymentsCsvMappingMutationFn = Apollo.MutationFunction<DeletePaymentsCsvMappingMutation, DeletePaymentsCsvMappingMutationVariables>;

/**
 * __useDeletePaymentsCsvMappingMutation__
 *
 * To run a mutation, you first call `useDeletePaymentsCsvMappingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePaymentsCsvMappingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePaymentsCsvMappingMutation, { data, loading, error }] = useDeletePaymentsCsvMappingMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePaymentsCsvMappingMutation(baseOptions?: Apollo.MutationHookOptions<DeletePaymentsCsvMappingMutation, DeletePaymentsCsvMappingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeletePaymentsCsvMappingMutation, DeletePaymentsCsvMappingMutationVariables>(DeletePaymentsCsvMappingDocument, options);
      }
export type DeletePaymentsCsvMappingMutationHookResult = ReturnType<typeof useDeletePaymentsCsvMappingMutation>;
export type DeletePaymentsCsvMappingMutationResult = Apollo.MutationResult<DeletePaymentsCsvMappingMutation>;
export type DeletePaymentsCsvMappingMutationOptions = Apollo.BaseMutationOptions<DeletePaymentsCsvMappingMutation, DeletePaymentsCsvMappingMutationVariables>;
export const RequestPayrollEmployeeReportDocument = gql`
    mutation RequestPayrollEmployeeReport($employerId: ID!, $outputFormat: String) {
  requestPayrollEmployeeReport(
    employerId: $employerId
    outputFormat: $outputFormat
  ) {
    ...PayrollJobFields
  }
}
    ${PayrollJobFieldsFragmentDoc}`;
export type RequestPayrollEmployeeReportMutationFn = Apollo.MutationFunction<RequestPayrollEmployeeReportMutation, RequestPayrollEmployeeReportMutationVariables>;

/**
 * __useRequestPayrollEmployeeReportMutation__
 *
 * To run a mutation, you first call `useRequestPayrollEmployeeReportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPayrollEmployeeReportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPayrollEmployeeReportMutation, { data, loading, error }] = useRequestPayrollEmployeeReportMutation({
 *   variables: {
 *      employerId: // value for 'employerId'
 *      outputFormat: // value for 'outputFormat'
 *   },
 * });
 */
export function useRequestPayrollEmployeeReportMutation(baseOptions?: Apollo.MutationHookOptions<RequestPayrollEmployeeReportMutation, RequestPayrollEmployeeReportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestPayrollEmployeeReportMutation, RequestPayrollEmployeeReportMutationVariables>(RequestPayrollEmployeeReportDocument, options);
      }
export type RequestPayrollEmployeeReportMutationHookResult = ReturnType<typeof useRequestPayrollEmployeeReportMutation>;
export type RequestPayrollEmployeeReportMutationResult = Apollo.MutationResult<RequestPayrollEmployeeReportMutation>;
export type RequestPayrollEmployeeReportMutationOptions = Apollo.BaseMutationOptions<RequestPayrollEmployeeReportMutation, RequestPayrollEmployeeReportMutationVariables>;
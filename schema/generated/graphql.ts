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
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
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

/** Accounting subscription plan. */
export type AccountingPlan =
  | 'PLUS'
  | 'STANDARD'
  | 'START';

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

/** A customer of one store. */
export type Customer = {
  __typename?: 'Customer';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type CustomerAuthPayload = {
  __typename?: 'CustomerAuthPayload';
  customer: Customer;
  tokens: TokenPair;
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
  /** Creates a personal API key for HTTP Basic; the key is shown once. */
  createApiKey: CreatedApiKey;
  /** Adds a category (store staff). */
  createCategory: Category;
  /** Adds a product to the store’s catalog (store staff). */
  createProduct: Product;
  /** Adds an ADMIN or STAFF user to the store (its ADMIN). */
  createStaffUser: User;
  /** Creates a store and its first ADMIN (super administrator). */
  createTenant: CreateTenantPayload;
  /** Customer sign-in at the store named by X-Tenant-Slug. Counts against the per-IP login limit. */
  customerLogin: CustomerAuthPayload;
  /** Deactivates a staff user: their tokens stop working at once. */
  deactivateStaffUser: User;
  /** Deletes a category without subcategories (store staff); its products stay. Answers its id. */
  deleteCategory: Scalars['ID']['output'];
  /** Deletes a product (store ADMIN); answers its id. */
  deleteProduct: Scalars['ID']['output'];
  /** Staff sign-in. Counts against the per-IP login limit. */
  login: AuthPayload;
  /** Ends a session: its access and refresh tokens stop working. */
  logout: Scalars['Boolean']['output'];
  /** Exchanges a refresh token (once) for a new pair; a reused one revokes its session. */
  refreshToken: RefreshPayload;
  /** Registers a customer at the store named by X-Tenant-Slug. */
  registerCustomer: CustomerAuthPayload;
  /** Revokes one of the caller’s API keys. */
  revokeApiKey: ApiKey;
  /** Sets a staff user’s accounting roles per area (null level: none). */
  setAccountingRoles: User;
  /** Changes the given fields of a category (store staff). */
  updateCategory: Category;
  /** Changes the given fields of a product (store staff). */
  updateProduct: Product;
  /** Changes a staff user (its store’s ADMIN). */
  updateStaffUser: User;
  /** Updates a store: its ADMIN changes profile and settings; status, accountingPlan and accountingCountry are the super administrator’s. */
  updateTenant: Tenant;
  /** Uploads a file (multipart request), refused over the upload size limit. */
  uploadFile: StoredFile;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
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


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
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


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetAccountingRolesArgs = {
  roles: Array<AccountingRoleInput>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCategoryInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
};


export type MutationUpdateStaffUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateStaffUserInput;
};


export type MutationUpdateTenantArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTenantInput;
};


export type MutationUploadFileArgs = {
  file: Scalars['Upload']['input'];
};

/** Paging facts of a list. */
export type PageMeta = {
  __typename?: 'PageMeta';
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  /** Number of items over all pages. */
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** What a storefront needs to open the payment gateway’s card form. */
export type PaymentGatewayConfig = {
  __typename?: 'PaymentGatewayConfig';
  /** Name of the gateway: `stripe`. */
  gateway: Scalars['String']['output'];
  /** The gateway’s public (publishable) key. */
  publishableKey: Scalars['String']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** The caller’s personal API keys (without their secrets). */
  apiKeys: Array<ApiKey>;
  /** Every category of the store, ordered by sortOrder then name (active ones only, unless the caller is the store’s staff). */
  categories: Array<Category>;
  /** One category of the store, by id or slug. */
  category: Category;
  /** The signed-in staff user or customer, with their store. */
  me: Viewer;
  /** Public configuration of the card payment gateway. */
  paymentGatewayConfig: PaymentGatewayConfig;
  /** One product of the store, by id or slug. */
  product: Product;
  /** One page of the store’s products (active ones only, unless the caller is the store’s staff). */
  products: ProductPage;
  /** One of the caller’s uploaded files. */
  storedFile: StoredFile;
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


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
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


export type QueryStoredFileArgs = {
  id: Scalars['ID']['input'];
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

/** A store: its own catalog, staff, customers, carts and orders; for accounting, a business. */
export type Tenant = {
  __typename?: 'Tenant';
  accountingCountry: AccountingCountry;
  accountingPlan: AccountingPlan;
  address?: Maybe<Scalars['String']['output']>;
  businessType: BusinessType;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
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
  status: TenantStatus;
  updatedAt: Scalars['DateTimeISO']['output'];
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

export type UploadFileMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadFileMutation = { __typename?: 'Mutation', uploadFile: { __typename?: 'StoredFile', id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type StoredFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StoredFileQuery = { __typename?: 'Query', storedFile: { __typename?: 'StoredFile', id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type UserFieldsFragment = { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> };

export type TenantFieldsFragment = { __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status: TenantStatus, accountingPlan: AccountingPlan, accountingCountry: AccountingCountry, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } };

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


export type TenantsQuery = { __typename?: 'Query', tenants: { __typename?: 'TenantPage', data: Array<{ __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status: TenantStatus, accountingPlan: AccountingPlan, accountingCountry: AccountingCountry, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } }>, meta: { __typename?: 'PageMeta', total: number, page: number, limit: number, totalPages: number } } };

export type CreateTenantMutationVariables = Exact<{
  input: CreateTenantInput;
}>;


export type CreateTenantMutation = { __typename?: 'Mutation', createTenant: { __typename?: 'CreateTenantPayload', tenant: { __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status: TenantStatus, accountingPlan: AccountingPlan, accountingCountry: AccountingCountry, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } }, admin: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, role: UserRole, tenantId?: string | null, isActive: boolean, lastLoginAt?: string | null, accountingRoles: Array<{ __typename?: 'AccountingRole', area: AccountingArea, level: AccountingAccess }> } } };

export type UpdateTenantMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateTenantInput;
}>;


export type UpdateTenantMutation = { __typename?: 'Mutation', updateTenant: { __typename?: 'Tenant', id: string, name: string, slug: string, businessType: BusinessType, logo?: string | null, primaryColor?: string | null, email?: string | null, phone?: string | null, address?: string | null, city?: string | null, state?: string | null, country?: string | null, status: TenantStatus, accountingPlan: AccountingPlan, accountingCountry: AccountingCountry, settings: { __typename?: 'TenantSettings', storeName?: string | null, allowGuestCheckout: boolean, shippingFee: number, taxRate: number, currency: string, freeShippingThreshold?: number | null } } };

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
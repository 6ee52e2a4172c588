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

/** E-mail and password. */
export type LoginInput = {
  /** The account’s e-mail, compared without regard to case; required, at most 320 characters. */
  email: string;
  /** Required, at most 200 characters. */
  password: string;
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
  base_currency_cis_applicable_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_after_cis_deduction?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itc_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_itr_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_withholding_tax_amount?: string | number | null | undefined;
  /** CIS deductible labour (UK), at most the net amount; null makes the note not CIS. */
  cis_applicable_amount?: string | number | null | undefined;
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
  exchange_rate?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  inverse_exchange_rate?: string | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: string | number | null | undefined;
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
  tax_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). One entry per tax rate. */
  tax_analysis?: Array<PurchaseCreditNoteTaxAnalysisInput> | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). The total less the CIS deduction. */
  total_after_cis_deduction?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: string | number | null | undefined;
  /** Input tax credit (Canada), at most the tax amount. */
  total_itc_amount?: string | number | null | undefined;
  /** Input tax refund (Canada), at most the tax amount. */
  total_itr_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_quantity?: string | number | null | undefined;
  /** The supplier’s reference of the note, at most 31 characters. */
  vendor_reference?: string | null | undefined;
  /** The CIS deduction (UK): derived from the applicable amount and the rate when both are known (must then agree). */
  withholding_tax_amount?: string | number | null | undefined;
  /** The CIS deduction rate in percent (UK), 0 to 100. */
  withholding_tax_rate?: string | number | null | undefined;
};

/** A line of a purchase credit note. */
export type PurchaseCreditNoteLineInput = {
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_net_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_tax_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_total_amount?: string | number | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  base_currency_unit_price?: string | number | null | undefined;
  /** What is credited; required, at most 1000 characters. */
  description: string;
  /** An EU goods or services type; not served here: kept as given, returned as a link. */
  eu_goods_services_type_id?: string | null | undefined;
  /** GST or HST part of the tax (Canada); with `pst_amount`, must make up `tax_amount`. */
  gst_amount?: string | number | null | undefined;
  /** Bought for resale (Ireland). */
  is_purchase_for_resale?: boolean | null | undefined;
  /** A ledger account of the business. */
  ledger_account_id: string;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  net_amount?: string | number | null | undefined;
  /** A product; not served here: kept as given, returned as a link. */
  product_id?: string | null | undefined;
  /** PST or QST part of the tax (Canada); with `gst_amount`, must make up `tax_amount`. */
  pst_amount?: string | number | null | undefined;
  /** Greater than 0, at most 2 decimals. */
  quantity: string | number;
  /** A service; not served here: kept as given, returned as a link. */
  service_id?: string | null | undefined;
  /** The line’s tax; computed from the rate when absent. */
  tax_amount?: string | number | null | undefined;
  /** A tax rate of the business; no tax without one. */
  tax_rate_id?: string | null | undefined;
  /** The line’s tax is recoverable. */
  tax_recoverable?: boolean | null | undefined;
  /** Derived from the lines; when given, must equal the derived amount (422 otherwise). */
  total_amount?: string | number | null | undefined;
  /** The line is a trade of an asset. */
  trade_of_asset?: boolean | null | undefined;
  /** At least 0, at most 2 decimals. */
  unit_price: string | number;
  /** The unit price includes tax (false by default). */
  unit_price_includes_tax?: boolean | null | undefined;
};

/** The note’s amounts at one tax rate, as the client states them: each must equal the lines’. */
export type PurchaseCreditNoteTaxAnalysisInput = {
  /** Net of the lines that name no service. */
  goods_amount?: string | number | null | undefined;
  /** Net amount of the lines at this rate, as the client states it. */
  net_amount?: string | number | null | undefined;
  /** Net of the lines that name a service. */
  service_amount?: string | number | null | undefined;
  /** Tax of the lines at this rate, as the client states it. */
  tax_amount?: string | number | null | undefined;
  /** A tax rate of the note’s lines. */
  tax_rate_id?: string | null | undefined;
  /** Net plus tax at this rate, as the client states it. */
  total_amount?: string | number | null | undefined;
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

/** An enum describing what kind of type a given `__Type` is. */
export type __TypeKind =
  /** Indicates this type is a scalar. */
  | 'SCALAR'
  /** Indicates this type is an object. `fields` and `interfaces` are valid fields. */
  | 'OBJECT'
  /** Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields. */
  | 'INTERFACE'
  /** Indicates this type is a union. `possibleTypes` is a valid field. */
  | 'UNION'
  /** Indicates this type is an enum. `enumValues` is a valid field. */
  | 'ENUM'
  /** Indicates this type is an input object. `inputFields` is a valid field. */
  | 'INPUT_OBJECT'
  /** Indicates this type is a list. `ofType` is a valid field. */
  | 'LIST'
  /** Indicates this type is a non-null. `ofType` is a valid field. */
  | 'NON_NULL';

export type PurchaseCreditNoteTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseCreditNoteTotalQuery = { purchaseCreditNotes: { total: number } };

export type CreateServiceRateTypeBriefMutationVariables = Exact<{
  input: ServiceRateTypeInput;
}>;


export type CreateServiceRateTypeBriefMutation = { createServiceRateType: { id: string, displayed_as: string | null, path: string, active: boolean } };

export type ServiceRateTypeIdsQueryVariables = Exact<{
  active?: boolean | null | undefined;
}>;


export type ServiceRateTypeIdsQuery = { serviceRateTypes: { total: number, items: Array<{ id: string }> } };

export type DeleteServiceRateTypeMutationVariables = Exact<{
  key: string | number;
}>;


export type DeleteServiceRateTypeMutation = { deleteServiceRateType: string };

export type CreateContactTypesMutationVariables = Exact<{
  input: ContactInput;
}>;


export type CreateContactTypesMutation = { createContact: { displayed_as: string | null, contact_types: Array<{ id: string }> } };

export type LedgerAccountTypeTotalQueryVariables = Exact<{
  classification?: string | null | undefined;
}>;


export type LedgerAccountTypeTotalQuery = { ledgerAccountTypes: { total: number } };

export type CreatePurchaseCreditNoteBriefMutationVariables = Exact<{
  note: PurchaseCreditNoteInput;
}>;


export type CreatePurchaseCreditNoteBriefMutation = { createPurchaseCreditNote: { id: string, total_amount: string, status: { id: string } | null, contact: { displayed_as: string | null, path: string } | null } };

export type ReleasePurchaseCreditNoteMutationVariables = Exact<{
  key: string | number;
}>;


export type ReleasePurchaseCreditNoteMutation = { releasePurchaseCreditNote: { status: { id: string } | null } };

export type UpdateServiceRateTypeIdMutationVariables = Exact<{
  key: string | number;
  input: ServiceRateTypeUpdate;
}>;


export type UpdateServiceRateTypeIdMutation = { updateServiceRateType: { id: string } };

export type UploadAttachmentDetailsMutationVariables = Exact<{
  file: File;
  attachment?: AttachmentUploadInput | null | undefined;
}>;


export type UploadAttachmentDetailsMutation = { uploadAttachment: { id: string, file_name: string, mime_type: string, file_size: number, attachment_context: { id: string } | null } };

export type UploadAttachmentIdMutationVariables = Exact<{
  file: File;
}>;


export type UploadAttachmentIdMutation = { uploadAttachment: { id: string } };

export type HostileProductQueryVariables = Exact<{
  id: string | number;
}>;


export type HostileProductQuery = { product: { id: string } };

export type HostileProductsFromQueryVariables = Exact<{
  minPrice?: number | null | undefined;
}>;


export type HostileProductsFromQuery = { products: { data: Array<{ id: string }> } };

export type HostileCreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type HostileCreateProductMutation = { createProduct: { id: string } };

export type HostileOrdersFromQueryVariables = Exact<{
  from?: string | null | undefined;
}>;


export type HostileOrdersFromQuery = { orders: { meta: { total: number } } };

export type IdentityStaffUserFragment = { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, isActive: boolean, tenantId: string | null, createdAt: string, updatedAt: string, lastLoginAt: string | null, tenant: { id: string, slug: string } | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> };

export type IdentityCreateStaffUserMutationVariables = Exact<{
  input: CreateStaffUserInput;
}>;


export type IdentityCreateStaffUserMutation = { createStaffUser: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, isActive: boolean, tenantId: string | null, createdAt: string, updatedAt: string, lastLoginAt: string | null, tenant: { id: string, slug: string } | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type IdentityUpdateStaffUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateStaffUserInput;
}>;


export type IdentityUpdateStaffUserMutation = { updateStaffUser: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, isActive: boolean, tenantId: string | null, createdAt: string, updatedAt: string, lastLoginAt: string | null, tenant: { id: string, slug: string } | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type IdentityDeactivateStaffUserMutationVariables = Exact<{
  id: string | number;
}>;


export type IdentityDeactivateStaffUserMutation = { deactivateStaffUser: { id: string, isActive: boolean } };

export type IdentitySetAccountingRolesMutationVariables = Exact<{
  userId: string | number;
  roles: Array<AccountingRoleInput> | AccountingRoleInput;
}>;


export type IdentitySetAccountingRolesMutation = { setAccountingRoles: { id: string, role: UserRole, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type IdentityUsersQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type IdentityUsersQuery = { users: { data: Array<{ id: string, email: string, role: UserRole, tenantId: string | null }>, meta: { total: number, page: number, limit: number, totalPages: number } } };

export type IdentityUserQueryVariables = Exact<{
  id: string | number;
}>;


export type IdentityUserQuery = { user: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: UserRole, isActive: boolean, tenantId: string | null, createdAt: string, updatedAt: string, lastLoginAt: string | null, tenant: { id: string, slug: string } | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> } };

export type IdentityCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type IdentityCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type IdentityApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type IdentityRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type IdentityRevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type IdentityLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type IdentityLoginMutation = { login: { user: { role: UserRole, tenant: { slug: string } | null, accountingRoles: Array<{ area: AccountingArea, level: AccountingAccess }> }, tokens: { accessToken: string } } };

export type IdentityCustomerLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type IdentityCustomerLoginMutation = { customerLogin: { tokens: { accessToken: string } } };

export type IdentityViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityViewerQuery = { me: { kind: ViewerKind, id: string, email: string, role: string, tenantId: string | null, user: { id: string } | null, customer: { id: string, email: string, tenantId: string } | null } };

export type IdentityTenantIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityTenantIdsQuery = { tenants: { data: Array<{ id: string }> } };

export type IdentityTenantIdQueryVariables = Exact<{
  id: string | number;
}>;


export type IdentityTenantIdQuery = { tenant: { id: string } };

export type IdentityTenantInfoSlugQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityTenantInfoSlugQuery = { tenantInfo: { id: string, slug: string } };

export type IdentityTypenameQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityTypenameQuery = { __typename: 'Query' };

export type IdentityProductIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityProductIdsQuery = { products: { data: Array<{ id: string }> } };

export type IdentityProductsSortedQueryVariables = Exact<{
  sort?: ProductSortField | null | undefined;
}>;


export type IdentityProductsSortedQuery = { products: { data: Array<{ id: string }> } };

export type IdentityUpdateTenantMutationVariables = Exact<{
  id: string | number;
  input: UpdateTenantInput;
}>;


export type IdentityUpdateTenantMutation = { updateTenant: { name: string, status: TenantStatus | null, settings: { taxRate: number, currency: string } } };

export type IdentityTypeFieldsQueryVariables = Exact<{
  name: string;
}>;


export type IdentityTypeFieldsQuery = { __type: { fields: Array<{ name: string, type: { kind: __TypeKind, ofType: { kind: __TypeKind, ofType: { kind: __TypeKind, ofType: { kind: __TypeKind } | null } | null } | null } }> | null } | null };

export type IdentitySchemaFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentitySchemaFieldsQuery = { __schema: { types: Array<{ name: string | null, kind: __TypeKind, fields: Array<{ name: string }> | null }> } };

export type IdentityApiKeyIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityApiKeyIdsQuery = { apiKeys: Array<{ id: string }> };

export type CreateApiKeyValueMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyValueMutation = { createApiKey: { key: string } };

export type PayrollEmployerNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type PayrollEmployerNamesQuery = { payrollEmployers: Array<{ id: string, name: string }> };

export type PayrollEmployeeCodesQueryVariables = Exact<{
  id: string | number;
}>;


export type PayrollEmployeeCodesQuery = { payrollEmployees: { total: number, items: Array<{ payrollCode: string }> } };

export type PayrollEmployeesWithDetailsQueryVariables = Exact<{
  id: string | number;
  size?: number | null | undefined;
}>;


export type PayrollEmployeesWithDetailsQuery = { payrollEmployees: { total: number, items: Array<{ payrollCode: string, roles: Array<{ reference: string }>, pensionMemberships: Array<{ pensionScheme: string }>, leave: Array<{ type: string }> }> } };

export type PayrollJobDatesQueryVariables = Exact<{
  id: string | number;
}>;


export type PayrollJobDatesQuery = { payrollJob: { createdDate: string, executionStartTime: string | null, updatedDate: string | null, day: string }, payrollJobErrors: { items: Array<{ createdDate: string, day: string }> } };

export type PayrollJobIdQueryVariables = Exact<{
  id: string | number;
}>;


export type PayrollJobIdQuery = { payrollJob: { id: string } };

export type PayrollJobErrorFieldsQueryVariables = Exact<{
  id: string | number;
}>;


export type PayrollJobErrorFieldsQuery = { payrollJobErrors: { items: Array<{ rowNumber: number | null, column: string | null, errorMessage: string | null, errorType: string | null }> } };

export type PaymentsCsvMappingIndexesQueryVariables = Exact<{
  employerId: string | number;
  id: string | number;
}>;


export type PaymentsCsvMappingIndexesQuery = { paymentsCsvMapping: { noteIndex: number | null, payrollCodeIndex: number | null, hasPaylineCosting: boolean | null } };

export type PayrollJobDocumentFileQueryVariables = Exact<{
  id: string | number;
}>;


export type PayrollJobDocumentFileQuery = { payrollJobDocument: { fileName: string, contentType: string, contentBase64: string } };

export type ImportPayrollEmployeesUploadMutationVariables = Exact<{
  employerId: string | number;
  file: File;
}>;


export type ImportPayrollEmployeesUploadMutation = { importPayrollEmployees: { id: string, status: JobStatus } };

export type ProductsWithCategoriesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ProductsWithCategoriesQuery = { products: { data: Array<{ id: string, thumbnail: string | null, images: Array<{ url: string }>, categories: Array<{ category: { id: string, name: string, parent: { id: string } | null, _count: { products: number } } }> }>, meta: { total: number } } };

export type CreateAddressBriefMutationVariables = Exact<{
  input: AddressInput;
}>;


export type CreateAddressBriefMutation = { createAddress: { id: string, isDefault: boolean, city: string } };

export type AddressIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressIdsQuery = { addresses: Array<{ id: string }> };

export type AddToCartTotalsMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartTotalsMutation = { addToCart: { itemCount: number, subtotal: number, items: Array<{ productId: string, total: number }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type PlaceOrderMutation = { createOrder: { id: string, orderNumber: string, createdAt: string, total: number, items: Array<{ quantity: number }> } };

export type OrderNoteQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderNoteQuery = { order: { id: string, internalNote: string | null } };

export type PaymentIntentForMutationVariables = Exact<{
  input: CreatePaymentIntentInput;
}>;


export type PaymentIntentForMutation = { createPaymentIntent: { paymentIntentId: string, amount: number, currency: string } };

export type CustomerSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type CustomerSearchQuery = { customers: { data: Array<{ id: string, email: string }>, meta: { total: number } } };

export type CustomerCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCountQuery = { customers: { meta: { total: number } } };

export type CustomerOrderNumbersQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerOrderNumbersQuery = { customer: { email: string, orders: { data: Array<{ orderNumber: string }>, meta: { total: number } } } };

export type CustomerIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerIdQuery = { customer: { id: string } };

export type CustomersWithLastOrderQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type CustomersWithLastOrderQuery = { customers: { data: Array<{ id: string, orders: { data: Array<{ orderNumber: string, customer: { id: string | null } }>, meta: { total: number } } }> } };

export type OrderIdQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderIdQuery = { order: { id: string } };

export type ProductTotalPagedQueryVariables = Exact<{
  limit?: number | null | undefined;
  page?: number | null | undefined;
  minPrice?: number | null | undefined;
}>;


export type ProductTotalPagedQuery = { products: { meta: { total: number } } };

export type ProductCategoryDetailFragment = { isActive: boolean, sortOrder: number, id: string, parentId: string | null, createdAt: string, updatedAt: string, label: string, parent: { id: string } | null };

export type ProductCategoryDetailsBySearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ProductCategoryDetailsBySearchQuery = { products: { data: Array<{ categories: Array<{ category: { isActive: boolean, sortOrder: number, id: string, parentId: string | null, createdAt: string, updatedAt: string, label: string, parent: { id: string } | null } }> }> } };

export type ProductCategoryDetailsByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductCategoryDetailsByIdQuery = { product: { categories: Array<{ category: { isActive: boolean, sortOrder: number, id: string, parentId: string | null, createdAt: string, updatedAt: string, label: string, parent: { id: string } | null } }> } };

export type ProductNamesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ProductNamesQuery = { products: { data: Array<{ name: string }> } };

export type ProductIdsAndNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductIdsAndNamesQuery = { products: { data: Array<{ id: string, name: string }> } };

export type ProductIdNameQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductIdNameQuery = { product: { id: string, name: string } };

export type ProductPriceQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductPriceQuery = { product: { price: number } };

export type UpdateProductPriceMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type UpdateProductPriceMutation = { updateProduct: { price: number } };

export type PaymentGatewayNameQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentGatewayNameQuery = { paymentGatewayConfig: { gateway: string } };

export type ConfirmDevelopmentPaymentStatusMutationVariables = Exact<{
  input: ConfirmDevelopmentPaymentInput;
}>;


export type ConfirmDevelopmentPaymentStatusMutation = { confirmDevelopmentPayment: { status: string } };

export type StoredFileIdQueryVariables = Exact<{
  id: string | number;
}>;


export type StoredFileIdQuery = { storedFile: { id: string } };

export type StoredFileNameQueryVariables = Exact<{
  id: string | number;
}>;


export type StoredFileNameQuery = { storedFile: { filename: string } };

export type UploadFileDetailsMutationVariables = Exact<{
  file: File;
}>;


export type UploadFileDetailsMutation = { uploadFile: { id: string, filename: string, mimeType: string, size: number, sha256: string } };

export type UploadFileIdMutationVariables = Exact<{
  file: File;
}>;


export type UploadFileIdMutation = { uploadFile: { id: string } };

export const IdentityStaffUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<IdentityStaffUserFragment, unknown>;
export const ProductCategoryDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategoryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"label"},"name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductCategoryDetailFragment, unknown>;
export const PurchaseCreditNoteTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseCreditNoteTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCreditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PurchaseCreditNoteTotalQuery, PurchaseCreditNoteTotalQueryVariables>;
export const CreateServiceRateTypeBriefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateServiceRateTypeBrief"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"service_rate_type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CreateServiceRateTypeBriefMutation, CreateServiceRateTypeBriefMutationVariables>;
export const ServiceRateTypeIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceRateTypeIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRateTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ServiceRateTypeIdsQuery, ServiceRateTypeIdsQueryVariables>;
export const DeleteServiceRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteServiceRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServiceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<DeleteServiceRateTypeMutation, DeleteServiceRateTypeMutationVariables>;
export const CreateContactTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContactTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"contact_types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateContactTypesMutation, CreateContactTypesMutationVariables>;
export const LedgerAccountTypeTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerAccountTypeTotal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classification"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerAccountTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ledger_account_classification_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classification"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<LedgerAccountTypeTotalQuery, LedgerAccountTypeTotalQueryVariables>;
export const CreatePurchaseCreditNoteBriefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseCreditNoteBrief"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"purchase_credit_note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayed_as"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePurchaseCreditNoteBriefMutation, CreatePurchaseCreditNoteBriefMutationVariables>;
export const ReleasePurchaseCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleasePurchaseCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releasePurchaseCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ReleasePurchaseCreditNoteMutation, ReleasePurchaseCreditNoteMutationVariables>;
export const UpdateServiceRateTypeIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateServiceRateTypeId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRateTypeUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServiceRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"service_rate_type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateServiceRateTypeIdMutation, UpdateServiceRateTypeIdMutationVariables>;
export const UploadAttachmentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAttachmentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentUploadInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"file_size"}},{"kind":"Field","name":{"kind":"Name","value":"attachment_context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UploadAttachmentDetailsMutation, UploadAttachmentDetailsMutationVariables>;
export const UploadAttachmentIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAttachmentId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadAttachmentIdMutation, UploadAttachmentIdMutationVariables>;
export const HostileProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostileProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HostileProductQuery, HostileProductQueryVariables>;
export const HostileProductsFromDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostileProductsFrom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"minPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HostileProductsFromQuery, HostileProductsFromQueryVariables>;
export const HostileCreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HostileCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HostileCreateProductMutation, HostileCreateProductMutationVariables>;
export const HostileOrdersFromDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostileOrdersFrom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<HostileOrdersFromQuery, HostileOrdersFromQueryVariables>;
export const IdentityCreateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityCreateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityStaffUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<IdentityCreateStaffUserMutation, IdentityCreateStaffUserMutationVariables>;
export const IdentityUpdateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityUpdateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityStaffUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<IdentityUpdateStaffUserMutation, IdentityUpdateStaffUserMutationVariables>;
export const IdentityDeactivateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityDeactivateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<IdentityDeactivateStaffUserMutation, IdentityDeactivateStaffUserMutationVariables>;
export const IdentitySetAccountingRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentitySetAccountingRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingRoleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountingRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<IdentitySetAccountingRolesMutation, IdentitySetAccountingRolesMutationVariables>;
export const IdentityUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityUsersQuery, IdentityUsersQueryVariables>;
export const IdentityUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityStaffUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<IdentityUserQuery, IdentityUserQueryVariables>;
export const IdentityCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityCreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityCreateApiKeyMutation, IdentityCreateApiKeyMutationVariables>;
export const IdentityApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<IdentityApiKeysQuery, IdentityApiKeysQueryVariables>;
export const IdentityRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<IdentityRevokeApiKeyMutation, IdentityRevokeApiKeyMutationVariables>;
export const IdentityLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityLoginMutation, IdentityLoginMutationVariables>;
export const IdentityCustomerLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityCustomerLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityCustomerLoginMutation, IdentityCustomerLoginMutationVariables>;
export const IdentityViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityViewerQuery, IdentityViewerQueryVariables>;
export const IdentityTenantIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityTenantIdsQuery, IdentityTenantIdsQueryVariables>;
export const IdentityTenantIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IdentityTenantIdQuery, IdentityTenantIdQueryVariables>;
export const IdentityTenantInfoSlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantInfoSlug"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<IdentityTenantInfoSlugQuery, IdentityTenantInfoSlugQueryVariables>;
export const IdentityTypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTypename"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<IdentityTypenameQuery, IdentityTypenameQueryVariables>;
export const IdentityProductIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityProductIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityProductIdsQuery, IdentityProductIdsQueryVariables>;
export const IdentityProductsSortedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityProductsSorted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSortField"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityProductsSortedQuery, IdentityProductsSortedQueryVariables>;
export const IdentityUpdateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityUpdateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<IdentityUpdateTenantMutation, IdentityUpdateTenantMutationVariables>;
export const IdentityTypeFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTypeFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ofType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ofType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ofType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityTypeFieldsQuery, IdentityTypeFieldsQueryVariables>;
export const IdentitySchemaFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentitySchemaFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentitySchemaFieldsQuery, IdentitySchemaFieldsQueryVariables>;
export const IdentityApiKeyIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityApiKeyIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IdentityApiKeyIdsQuery, IdentityApiKeyIdsQueryVariables>;
export const CreateApiKeyValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKeyValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyValueMutation, CreateApiKeyValueMutationVariables>;
export const PayrollEmployerNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollEmployerNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollEmployers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PayrollEmployerNamesQuery, PayrollEmployerNamesQueryVariables>;
export const PayrollEmployeeCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollEmployeeCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PayrollEmployeeCodesQuery, PayrollEmployeeCodesQueryVariables>;
export const PayrollEmployeesWithDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollEmployeesWithDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollCode"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pensionMemberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pensionScheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PayrollEmployeesWithDetailsQuery, PayrollEmployeesWithDetailsQueryVariables>;
export const PayrollJobDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"executionStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","alias":{"kind":"Name","value":"day"},"name":{"kind":"Name","value":"createdDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"EnumValue","value":"Day"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"payrollJobErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","alias":{"kind":"Name","value":"day"},"name":{"kind":"Name","value":"createdDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"EnumValue","value":"Day"}}]}]}}]}}]}}]} as unknown as DocumentNode<PayrollJobDatesQuery, PayrollJobDatesQueryVariables>;
export const PayrollJobIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PayrollJobIdQuery, PayrollJobIdQueryVariables>;
export const PayrollJobErrorFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobErrorFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJobErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}}]}}]}}]} as unknown as DocumentNode<PayrollJobErrorFieldsQuery, PayrollJobErrorFieldsQueryVariables>;
export const PaymentsCsvMappingIndexesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsCsvMappingIndexes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsCsvMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteIndex"}},{"kind":"Field","name":{"kind":"Name","value":"payrollCodeIndex"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaylineCosting"}}]}}]}}]} as unknown as DocumentNode<PaymentsCsvMappingIndexesQuery, PaymentsCsvMappingIndexesQueryVariables>;
export const PayrollJobDocumentFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollJobDocumentFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollJobDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<PayrollJobDocumentFileQuery, PayrollJobDocumentFileQueryVariables>;
export const ImportPayrollEmployeesUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPayrollEmployeesUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPayrollEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowUpdates"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ImportPayrollEmployeesUploadMutation, ImportPayrollEmployeesUploadMutationVariables>;
export const ProductsWithCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsWithCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ProductsWithCategoriesQuery, ProductsWithCategoriesQueryVariables>;
export const CreateAddressBriefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAddressBrief"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<CreateAddressBriefMutation, CreateAddressBriefMutationVariables>;
export const AddressIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddressIdsQuery, AddressIdsQueryVariables>;
export const AddToCartTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCartTotals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AddToCartTotalsMutation, AddToCartTotalsMutationVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const OrderNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}}]}}]}}]} as unknown as DocumentNode<OrderNoteQuery, OrderNoteQueryVariables>;
export const PaymentIntentForDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentIntentFor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PaymentIntentForMutation, PaymentIntentForMutationVariables>;
export const CustomerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerSearchQuery, CustomerSearchQueryVariables>;
export const CustomerCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerCountQuery, CustomerCountQueryVariables>;
export const CustomerOrderNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerOrderNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomerOrderNumbersQuery, CustomerOrderNumbersQueryVariables>;
export const CustomerIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CustomerIdQuery, CustomerIdQueryVariables>;
export const CustomersWithLastOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomersWithLastOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomersWithLastOrderQuery, CustomersWithLastOrderQueryVariables>;
export const OrderIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OrderIdQuery, OrderIdQueryVariables>;
export const ProductTotalPagedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductTotalPaged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"minPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ProductTotalPagedQuery, ProductTotalPagedQueryVariables>;
export const ProductCategoryDetailsBySearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategoryDetailsBySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCategoryDetail"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategoryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"label"},"name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductCategoryDetailsBySearchQuery, ProductCategoryDetailsBySearchQueryVariables>;
export const ProductCategoryDetailsByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategoryDetailsById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCategoryDetail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCategoryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"label"},"name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductCategoryDetailsByIdQuery, ProductCategoryDetailsByIdQueryVariables>;
export const ProductNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductNamesQuery, ProductNamesQueryVariables>;
export const ProductIdsAndNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductIdsAndNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductIdsAndNamesQuery, ProductIdsAndNamesQueryVariables>;
export const ProductIdNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductIdName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductIdNameQuery, ProductIdNameQueryVariables>;
export const ProductPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<ProductPriceQuery, ProductPriceQueryVariables>;
export const UpdateProductPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>;
export const PaymentGatewayNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentGatewayName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGatewayConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}}]}}]}}]} as unknown as DocumentNode<PaymentGatewayNameQuery, PaymentGatewayNameQueryVariables>;
export const ConfirmDevelopmentPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmDevelopmentPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmDevelopmentPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmDevelopmentPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmDevelopmentPaymentStatusMutation, ConfirmDevelopmentPaymentStatusMutationVariables>;
export const StoredFileIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoredFileId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StoredFileIdQuery, StoredFileIdQueryVariables>;
export const StoredFileNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoredFileName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<StoredFileNameQuery, StoredFileNameQueryVariables>;
export const UploadFileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFileDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}}]} as unknown as DocumentNode<UploadFileDetailsMutation, UploadFileDetailsMutationVariables>;
export const UploadFileIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFileId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadFileIdMutation, UploadFileIdMutationVariables>;
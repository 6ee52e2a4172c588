/**
 * A small shop front on the generated documents and Apollo Client 4's own hooks: product list,
 * customer login, cart with its totals, checkout, payment and "my orders". It is compiled in CI
 * (`npm run typecheck`) against the installed @apollo/client, with no casts and no type policies:
 * a change of the schema or of the operations that breaks a frontend breaks this build. `main.tsx`
 * mounts it; test/platform/browser-shop.test.ts bundles it and shops with it in Chromium.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  AddToCartDocument,
  CartDocument,
  CheckoutDocument,
  ConfirmDevelopmentPaymentDocument,
  CreatePaymentIntentDocument,
  CustomerLoginDocument,
  MyOrdersDocument,
  PaymentGatewayConfigDocument,
  ProductListDocument,
  RemoveCartItemDocument,
  TenantInfoDocument,
  UpdateCartItemDocument,
  type CartQuery,
  type ProductListQuery,
} from '../../schema/generated/graphql';

/** Where the shop sends its operations: the GraphQL endpoint and the store's slug. */
export interface ShopServer {
  uri: string;
  store: string;
}

/** A plain InMemoryCache: every cached object has an `id`, so no type policy is needed. */
export function createClient(server: ShopServer, token: () => string | null): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    const accessToken = token();
    // Merged with the operation's own headers (a checkout's `Idempotency-Key`).
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'x-tenant-slug': server.store,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([headers, new HttpLink({ uri: server.uri })]),
    cache: new InMemoryCache(),
  });
}

type ProductCard = ProductListQuery['products']['data'][number];
type CartLine = CartQuery['cart']['items'][number];

/** An amount in the currency the server names (`usd`, `gbp`, ...). */
function formatPrice(amount: number, currency: string): string {
  return amount.toLocaleString('en', { style: 'currency', currency });
}

function Price({ amount, currency, testId }: { amount: number; currency: string; testId?: string }) {
  return <span data-testid={testId}>{formatPrice(amount, currency)}</span>;
}

function ProductTile({ product, currency }: { product: ProductCard; currency: string }) {
  const [add, { loading }] = useMutation(AddToCartDocument);
  const category: string | undefined = product.categories[0]?.category.name;
  const wasPrice: number | null = product.compareAtPrice ?? null;
  return (
    <li>
      {product.thumbnail !== null && <img src={product.thumbnail} alt={product.name} width={80} height={80} />}
      <h3>{product.name}</h3>
      {category && <small>{category}</small>}
      <Price amount={product.price} currency={currency} />
      {wasPrice !== null && <s>{formatPrice(wasPrice, currency)}</s>}
      <button
        disabled={loading}
        aria-label={`Add ${product.name} to cart`}
        onClick={() => add({ variables: { input: { productId: product.id, quantity: 1 } } })}
      >
        Add to cart
      </button>
    </li>
  );
}

export function ProductList({ currency }: { currency: string }) {
  const { data, loading } = useQuery(ProductListDocument, {
    variables: { sortBy: 'price', sortOrder: 'asc', limit: 20 },
  });
  if (loading || !data) return <p>Loading…</p>;
  const { total, totalPages } = data.products.meta;
  return (
    <section aria-label="Products">
      <p>
        {total} products, {totalPages} pages
      </p>
      <ul>
        {data.products.data.map((product) => (
          <ProductTile key={product.id} product={product} currency={currency} />
        ))}
      </ul>
    </section>
  );
}

export function Login({ onToken }: { onToken(token: string): void }) {
  const [email, setEmail] = useState('jane@example.com');
  const [password, setPassword] = useState('demo1234');
  const [login, { error, loading }] = useMutation(CustomerLoginDocument);
  return (
    <form
      aria-label="Sign in"
      onSubmit={async (event) => {
        event.preventDefault();
        // A refused login rejects the call and fills `error`, shown below.
        const result = await login({ variables: { input: { email, password } } }).catch(() => null);
        if (result?.data) onToken(result.data.customerLogin.tokens.accessToken);
      }}
    >
      <label>
        E-mail <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      {error && <p role="alert">{error.message}</p>}
      <button type="submit" disabled={loading}>
        Sign in
      </button>
    </form>
  );
}

function CartRow({ line, currency }: { line: CartLine; currency: string }) {
  // Each answer is the whole Cart under the same id: the cache updates the watched cart itself.
  const [update] = useMutation(UpdateCartItemDocument);
  const [remove] = useMutation(RemoveCartItemDocument);
  return (
    <li data-testid="cart-line">
      <span data-testid="cart-line-name">{line.productName}</span>
      <input
        type="number"
        min={1}
        aria-label={`Quantity of ${line.productName}`}
        value={line.quantity}
        onChange={(event) => {
          const quantity = Number(event.target.value);
          if (Number.isInteger(quantity) && quantity > 0) {
            void update({ variables: { id: line.id, input: { quantity } } });
          }
        }}
      />
      <Price amount={line.total} currency={currency} testId="cart-line-total" />
      <button aria-label={`Remove ${line.productName}`} onClick={() => remove({ variables: { id: line.id } })}>
        Remove
      </button>
    </li>
  );
}

/** The cart and its totals, priced by the server: the page re-implements no money rule. */
export function CartPanel() {
  const { data } = useQuery(CartDocument);
  // The order takes the cart's lines, a different object: the cart and the order list are read again.
  const [checkout, placed] = useMutation(CheckoutDocument, { refetchQueries: [CartDocument, MyOrdersDocument] });
  // One key per order the shopper places, kept until it is placed: clicking again after a timeout
  // or a dropped connection retries the same checkout, which the server places at most once.
  const checkoutKey = useRef(crypto.randomUUID());
  const placeOrder = () =>
    checkout({ variables: { input: {} }, context: { headers: { 'Idempotency-Key': checkoutKey.current } } }).then(
      (result) => {
        if (result.data) checkoutKey.current = crypto.randomUUID();
      },
      // Shown from `placed.error`; the key stays for the next click.
      () => undefined,
    );
  if (!data) return null;
  const { cart } = data;
  const totals = [
    ['Subtotal', cart.subtotal, 'subtotal'],
    ['Shipping', cart.shippingFee, 'shipping'],
    ['Tax', cart.tax, 'tax'],
    ['Total', cart.total, 'total'],
  ] as const;
  return (
    <section aria-label="Cart">
      <h2>
        Cart (<span data-testid="cart-count">{cart.itemCount}</span> items,{' '}
        <span data-testid="cart-currency">{cart.currency}</span>)
      </h2>
      <ul>
        {cart.items.map((line) => (
          <CartRow key={line.id} line={line} currency={cart.currency} />
        ))}
      </ul>
      <dl>
        {totals.map(([label, amount, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Price amount={amount} currency={cart.currency} testId={`cart-${key}`} />
            </dd>
          </div>
        ))}
      </dl>
      {/* Without `items`, the order takes the whole cart. */}
      <button disabled={cart.itemCount === 0 || placed.loading} onClick={() => void placeOrder()}>
        Place order
      </button>
      {placed.error && <p role="alert">{placed.error.message}</p>}
      {placed.data && <PayOrder order={placed.data.createOrder} />}
    </section>
  );
}

/**
 * Pays an order. With Stripe, the client secret goes to Stripe's card form (not part of this
 * example); with the development gateway (`paymentGatewayConfig.gateway`), a test card confirms
 * it here.
 */
function PayOrder({ order }: { order: { id: string; orderNumber: string; total: number; currency: string } }) {
  const config = useQuery(PaymentGatewayConfigDocument);
  const [createIntent, intent] = useMutation(CreatePaymentIntentDocument);
  const [confirm, confirmed] = useMutation(ConfirmDevelopmentPaymentDocument, { refetchQueries: [MyOrdersDocument] });
  const pay = async () => {
    const { data } = await createIntent({ variables: { input: { orderId: order.id, amount: order.total } } });
    if (data) await confirm({ variables: { input: { clientSecret: data.createPaymentIntent.clientSecret } } });
  };
  const gateway: string | undefined = config.data?.paymentGatewayConfig.gateway;
  const status: string | undefined = confirmed.data?.confirmDevelopmentPayment.status;
  const failure = intent.error ?? confirmed.error;
  return (
    <section aria-label="Payment">
      <p>
        Order <span data-testid="placed-order-number">{order.orderNumber}</span>:{' '}
        <Price amount={order.total} currency={order.currency} testId="placed-order-total" />
      </p>
      {gateway === 'development' && (
        <button
          disabled={intent.loading || confirmed.loading || status !== undefined}
          onClick={() => pay().catch(() => undefined)}
        >
          Pay with test card
        </button>
      )}
      {gateway !== undefined && gateway !== 'development' && <p>Pay with the {gateway} card form.</p>}
      {status && <p data-testid="payment-status">Payment {status}</p>}
      {failure && <p role="alert">{failure.message}</p>}
    </section>
  );
}

export function MyOrders() {
  const { data } = useQuery(MyOrdersDocument, { variables: { page: 1, limit: 10 } });
  return (
    <table aria-label="My orders">
      <thead>
        <tr>
          <th>Order</th>
          <th>Payment</th>
          <th>Total</th>
          <th>Items</th>
        </tr>
      </thead>
      <tbody>
        {data?.myOrders.data.map((order) => (
          <tr key={order.id} data-testid={`order-${order.orderNumber}`}>
            <td>{order.orderNumber}</td>
            <td data-testid="order-payment-status">{order.paymentStatus}</td>
            <td>
              <Price amount={order.total} currency={order.currency} />
            </td>
            <td>{order.items.map((item) => `${item.quantity} × ${item.productName}`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The store's name and catalog for everyone; the cart, checkout and orders once signed in. */
function Storefront({ signedIn, onToken }: { signedIn: boolean; onToken(token: string): void }) {
  const { data } = useQuery(TenantInfoDocument);
  if (!data) return <p>Loading…</p>;
  const { name, settings } = data.tenantInfo;
  return (
    <main>
      <h1>{settings.storeName ?? name}</h1>
      <ProductList currency={settings.currency} />
      {signedIn ? (
        <>
          <CartPanel />
          <MyOrders />
        </>
      ) : (
        <Login onToken={onToken} />
      )}
    </main>
  );
}

export function Shop({ server }: { server: ShopServer }) {
  const token = useRef<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [client] = useState(() => createClient(server, () => token.current));
  return (
    <ApolloProvider client={client}>
      <Storefront
        signedIn={signedIn}
        onToken={(accessToken) => {
          token.current = accessToken;
          setSignedIn(true);
        }}
      />
    </ApolloProvider>
  );
}

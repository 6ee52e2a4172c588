/**
 * A small shop front on the generated documents and Apollo Client 4's own hooks: product list,
 * customer login, cart with its totals, checkout and "my orders". It is compiled in CI
 * (`npm run typecheck`) against the installed @apollo/client, with no casts and no type policies:
 * a change of the schema or of the operations that breaks a frontend breaks this build.
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
  ProductListDocument,
  RemoveCartItemDocument,
  type ProductListQuery,
} from '../../schema/generated/graphql';

const STORE = 'city-pharmacy';

export function createClient(token: () => string | null): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    const accessToken = token();
    operation.setContext({
      headers: { 'x-tenant-slug': STORE, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    });
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([headers, new HttpLink({ uri: 'http://localhost:4000/graphql' })]),
    cache: new InMemoryCache(),
  });
}

type ProductCard = ProductListQuery['products']['data'][number];

function Price({ amount, currency }: { amount: number; currency: string }) {
  return <span>{amount.toLocaleString('en', { style: 'currency', currency })}</span>;
}

function ProductTile({ product }: { product: ProductCard }) {
  const [add, { loading }] = useMutation(AddToCartDocument);
  const category: string | undefined = product.categories[0]?.category.name;
  const wasPrice: number | null = product.compareAtPrice ?? null;
  return (
    <li>
      {product.thumbnail !== null && <img src={product.thumbnail} alt={product.name} />}
      <h3>{product.name}</h3>
      {category && <small>{category}</small>}
      <Price amount={product.price} currency="usd" />
      {wasPrice !== null && <s>{wasPrice.toFixed(2)}</s>}
      <button disabled={loading} onClick={() => add({ variables: { input: { productId: product.id, quantity: 1 } } })}>
        Add to cart
      </button>
    </li>
  );
}

export function ProductList() {
  const { data, loading } = useQuery(ProductListDocument, {
    variables: { sortBy: 'price', sortOrder: 'asc', limit: 20 },
  });
  if (loading || !data) return <p>Loading…</p>;
  const { total, totalPages } = data.products.meta;
  return (
    <section>
      <p>
        {total} products, {totalPages} pages
      </p>
      <ul>
        {data.products.data.map((product) => (
          <ProductTile key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}

export function Login({ onToken }: { onToken(token: string): void }) {
  const [email, setEmail] = useState('jane@example.com');
  const [login, { error }] = useMutation(CustomerLoginDocument);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const { data } = await login({ variables: { input: { email, password: 'demo1234' } } });
        if (data) onToken(data.customerLogin.tokens.accessToken);
      }}
    >
      <input value={email} onChange={(event) => setEmail(event.target.value)} />
      {error && <p role="alert">{error.message}</p>}
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The cart and its totals, priced by the server: the page re-implements no money rule. */
export function CartPanel() {
  const { data } = useQuery(CartDocument);
  const [remove] = useMutation(RemoveCartItemDocument);
  const [checkout, placed] = useMutation(CheckoutDocument);
  if (!data) return null;
  const { cart } = data;
  return (
    <aside>
      <ul>
        {cart.items.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.productName} <Price amount={line.total} currency={cart.currency} />
            <button onClick={() => remove({ variables: { id: line.id } })}>Remove</button>
          </li>
        ))}
      </ul>
      <dl>
        <dt>Subtotal</dt>
        <dd>
          <Price amount={cart.subtotal} currency={cart.currency} />
        </dd>
        <dt>Shipping</dt>
        <dd>
          <Price amount={cart.shippingFee} currency={cart.currency} />
        </dd>
        <dt>Tax</dt>
        <dd>
          <Price amount={cart.tax} currency={cart.currency} />
        </dd>
        <dt>Total</dt>
        <dd>
          <Price amount={cart.total} currency={cart.currency} />
        </dd>
      </dl>
      {/* Without `items`, the order takes the whole cart. */}
      <button disabled={cart.itemCount === 0} onClick={() => checkout({ variables: { input: {} } })}>
        Place order
      </button>
      {placed.data && <PayOrder orderId={placed.data.createOrder.id} total={placed.data.createOrder.total} />}
    </aside>
  );
}

/**
 * Pays an order. With Stripe, the client secret goes to Stripe's card form; on a laptop (the
 * development gateway, see `paymentGatewayConfig.gateway`) a test card confirms it here.
 */
function PayOrder({ orderId, total }: { orderId: string; total: number }) {
  const [createIntent] = useMutation(CreatePaymentIntentDocument);
  const [confirm, confirmed] = useMutation(ConfirmDevelopmentPaymentDocument, {
    refetchQueries: [MyOrdersDocument],
  });
  const pay = async () => {
    const { data } = await createIntent({ variables: { input: { orderId, amount: total } } });
    if (data) await confirm({ variables: { input: { clientSecret: data.createPaymentIntent.clientSecret } } });
  };
  const status: string | undefined = confirmed.data?.confirmDevelopmentPayment.status;
  return (
    <p>
      <button onClick={pay}>Pay with test card</button>
      {status && <span>Payment {status}</span>}
    </p>
  );
}

export function MyOrders() {
  const { data } = useQuery(MyOrdersDocument, { variables: { page: 1, limit: 10 } });
  return (
    <table>
      <tbody>
        {data?.myOrders.data.map((order) => (
          <tr key={order.id}>
            <td>{order.orderNumber}</td>
            <td>{order.paymentStatus}</td>
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

export function Shop() {
  const token = useRef<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [client] = useState(() => createClient(() => token.current));
  return (
    <ApolloProvider client={client}>
      <ProductList />
      {signedIn ? (
        <>
          <CartPanel />
          <MyOrders />
        </>
      ) : (
        <Login
          onToken={(accessToken) => {
            token.current = accessToken;
            setSignedIn(true);
          }}
        />
      )}
    </ApolloProvider>
  );
}

/**
 * What each environment variable read by `env.ts` means: the one source of docs/configuration.md
 * (`npm run docs:config` writes it, `npm run docs:config:check` fails when it is stale), and a test
 * checks that the variables listed here are exactly those `env.ts` reads. Defaults and meanings are
 * Markdown, as they appear in the table.
 */
export interface EnvDoc {
  /** One variable, or a few that go together (a pair of secrets, a limit and its window). */
  names: readonly string[];
  default: string;
  description: string;
}

export const ENV_DOCS: readonly EnvDoc[] = [
  { names: ['PORT'], default: '`4000`', description: 'HTTP port (`0` picks a free one)' },
  {
    names: ['PUBLIC_URL'],
    default: "none: the request's own protocol and host",
    description:
      'The absolute `http(s)` address clients reach the server at (a path allowed; no query): where payroll links start ([below](#public-links))',
  },
  {
    names: ['NODE_ENV'],
    default: '`development`',
    description:
      '`production`, `development` or `test`. Production requires the JWT secrets, turns off the Sandbox and introspection, and logs JSON',
  },
  {
    names: ['DATABASE_URL'],
    default: 'none',
    description: '`postgres://` URL of the database. Without it the embedded server is used',
  },
  {
    names: ['DATABASE_READ_URL'],
    default: 'none',
    description:
      'A streaming replica (hot standby) of `DATABASE_URL` for the plain reads; writers still read their writes. See [Reads on a replica](operations.md#reads-on-a-replica)',
  },
  {
    names: ['DATA_DIR'],
    default: '`.data`',
    description: 'Folder for the embedded database and the generated development secrets',
  },
  {
    names: ['MIGRATE_ON_START'],
    default: '`true`',
    description: 'Apply pending migrations at start, under a PostgreSQL advisory lock',
  },
  {
    names: ['DATABASE_PREPARED_STATEMENTS'],
    default: '`true`',
    description:
      '`false` behind a transaction pooler (PgBouncer in transaction mode): no named statements, no startup settings ([Behind a transaction pooler](operations.md#behind-a-transaction-pooler))',
  },
  {
    names: ['DATABASE_PRIMARY_WAIT_MS'],
    default: '`8000`',
    description:
      'While the leader changes, a new connection or a plain read of the primary waits this long for one, counted from the first failure; then 503 at once until it is back. `0`: no wait ([The primary lost](operations.md#the-primary-lost-failover-and-switchover))',
  },
  {
    names: ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'],
    default: 'generated',
    description:
      'At least 32 characters. Required in production; elsewhere generated once and kept in `DATA_DIR/secrets.json`',
  },
  {
    names: ['ACCESS_TOKEN_TTL', 'REFRESH_TOKEN_TTL'],
    default: '`15m`, `7d`',
    description: 'Token lifetimes (`900`, `15m`, `12h`, `7d`)',
  },
  {
    names: ['ORDER_PAYMENT_TTL'],
    default: '`60m`',
    description:
      'How long a placed order waits for its payment (`3600`, `60m`, `1h`; at most `30d`) before the expiry job cancels it',
  },
  {
    names: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    default: 'none',
    description: 'Payment gateway keys. Without them: the development gateway outside production, 503 in production',
  },
  {
    names: ['STRIPE_API_BASE'],
    default: 'none',
    description: 'Points the Stripe SDK at another address (used by the tests)',
  },
  {
    names: ['PAYMENT_GATEWAY'],
    default: '`stripe` with a key, else `development`',
    description:
      '`stripe`, `development` (outside production only) or `none` (payment routes 503); `none` in production without a key',
  },
  {
    names: ['REDIS_URL'],
    default: 'none',
    description: '`redis://` URL. Makes the rate-limit counters shared between instances',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`false`',
    description:
      'The proxies whose `X-Forwarded-For` is believed: a hop count, or their addresses/CIDR ranges (`10.0.0.5,10.0.0.0/8,loopback`). `true` is refused',
  },
  { names: ['CORS_ORIGINS'], default: '`*`', description: 'Comma-separated allowed origins' },
  {
    names: ['SUPER_ADMIN_EMAIL', 'SUPER_ADMIN_PASSWORD'],
    default: 'none',
    description:
      'Super administrator created on an empty database (default e-mail `superadmin@example.com`, generated password printed once)',
  },
  {
    names: ['SEED_DEMO'],
    default: '`true` with the embedded database, else `false`',
    description:
      'Create the demo data set (the `city-pharmacy` store and its people, then each module’s part) on first start',
  },
  {
    names: ['APP_CONFIG'],
    default: '`app.config.yaml`',
    description: 'The [application configuration document](app-config.md)',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info` (`silent` in tests)',
    description: '`fatal` … `trace`, or `silent`. Development prints a request on one line, its headers at `debug`',
  },
  {
    names: ['RATE_LIMIT_WINDOW_MS', 'RATE_LIMIT_MAX'],
    default: '`900000`, `100`',
    description: 'General limit per IP, shared by `/api` and `/graphql`',
  },
  {
    names: ['LOGIN_RATE_LIMIT_MAX'],
    default: '`5`',
    description:
      'Login budget per address (IPv6 by /64) per window: sign-in attempts and failed credential checks of every API ([The login budget](security.md#the-login-budget))',
  },
  {
    names: ['LOGIN_ACCOUNT_RATE_LIMIT_MAX'],
    default: '`20`',
    description: 'Failed credential checks per account per window, from addresses the account has not signed in from',
  },
  {
    names: ['IDEMPOTENCY_KEY_TTL'],
    default: '`24h`',
    description:
      'How long the answer of a request sent with an `Idempotency-Key` is kept for its retries (`900`, `15m`, `24h`; [Retry-safe writes](api-conventions.md#retry-safe-writes-idempotency-key))',
  },
  {
    names: ['GRAPHQL_INTROSPECTION'],
    default: 'on outside production',
    description:
      'Allow introspection queries and serve GraphiQL at `/graphiql`; off, errors carry no "Did you mean" hints',
  },
  {
    names: ['GRAPHQL_MAX_DEPTH', 'GRAPHQL_MAX_COST'],
    default: '`10`, `5000`',
    description:
      'Refused (400) when deeper or costlier; documents over 64 KB or 5,000 tokens are refused before parsing',
  },
  { names: ['BODY_LIMIT_BYTES'], default: '`4194304`', description: 'JSON body limit (413 beyond)' },
  {
    names: ['UPLOAD_MAX_BYTES'],
    default: '`10485760`',
    description: 'Upload limit per file (413 beyond; a cut file is never stored)',
  },
  {
    names: ['EMPLOYEE_IMPORT_MAX_BYTES'],
    default: '`67108864`',
    description: "The employee CSV import's own upload limit (413 beyond); every other upload keeps `UPLOAD_MAX_BYTES`",
  },
  {
    names: ['SHUTDOWN_TIMEOUT_MS'],
    default: '`10000`',
    description: 'How long shutdown waits for requests in flight',
  },
  {
    names: ['HTTP_HEADERS_TIMEOUT_MS'],
    default: '`10000`',
    description: 'A client must send a request head within this, or its connection is closed (408)',
  },
  {
    names: ['HTTP_REQUEST_TIMEOUT_MS'],
    default: '`30000`',
    description: '... and the whole request, body included, within this (408); at least `HTTP_HEADERS_TIMEOUT_MS`',
  },
  {
    names: ['HTTP_UPLOAD_TIMEOUT_MS'],
    default: '`300000`',
    description:
      'The same bound on upload and import routes (multipart uploads, GraphQL multipart, attachments, payroll JSON imports); at least `HTTP_REQUEST_TIMEOUT_MS`',
  },
  {
    names: ['HTTP_BODY_IDLE_TIMEOUT_MS'],
    default: '`10000`',
    description:
      'A request body silent this long is cut (408), on upload routes too: a stalled upload holds no socket for minutes',
  },
  {
    names: ['HTTP_KEEP_ALIVE_TIMEOUT_MS'],
    default: '`5000`',
    description:
      "An idle keep-alive connection is closed after this; behind a balancer, set it above the balancer's idle timeout",
  },
  {
    names: ['SHUTDOWN_DRAIN_MS'],
    default: '`0`',
    description:
      'On SIGTERM, how long `/readyz` answers 503 (while requests are still served) before the listener closes',
  },
  {
    names: ['JOB_WORKERS'],
    default: '`2`',
    description:
      'Payroll background jobs this instance runs at once (`0`: it only queues them; other instances run them)',
  },
  {
    names: ['JOB_POLL_INTERVAL_MS'],
    default: '`2000`',
    description:
      'How often an idle job worker looks for queued jobs (at least 500; a job queued by this instance wakes its workers at once)',
  },
  {
    names: ['JOB_EXPIRE_SECONDS'],
    default: '`900`',
    description:
      'A running job whose process shows no sign of life for this long is run again once at the next start, then failed',
  },
  {
    names: ['IMPORT_BATCH_ROWS'],
    default: '`10000`',
    description:
      'Rows of an employee import per step: one transaction with one write, its row errors and its checkpoint',
  },
  {
    names: ['METRICS_TOKEN'],
    default: 'none',
    description:
      'Bearer token of `GET /metrics` (at least 32 characters). Unset: no metrics are served (404). See [Metrics](operations.md#metrics)',
  },
  {
    names: ['METRICS_PORT'],
    default: 'none',
    description:
      'A port serving only `GET /metrics` (with the token too when set), for a network the public one does not reach',
  },
  {
    names: ['METRICS_HOST'],
    default: '`127.0.0.1`',
    description: 'Where `METRICS_PORT` listens. Other than loopback (`0.0.0.0` too), the boot needs `METRICS_TOKEN`',
  },
  {
    names: ['PASSWORD_HASH_PROFILE'],
    default: '`production`',
    description:
      'Cost of new password hashes: `production` (argon2id, 19 MiB, 2 passes); `test` (1 MiB, 1 pass) only with `NODE_ENV=test`, for the suite',
  },
  {
    names: ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'],
    default: 'none',
    description:
      "Turn tracing on: the OTLP/HTTP collector's base URL (`/v1/traces` appended), or the traces URL itself. Unset: no tracing. See [Traces](operations.md#traces)",
  },
  {
    names: ['OTEL_EXPORTER_OTLP_PROTOCOL'],
    default: '`http/protobuf`',
    description: '`http/protobuf` or `http/json` (gRPC is not supported)',
  },
  {
    names: ['OTEL_EXPORTER_OTLP_HEADERS'],
    default: 'none',
    description:
      "Headers of each export, `key=value,key=value` with percent-encoded values (a hosted collector's API key)",
  },
  {
    names: ['OTEL_EXPORTER_OTLP_TIMEOUT'],
    default: '`10000`',
    description: 'Milliseconds one export may take; past that (or with the collector down) its spans are dropped',
  },
  {
    names: ['OTEL_SERVICE_NAME', 'OTEL_RESOURCE_ATTRIBUTES'],
    default: '`commerce-ledger-payroll-api`',
    description: "The spans' `service.name`, and more resource attributes (`deployment.environment.name=prod,...`)",
  },
  {
    names: ['OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG'],
    default: '`parentbased_always_on`, `1`',
    description:
      "`always_on`, `always_off`, `traceidratio` (the ratio in the ARG), each also `parentbased_` (the caller's choice wins)",
  },
  {
    names: ['OTEL_BSP_SCHEDULE_DELAY'],
    default: '`5000`',
    description: 'Milliseconds spans wait in the batch before they are exported',
  },
  {
    names: ['OTEL_SDK_DISABLED'],
    default: '`false`',
    description: '`true` turns tracing off whatever the endpoint',
  },
  {
    names: ['TEST_DATABASE_URL'],
    default: 'none',
    description: 'Test suite only: the server the per-worker databases are created on',
  },
];

/** Every variable named in {@link ENV_DOCS}, in table order. */
export const DOCUMENTED_VARIABLES: readonly string[] = ENV_DOCS.flatMap((doc) => doc.names);

/** A table cell: a `|` inside one would end it. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/**
 * docs/configuration.md as written by `npm run docs:config`: an introduction, the table, and the
 * notes the table points to. Prettier leaves it as it is (the file is in .prettierignore), so the
 * check compares bytes.
 */
export function renderConfigurationPage(): string {
  const rows = ENV_DOCS.map(
    (doc) =>
      `| ${doc.names.map((name) => `\`${name}\``).join(', ')} | ${cell(doc.default)} | ${cell(doc.description)} |`,
  );
  return [
    '# Configuration',
    '',
    '<!-- Generated from src/config/env-docs.ts by `npm run docs:config`; CI checks it is current. -->',
    '',
    'Environment variables are read and validated once at boot (`src/config/env.ts`); nothing else reads',
    '`process.env`. A bad value stops the process (exit code 78) with a message naming the variable. The',
    'application configuration document, which `APP_CONFIG` names, is described in [app-config.md](app-config.md).',
    '',
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '## Public links',
    '',
    "Payroll answers carry absolute links (`Item.url`, a job's `result.file.uri`, the `Location` of a",
    'create), as clients generated from the Staffology document follow them as given. They start with',
    '`PUBLIC_URL`; without it, with the protocol and host the request came to, as Express reads them',
    '(`X-Forwarded-Proto` and `X-Forwarded-Host` count only from a proxy `TRUST_PROXY` trusts). The',
    "demo products' and categories' images link to `PUBLIC_URL` too, else `http://localhost:<PORT>`.",
    '',
    '## Per role in production',
    '',
    "Which of these each instance of a fleet sets, and the release step's own: [operations.md](operations.md#environment-per-role).",
    '',
  ].join('\n');
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as an OTLP export carries it, with hex ids and flat attributes. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  startTimeUnixNano: bigint;
  attributes: Record<string, string | number | boolean>;
  links: { traceId: string; spanId: string }[];
  /** Events (a recorded exception among them), each with its name and attributes. */
  events: { name: string; attributes: Record<string, string | number | boolean> }[];
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
  /** The status's description (empty when none). */
  statusMessage: string;
  resource: Record<string, string | number | boolean>;
}

export interface OtlpReceiver {
  /** The base URL, for `OTEL_EXPORTER_OTLP_ENDPOINT` (exports arrive at `/v1/traces`). */
  url: string;
  spans: ReceivedSpan[];
  /** Content types of the exports received (`application/x-protobuf`, `application/json`). */
  contentTypes: string[];
  close(): Promise<void>;
}

/** One field of a protobuf message: its number, and its value (varints and fixed numbers as bigint). */
interface Field {
  no: number;
  value: bigint | Buffer;
}

/** Protocol Buffers' wire format, enough for OTLP's trace messages (no groups). */
function fields(buf: Buffer): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = buf[at++];
      result |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return result;
    }
  };
  while (at < buf.length) {
    const key = Number(varint());
    const no = key >>> 3;
    const wire = key & 7;
    if (wire === 0) out.push({ no, value: varint() });
    else if (wire === 1) {
      out.push({ no, value: buf.readBigUInt64LE(at) });
      at += 8;
    } else if (wire === 5) {
      out.push({ no, value: BigInt(buf.readUInt32LE(at)) });
      at += 4;
    } else if (wire === 2) {
      const length = Number(varint());
      out.push({ no, value: buf.subarray(at, at + length) });
      at += length;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
  return out;
}

const all = (message: Buffer, no: number) => fields(message).filter((f) => f.no === no);
const bytes = (message: Buffer, no: number) => (all(message, no)[0]?.value as Buffer | undefined) ?? Buffer.alloc(0);
const number = (message: Buffer, no: number) => Number((all(message, no)[0]?.value as bigint | undefined) ?? 0n);

/** `KeyValue` list (field `no` of `message`) as a plain object. */
function protoAttributes(message: Buffer, no: number): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { value } of all(message, no)) {
    const pair = value as Buffer;
    const any = bytes(pair, 2);
    const [first] = fields(any);
    const key = bytes(pair, 1).toString();
    if (!first) continue;
    if (first.no === 1) out[key] = (first.value as Buffer).toString();
    else if (first.no === 2) out[key] = first.value === 1n;
    else if (first.no === 3) out[key] = Number(BigInt.asIntN(64, first.value as bigint));
    else if (first.no === 4) {
      const b = Buffer.alloc(8);
      b.writeBigUInt64LE(first.value as bigint);
      out[key] = b.readDoubleLE();
    }
  }
  return out;
}

/** `ExportTraceServiceRequest` in protobuf. */
function decodeProtobuf(body: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const { value: resourceSpans } of all(body, 1)) {
    const resource = protoAttributes(bytes(resourceSpans as Buffer, 1), 1);
    for (const { value: scopeSpans } of all(resourceSpans as Buffer, 2)) {
      for (const { value } of all(scopeSpans as Buffer, 2)) {
        const span = value as Buffer;
        spans.push({
          traceId: bytes(span, 1).toString('hex'),
          spanId: bytes(span, 2).toString('hex'),
          parentSpanId: bytes(span, 4).toString('hex'),
          name: bytes(span, 5).toString(),
          kind: number(span, 6),
          startTimeUnixNano: (all(span, 7)[0]?.value as bigint | undefined) ?? 0n,
          attributes: protoAttributes(span, 9),
          links: all(span, 13).map(({ value: link }) => ({
            traceId: bytes(link as Buffer, 1).toString('hex'),
            spanId: bytes(link as Buffer, 2).toString('hex'),
          })),
          events: all(span, 11).map(({ value: event }) => ({
            name: bytes(event as Buffer, 2).toString(),
            attributes: protoAttributes(event as Buffer, 3),
          })),
          statusCode: number(bytes(span, 15), 3),
          statusMessage: bytes(bytes(span, 15), 2).toString(),
          resource,
        });
      }
    }
  }
  return spans;
}

interface JsonKeyValue {
  key: string;
  value: { stringValue?: string; boolValue?: boolean; intValue?: string | number; doubleValue?: number };
}

function jsonAttributes(list: JsonKeyValue[] = []): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { key, value } of list) {
    out[key] =
      value.stringValue ??
      value.boolValue ??
      (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? ''));
  }
  return out;
}

/** `ExportTraceServiceRequest` in OTLP/JSON (ids in hex). */
function decodeJson(body: Buffer): ReceivedSpan[] {
  type JsonSpan = {
    traceId: string;
    spanId: string;
    parentSpanId?: string;
    name: string;
    kind: number;
    startTimeUnixNano: string;
    attributes?: JsonKeyValue[];
    links?: { traceId: string; spanId: string }[];
    events?: { name: string; attributes?: JsonKeyValue[] }[];
    status?: { code?: number; message?: string };
  };
  const request = JSON.parse(body.toString()) as {
    resourceSpans: { resource?: { attributes?: JsonKeyValue[] }; scopeSpans: { spans: JsonSpan[] }[] }[];
  };
  return request.resourceSpans.flatMap(({ resource, scopeSpans }) =>
    scopeSpans.flatMap(({ spans }) =>
      spans.map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        startTimeUnixNano: BigInt(span.startTimeUnixNano),
        attributes: jsonAttributes(span.attributes),
        links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
        events: (span.events ?? []).map(({ name, attributes }) => ({ name, attributes: jsonAttributes(attributes) })),
        statusCode: span.status?.code ?? 0,
        statusMessage: span.status?.message ?? '',
        resource: jsonAttributes(resource?.attributes),
      })),
    ),
  );
}

/**
 * A collector's OTLP/HTTP trace receiver (`POST /v1/traces`, protobuf or JSON), keeping every
 * span it is sent. It answers as a collector does: 200 with an empty response.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const type = (req.headers['content-type'] ?? '').split(';')[0];
      contentTypes.push(type);
      const json = type === 'application/json';
      spans.push(...(json ? decodeJson(body) : decodeProtobuf(body)));
      res.writeHead(200, { 'content-type': type }).end(json ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The spans as an indented tree (name and kind), children under their parent, for reading a trace. */
export function spanTree(spans: ReceivedSpan[], root: ReceivedSpan): string {
  const kinds = ['', 'internal', 'server', 'client', 'producer', 'consumer'];
  const lines: string[] = [];
  const walk = (span: ReceivedSpan, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${span.name} [${kinds[span.kind] ?? span.kind}]`);
    const children = spans.filter((s) => s.parentSpanId === span.spanId);
    children.sort((a, b) => (a.startTimeUnixNano < b.startTimeUnixNano ? -1 : 1));
    for (const child of children) walk(child, depth + 1);
  };
  walk(root, 0);
  return lines.join('\n');
}

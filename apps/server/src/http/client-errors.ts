import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorMessage, type Failure, LANGUAGE_HEADER, type Language } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';
import { headerLanguage, requestLanguage } from './language.ts';

/** What Node's HTTP parser reports (its `rawPacket` is the chunk it was reading, a Buffer). */
export type ClientError = Error & { code?: string; rawPacket?: unknown };

/** How long a refused client may go on sending its request before the connection is closed. */
const DRAIN_MS = 5000;

/** The bytes of the request the parser choked on, when Node kept them. */
function packetOf(error: ClientError): Buffer | undefined {
  return Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
}

/**
 * Whether the request line alone is longer than the parser reads: the chunk begins with it (a method, a
 * space) and its first line break, if any, lies beyond the header size limit. Anything else is 431.
 */
function requestLineTooLong(packet: Buffer | undefined): boolean {
  if (!packet || !/^[A-Z]+ /.test(packet.toString('latin1', 0, 16))) return false;
  const lineEnd = packet.indexOf(0x0a);
  return lineEnd === -1 || lineEnd >= maxHeaderSize;
}

/** The status and catalogue code of a parser error. */
function classify(error: ClientError): { status: number; code: ErrorCode } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: requestLineTooLong(packetOf(error)) ? 414 : 431, code: 'request_too_large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout' };
    default:
      return { status: 400, code: 'bad_request' };
  }
}

/** The language the refused request asked for, when its headers made it into the chunk the parser kept. */
function packetLanguage(packet: Buffer | undefined): Language {
  const text = packet?.toString('latin1') ?? '';
  const header = (name: string) => new RegExp(`\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(text)?.[1];
  return headerLanguage({
    [LANGUAGE_HEADER]: header(LANGUAGE_HEADER),
    'accept-language': header('accept-language'),
  });
}

/** Whether a response of an earlier request on this connection has begun (raw bytes would corrupt it). */
function responseUnderway(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return current?.headersSent === true;
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refuses before any route sees it with the
 * API's failure body `{ success: false, code, message }`: an over-long request line 414 and over-long headers
 * 431 `request_too_large`, a chunk extension overflow 413 `payload_too_large`, a timeout 408
 * `request_timeout`, any other malformed request 400 `bad_request`. The connection is half-closed after the
 * answer and closed once the client stops sending (at most DRAIN_MS later): closing it on unread bytes would
 * reset it, and the client would never read the answer.
 */
export function answerClientError(
  this: FastifyInstance | undefined,
  error: ClientError,
  socket: Socket,
): void {
  // the parser complains again about every later chunk of the refused request: it was answered already
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  if (responseUnderway(socket)) {
    socket.destroy();
    return;
  }
  this?.log.debug({ err: error }, 'client error');
  const { status, code } = classify(error);
  const failure: Failure = {
    success: false,
    code,
    message: errorMessage(code, packetLanguage(packetOf(error))),
  };
  const body = JSON.stringify(failure);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const closing = setTimeout(() => socket.destroy(), DRAIN_MS);
  closing.unref();
  socket.once('close', () => clearTimeout(closing));
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs answers a failure with a code too:
 * a path parameter longer than `maxParamLength` 414 `request_too_large`, a path that is no valid
 * percent-encoded UTF-8 400 `bad_request`. Anything else is unexpected: logged, 500 `system_error`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH': {
      const failure: Failure = {
        success: false,
        code: 'request_too_large',
        message: errorMessage('request_too_large', requestLanguage(request)),
      };
      return reply.status(414).send(failure);
    }
    case 'FST_ERR_BAD_URL':
      return sendError(request, reply, 'bad_request');
    default:
      request.log.error({ err: error }, 'framework error');
      return sendError(request, reply, 'system_error');
  }
}

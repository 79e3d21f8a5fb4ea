import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/** The API version auth-js sends and reads back to find `code` in an error body. */
const API_VERSION = '2024-01-01';
const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/**
 * An error GoTrue reports as `{code, message}` (2024-01-01 shape). `extra` carries
 * additional body fields such as `weak_password`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** OAuth-style errors render as `{error, error_description}` with 400 (GoTrue's OAuthError). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);
export const validationFailed = (message: string) => badRequest('validation_failed', message);
export const internalError = (message: string) => new AuthError(500, 'unexpected_failure', message);

export const INVALID_CREDENTIALS = 'Invalid login credentials';

/**
 * Sends an error in the 2024-01-01 envelope, with `error_code`/`msg` as well so a caller
 * that cannot read the version header still finds the code.
 */
export function sendAuthError(res: ServerResponse, error: AuthError | OAuthError): void {
  if (error instanceof OAuthError) {
    sendJson(res, 400, { error: error.error, error_description: error.description }, { [API_VERSION_HEADER]: API_VERSION });
    return;
  }
  const body = { code: error.code, message: error.message, error_code: error.code, msg: error.message, ...error.extra };
  sendJson(res, error.status, body, { [API_VERSION_HEADER]: API_VERSION, 'x-sb-error-code': error.code });
}

/** What an unexpected exception becomes on the wire (GoTrue's handleResponseErrorDefault). */
export const UNEXPECTED_FAILURE = internalError('Unexpected failure, please check server logs for more information');

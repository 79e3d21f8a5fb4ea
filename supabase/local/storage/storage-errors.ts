import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/**
 * An error in Storage's wire shape (supabase/storage `src/internal/errors/codes.ts`): the body says
 * `statusCode: "404"` and so on, while the HTTP status is 400 for every error below 500
 * (`error-handler.ts`: userStatusCode). storage-js reads both. `error` is the error's own word,
 * or its code when it has none.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status; Storage answers 400 for everything that is not a 500. */
    readonly httpStatus = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

const plain = (statusCode: number, code: string, message: string) => new StorageError(statusCode, code, code, message);

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  /** A write that hit an existing row (23505) outside of an upload. */
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  /** An upload (or copy) to a name that is taken, without upsert. */
  keyExists: () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () => plain(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  pathConflict: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'An object and a folder cannot share the same path'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  /** A role the route does not admit (emptyBucket needs the service role): a real 403. */
  roleDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message, 403),
  invalidKey: (key: string) => plain(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) => plain(400, 'InvalidRequest', message),
  /** A request that fails Storage's JSON schema: Fastify's validation error, named `Error`. */
  validation: (message: string) => new StorageError(400, 'InvalidRequest', 'Error', message),
  invalidParameter: (name: string, message = `Invalid Parameter ${name}`) => plain(400, 'InvalidParameter', message),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  entityTooLarge: (message = 'The object exceeded the maximum allowed size') =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', message),
  invalidJwt: (message: string) => plain(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => plain(400, 'InvalidSignature', message),
  expiredToken: () => plain(400, 'ExpiredToken', 'The provided token has expired.'),
  /** A foreign key that names nothing, e.g. a move or copy into a bucket that does not exist. */
  relatedNotFound: () => plain(404, 'InvalidRequest', 'The related resource does not exist'),
  noContent: () => plain(400, 'InvalidRequest', 'No content provided'),
  /** Something hosted Storage does that this backend does not (see docs/backend-conformance.md). */
  notSupported: (feature: string) => plain(409, 'NotSupported', `The feature ${feature} is not enabled for this resource`),
  featureNotEnabled: (feature: string) => plain(409, 'FeatureNotEnabled', `The feature ${feature} is not enabled for this resource`),
  invalidImage: () => plain(400, 'InvalidRequest', 'The source image is invalid or unsupported for rendering'),
  /** A Range header that cannot be served: a real 416. */
  invalidRange: () => new StorageError(416, 'InvalidRange', 'invalid_range', 'invalid range provided', 416),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

/** Fastify's answer for a route Storage does not have (a real 404, not in the 400 envelope). */
export function sendRouteNotFound(res: ServerResponse, method: string, rawPath: string): void {
  sendJson(res, 404, { statusCode: '404', error: 'Not Found', message: `Route ${method}:${rawPath} not found`, code: 'InvalidRequest' });
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, error.body(), error.statusCode === 404 ? { 'Cache-Control': 'no-store' } : {});
}

import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/**
 * An error in Storage's wire shape (supabase/storage `src/internal/errors/codes.ts`): the body says
 * `statusCode: "404"` and so on, while the HTTP status is 400 for every error below 500
 * (`error-handler.ts`: userStatusCode). storage-js reads both.
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

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  pathConflict: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'An object and a folder cannot share the same path'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidMimeType: (message: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', message),
  entityTooLarge: (message = 'The object exceeded the maximum allowed size') =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', message),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

/** Fastify's answer for a route Storage does not have (a real 404, not in the 400 envelope). */
export function sendRouteNotFound(res: ServerResponse, method: string, path: string): void {
  sendJson(res, 404, { statusCode: '404', error: 'Not Found', message: `Route ${method}:/storage/v1${path} not found` });
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, error.body(), error.statusCode === 404 ? { 'Cache-Control': 'no-store' } : {});
}

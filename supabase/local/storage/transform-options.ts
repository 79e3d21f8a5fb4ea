import { integerAt, numberAt, objectAt, oneOf } from './request-checks.ts';
import { errors } from './storage-errors.ts';

const RESIZE = ['cover', 'contain', 'fill'] as const;
const FORMATS = ['origin', 'avif', 'webp'] as const;
const GRAVITY = ['no', 'so', 'ea', 'we', 'noea', 'nowe', 'soea', 'sowe', 'ce', 'sm', 'fp'] as const;

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: (typeof RESIZE)[number];
  format?: (typeof FORMATS)[number];
  quality?: number;
  gravity?: (typeof GRAVITY)[number];
  x_offset?: number;
  y_offset?: number;
}

/** Storage's IMAGE_TRANSFORMATION_LIMIT_MIN_SIZE / _MAX_SIZE: sizes are clamped to these. */
const MIN_SIZE = 1;
const MAX_SIZE = 2000;
/** imgproxy's resizing types for Storage's resize names. */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * Storage's `transformationOptionsSchema`, for the query of `/render/image/…` and `/object/info/…`
 * (`source` = 'querystring') and the `transform` of a signed URL request (`source` = 'body/transform').
 */
export function parseTransform(input: URLSearchParams | unknown, source = 'querystring'): TransformOptions {
  const raw = input instanceof URLSearchParams ? Object.fromEntries(input) : objectAt(input, source);
  const at = (name: string) => `${source}/${name}`;
  const options: TransformOptions = {
    height: integerAt(raw.height, at('height'), { min: 0 }),
    width: integerAt(raw.width, at('width'), { min: 0 }),
    resize: oneOf(raw.resize, at('resize'), RESIZE),
    format: oneOf(raw.format, at('format'), FORMATS),
    quality: integerAt(raw.quality, at('quality'), { min: 20, max: 100 }),
    gravity: oneOf(raw.gravity, at('gravity'), GRAVITY),
    x_offset: numberAt(raw.x_offset, at('x_offset')),
    y_offset: numberAt(raw.y_offset, at('y_offset')),
  };
  if (options.gravity === 'fp') {
    for (const name of ['x_offset', 'y_offset'] as const) {
      if (options[name] === undefined) throw errors.validation(`${source} must have required property '${name}'`);
      if (options[name]! < 0) throw errors.validation(`${at(name)} must be >= 0`);
      if (options[name]! > 1) throw errors.validation(`${at(name)} must be <= 1`);
    }
  }
  for (const key of Object.keys(options) as (keyof TransformOptions)[]) if (options[key] === undefined) delete options[key];
  return options;
}

const clamp = (size: number) => Math.min(Math.max(size, MIN_SIZE), MAX_SIZE);

/**
 * Storage's `applyTransformation`: the imgproxy instructions a render applies (sent back as
 * `X-Transformations`). `forSigning` keeps the resize name as given, as a signed URL's token does.
 */
export function transformationLabels(options: TransformOptions, forSigning = false): string[] {
  const labels: string[] = [];
  if (options.height) labels.push(`height:${clamp(options.height)}`);
  if (options.width) labels.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) {
    labels.push(forSigning ? `resize:${options.resize}` : `resizing_type:${RESIZING_TYPE[options.resize ?? 'cover'] ?? 'fill'}`);
  }
  if (options.quality) labels.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') labels.push(`format:${options.format}`);
  if (options.gravity === 'sm') labels.push('gravity:sm');
  else if (options.gravity === 'fp') labels.push(`gravity:fp:${options.x_offset}:${options.y_offset}`);
  else if (options.gravity) {
    const { x_offset: x, y_offset: y } = options;
    labels.push(x === undefined && y === undefined ? `gravity:${options.gravity}` : `gravity:${options.gravity}:${x ?? 0}:${y ?? 0}`);
  }
  return labels;
}

/** A signed URL's `transformations` claim back into options (Storage's `setTransformationsFromString`). */
export function transformFromLabels(labels: string): TransformOptions {
  const options: TransformOptions = {};
  for (const label of labels.split(',')) {
    const [name, value, x, y] = label.split(':');
    if (value === undefined || value === '') continue;
    if (name === 'height' || name === 'width' || name === 'quality') options[name] = parseInt(value, 10);
    else if (name === 'resize') options.resize = value as TransformOptions['resize'];
    else if (name === 'format') options.format = value as TransformOptions['format'];
    else if (name === 'gravity') {
      options.gravity = value as TransformOptions['gravity'];
      if (x !== undefined && x !== '' && Number.isFinite(parseFloat(x))) options.x_offset = parseFloat(x);
      if (y !== undefined && y !== '' && Number.isFinite(parseFloat(y))) options.y_offset = parseFloat(y);
    }
  }
  return options;
}

// What Next.js writes to a response, held back and handed over whole (server/compressed-pages.mjs,
// server/kept-search-pages.mjs).

/**
 * Holds back what Next.js writes (its cached pages come in one piece anyway) and hands over the whole
 * body: a single string as it is (Next.js keeps its cached pages as strings), anything else as bytes.
 */
export function collectBody(res, done) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const chunks = [];
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(
      typeof chunk === 'string'
        ? { chunk, encoding: typeof encoding === 'string' ? encoding : 'utf8' }
        : { chunk: Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk) },
    );
  };
  const whole = () => {
    if (chunks.length === 1 && typeof chunks[0].chunk === 'string' && chunks[0].encoding === 'utf8') return chunks[0].chunk;
    return Buffer.concat(chunks.map(({ chunk, encoding }) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk)));
  };
  res.writeHead = (status, reason, headers) => {
    const fields = typeof reason === 'string' ? headers : reason;
    if (typeof reason === 'string') res.statusMessage = reason;
    res.statusCode = status;
    if (Array.isArray(fields)) for (let i = 0; i < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    else if (fields) for (const [name, value] of Object.entries(fields)) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, callback) => {
    keep(chunk, encoding);
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    keep(chunk, encoding);
    Object.assign(res, original);
    if (typeof encoding === 'function') callback = encoding;
    if (callback) res.once('finish', callback);
    done(whole());
    return res;
  };
}

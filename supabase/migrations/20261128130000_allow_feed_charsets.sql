-- Storage compares an upload's Content-Type with a bucket's allowed_mime_types as written, parameters
-- and all: `text/plain; charset=utf-8` is not `text/plain`. The product-feed function stores its files
-- with a charset, so the bucket names those exact types too (hosted Storage refused them before).
update storage.buckets
set allowed_mime_types = array['text/plain', 'text/csv', 'text/plain; charset=utf-8', 'text/csv; charset=utf-8']
where id = 'product-feeds';

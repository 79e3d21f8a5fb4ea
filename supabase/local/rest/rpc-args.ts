import type { ApiRequest } from '../http/request.ts';
import type { QueryParams } from './query-params.ts';
import { readRequestBody } from './request-body.ts';
import type { RpcArgs } from './rpc-routine.ts';

/**
 * The arguments of `/rpc/fn`: on GET and HEAD the query parameters that are not filters; on POST
 * the JSON body (its keys, or `columns=`), a form, or a raw text/XML/binary body.
 */
export async function rpcArgs(req: ApiRequest, post: boolean, query: QueryParams): Promise<RpcArgs> {
  if (!post) return directArgs(false, null, query.rpcArgs);
  const body = await readRequestBody(req, true, query.columns);
  if (body.kind === 'json') return { post, media: 'json', keys: body.payload.keys, json: body.raw, direct: null, single: body.raw };
  if (body.kind === 'form') {
    const direct = new Map<string, string[]>();
    for (const [k, v] of body.args) direct.set(k, [...(direct.get(k) ?? []), v]);
    return directArgs(true, 'form', direct);
  }
  return { post, media: body.media, keys: [], json: null, direct: null, single: body.media === 'octet' ? body.hex : body.text };
}

function directArgs(post: boolean, media: RpcArgs['media'], direct: Map<string, string[]>): RpcArgs {
  const last = Object.fromEntries([...direct].map(([k, values]) => [k, values.at(-1)!]));
  return { post, media, keys: [...direct.keys()], json: null, direct, single: JSON.stringify(last) };
}

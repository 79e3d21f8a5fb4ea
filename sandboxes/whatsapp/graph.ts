import { randomBytes } from 'node:crypto';
import { REGISTERED_TEMPLATES, WHATSAPP_APP, parameterCount } from './registered.ts';

/**
 * The Cloud API's messages endpoint as the sandbox answers it: Meta's success body
 * `{messaging_product, contacts:[{input, wa_id}], messages:[{id}]}`, or its error body
 * `{error:{message, type, code, fbtrace_id}}` with the HTTP status Meta gives.
 */
export type GraphAnswer = { status: number; body: Record<string, unknown> };

export interface AcceptedMessage {
  phone: string;
  text: string;
  template: string | null;
  buttons: { label: string; payload: string }[];
}

export function graphError(status: number, code: number, message: string, type = 'OAuthException'): GraphAnswer {
  return { status, body: { error: { message, type, code, fbtrace_id: randomBytes(9).toString('base64url') } } };
}

export function graphSuccess(input: string, phone: string, id: string): GraphAnswer {
  return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input, wa_id: phone }], messages: [{ id }] } };
}

/** Checks the bearer token and the phone number id of the path. */
export function refusedCaller(authorization: string | undefined, phoneNumberId: string): GraphAnswer | null {
  if (authorization !== `Bearer ${WHATSAPP_APP.accessToken}`)
    return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  if (phoneNumberId !== WHATSAPP_APP.phoneNumberId)
    return graphError(
      400,
      100,
      `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      'GraphMethodException',
    );
  return null;
}

type Body = Record<string, unknown>;
const objectOf = (value: unknown): Body | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null);

/** The message a request body asks for, or the error Meta answers to it. */
export function readMessageRequest(body: unknown): AcceptedMessage | GraphAnswer {
  const request = objectOf(body);
  if (!request || request.messaging_product !== 'whatsapp')
    return graphError(400, 100, '(#100) The parameter messaging_product is required.');
  const phone = typeof request.to === 'string' ? request.to.replace(/^\+/, '') : '';
  if (!/^[1-9][0-9]{7,14}$/.test(phone)) return graphError(400, 100, '(#100) Invalid parameter');
  if (request.type === 'text') {
    const text = objectOf(request.text)?.body;
    if (typeof text !== 'string' || !text.trim() || text.length > 4096) return graphError(400, 100, '(#100) Invalid parameter');
    return { phone, text, template: null, buttons: [] };
  }
  if (request.type !== 'template') return graphError(400, 100, '(#100) Invalid parameter');
  return readTemplate(phone, objectOf(request.template));
}

function readTemplate(phone: string, template: Body | null): AcceptedMessage | GraphAnswer {
  const name = typeof template?.name === 'string' ? template.name : '';
  const translations = Object.hasOwn(REGISTERED_TEMPLATES, name) ? REGISTERED_TEMPLATES[name]! : null;
  const code = objectOf(template?.language)?.code;
  const registered = translations && typeof code === 'string' && Object.hasOwn(translations, code) ? translations[code]! : null;
  if (!registered) return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
  const components = Array.isArray(template?.components) ? template.components.map(objectOf) : [];
  const texts = (components.find((c) => c?.type === 'body')?.parameters as unknown[] | undefined)?.map((p) => objectOf(p)?.text) ?? [];
  if (texts.length !== parameterCount(registered) || texts.some((text) => typeof text !== 'string'))
    return graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params');
  const payloads = registered.buttons.map((_, index) => {
    const button = components.find((c) => c?.type === 'button' && c.sub_type === 'quick_reply' && c.index === String(index));
    const payload = objectOf((button?.parameters as unknown[] | undefined)?.[0])?.payload;
    return typeof payload === 'string' ? payload : '';
  });
  const text = registered.body.replace(/\{\{(\d+)\}\}/g, (_, index: string) => texts[Number(index) - 1] as string);
  return { phone, text, template: name, buttons: registered.buttons.map((label, index) => ({ label, payload: payloads[index]! })) };
}

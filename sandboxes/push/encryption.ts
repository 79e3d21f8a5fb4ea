import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The browser's half of Web Push message encryption, with node:crypto only: its keys (an ECDH P-256
 * pair and a 16-byte auth secret, as PushManager.subscribe makes them) and the decryption of an
 * `aes128gcm` body (RFC 8188 records, keys derived as RFC 8291 says).
 */
export interface DeviceKeys {
  /** The private key, base64url (32 bytes). */
  privateKey: string;
  /** The uncompressed public point, base64url (65 bytes): the subscription's p256dh. */
  publicKey: string;
  /** base64url (16 bytes): the subscription's auth. */
  auth: string;
}

export function newDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    publicKey: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A body the device cannot read: the answer is 400. */
export class UndecryptableMessage extends Error {}

const HEADER_BYTES = 16 + 4 + 1;
const TAG_BYTES = 16;

/** The plaintext of an aes128gcm body encrypted to `keys`; throws UndecryptableMessage otherwise. */
export function decryptPushMessage(body: Buffer, keys: DeviceKeys): Buffer {
  if (body.length < HEADER_BYTES) throw new UndecryptableMessage('the body is shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  // RFC 8291 §4: the keyid is the application server's ECDH public key, an uncompressed point.
  if (keyIdLength !== 65) throw new UndecryptableMessage('the keyid must be the 65-byte ECDH public key of the sender');
  if (recordSize < TAG_BYTES + 2) throw new UndecryptableMessage('the record size is too small');
  const senderPublic = body.subarray(HEADER_BYTES, HEADER_BYTES + keyIdLength);
  const ciphertext = body.subarray(HEADER_BYTES + keyIdLength);
  if (ciphertext.length === 0) throw new UndecryptableMessage('there is no record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  let sharedSecret: Buffer;
  try {
    sharedSecret = ecdh.computeSecret(senderPublic);
  } catch {
    throw new UndecryptableMessage('the keyid is not a P-256 point');
  }
  const devicePublic = Buffer.from(keys.publicKey, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const parts: Buffer[] = [];
  const count = Math.ceil(ciphertext.length / recordSize);
  for (let index = 0; index < count; index += 1) {
    const record = ciphertext.subarray(index * recordSize, (index + 1) * recordSize);
    const last = index === count - 1;
    if (!last && record.length !== recordSize) throw new UndecryptableMessage('a record is cut short');
    if (record.length < TAG_BYTES + 1) throw new UndecryptableMessage('a record is shorter than its tag');
    parts.push(unpad(decryptRecord(record, contentKey, nonceFor(baseNonce, index)), last));
  }
  return Buffer.concat(parts);
}

/** RFC 8188 §2.3: the nonce of record `index` is the base nonce XOR the record's number. */
function nonceFor(base: Buffer, index: number): Buffer {
  const nonce = Buffer.from(base);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
  return nonce;
}

function decryptRecord(record: Buffer, key: Buffer, nonce: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    return Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new UndecryptableMessage('a record does not decrypt (wrong keys, or altered)');
  }
}

/** RFC 8188 §2: the content, a delimiter (2 in the last record, 1 in the others), then zeros. */
function unpad(plaintext: Buffer, last: boolean): Buffer {
  let end = plaintext.length - 1;
  while (end >= 0 && plaintext[end] === 0) end -= 1;
  if (end < 0 || plaintext[end] !== (last ? 2 : 1)) throw new UndecryptableMessage('a record has no valid padding delimiter');
  return plaintext.subarray(0, end);
}

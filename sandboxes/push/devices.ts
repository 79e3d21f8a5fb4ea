import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { JsonFile } from '../json-file.ts';
import { newDeviceKeys, type DeviceKeys } from './encryption.ts';

/** A message the device decrypted, with the headers the sender gave it. */
export interface ReceivedMessage {
  id: string;
  receivedAt: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The decrypted payload (the shop sends JSON {title, body, url, tag}). */
  text: string;
}

interface Device {
  id: string;
  keys: DeviceKeys;
  /** The VAPID key the subscription was made with, when the browser gave one (then only it may send). */
  applicationServerKey: string | null;
  createdAt: string;
  messages: ReceivedMessage[];
}

/** A device keeps its latest messages only. */
const KEPT_MESSAGES = 100;

/** The sandbox's devices, kept in DATA_DIR/sandboxes/push/devices.json so a restart loses none. */
export class SandboxDevices {
  private readonly file: JsonFile<{ devices: Record<string, Device> }>;

  constructor(dataDir: string) {
    this.file = new JsonFile(path.join(dataDir, 'devices.json'), { devices: {} });
  }

  add(applicationServerKey: string | null): Device {
    const device: Device = {
      id: randomBytes(16).toString('base64url'),
      keys: newDeviceKeys(),
      applicationServerKey,
      createdAt: new Date().toISOString(),
      messages: [],
    };
    const state = this.file.read();
    state.devices[device.id] = device;
    this.file.write(state);
    return device;
  }

  find(id: string): Device | undefined {
    const { devices } = this.file.read();
    return Object.hasOwn(devices, id) ? devices[id] : undefined;
  }

  remove(id: string): boolean {
    const state = this.file.read();
    if (!Object.hasOwn(state.devices, id)) return false;
    delete state.devices[id];
    this.file.write(state);
    return true;
  }

  receive(id: string, message: Omit<ReceivedMessage, 'id' | 'receivedAt'>): ReceivedMessage | null {
    const state = this.file.read();
    const device = Object.hasOwn(state.devices, id) ? state.devices[id] : undefined;
    if (!device) return null;
    const received = { ...message, id: randomBytes(12).toString('base64url'), receivedAt: new Date().toISOString() };
    device.messages = [...device.messages, received].slice(-KEPT_MESSAGES);
    this.file.write(state);
    return received;
  }
}

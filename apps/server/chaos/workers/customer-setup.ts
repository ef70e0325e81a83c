import { deflateSync } from 'node:zlib';
import type { ApiCall } from '../api-client.ts';
import { sleep } from '../api-client.ts';
import type { Prng } from '../prng.ts';

export const PASSWORD = 'chaos-pass-1';
export const PIN = '123456';

export interface Customer {
  token: string;
  customerId: number;
  mail: string;
  cardId: number | null;
}

export interface SetupDeps {
  call: ApiCall;
  random: Prng;
  worker: number;
  codeFor: (to: string) => string | undefined;
  establishPayee: (cardId: number) => Promise<void>;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small real PNG of one colour band pair (the upload check re-encodes images). */
const png = (r: number, g: number, b: number): Buffer => {
  const [width, height] = [48, 32];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    const light = y < height / 2 ? 0 : 60;
    for (let x = 0; x < width; x += 1)
      rows.push(Math.min(255, r + light), Math.min(255, g + light), Math.min(255, b + light));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Uploads an image for `purpose`; answers its file id (null when the upload failed). */
export const upload = async (
  deps: SetupDeps,
  customer: Customer,
  purpose: string,
): Promise<string | null> => {
  const colour = [deps.random.int(0, 190), deps.random.int(0, 190), deps.random.int(0, 190)];
  const answer = await deps.call<{ id: string }>('POST', 'upload', {
    op: 'upload',
    token: customer.token,
    customerId: customer.customerId,
    form: () => {
      const form = new FormData();
      form.append('purpose', purpose);
      form.append(
        'file',
        new Blob([png(colour[0] ?? 0, colour[1] ?? 0, colour[2] ?? 0)], { type: 'image/png' }),
        'image.png',
      );
      return form;
    },
  });
  return answer.ok ? answer.data.id : null;
};

const waitForCode = async (deps: SetupDeps, mail: string): Promise<string | undefined> => {
  for (let i = 0; i < 40; i += 1) {
    const code = deps.codeFor(mail);
    if (code) return code;
    await sleep(250);
  }
  return undefined;
};

/**
 * Registers through the API with the e-mailed code (read from the servers' logs), logs in
 * when a retried registration finds the account made, sets the pay password and unlocks
 * trading. Answers null when the servers would not let it in (the worker tries anew).
 */
export const register = async (deps: SetupDeps, attempt: number): Promise<Customer | null> => {
  const mail = `chaos-w${deps.worker}-${attempt}-${deps.random.hex(4)}@example.com`;
  const sent = await deps.call('POST', 'member/code', {
    op: 'member.code',
    body: { channel: 'email', mail, purpose: 'register' },
  });
  if (!sent.ok) return null;
  const code = await waitForCode(deps, mail);
  if (!code) return null;
  let token: string | undefined;
  const registered = await deps.call<{ token: string }>('POST', 'member/register', {
    op: 'member.register',
    body: { channel: 'email', mail, code, password: PASSWORD },
  });
  if (registered.ok) token = registered.data.token;
  else {
    // The first attempt may have made the account before its answer was lost.
    const login = await deps.call<{ token: string }>('POST', 'member/login', {
      op: 'member.login',
      body: { mail, password: PASSWORD },
    });
    if (login.ok) token = login.data.token;
  }
  if (!token) return null;
  const profile = await deps.call<{ id: number }>('GET', 'member/profile', {
    op: 'member.profile',
    token,
  });
  if (!profile.ok) return null;
  const customer: Customer = { token, customerId: profile.data.id, mail, cardId: null };
  const as = { token, customerId: customer.customerId };
  await deps.call('POST', 'member/paypwd', {
    op: 'member.paypwd',
    ...as,
    body: { password: PASSWORD, payPassword: PIN },
  });
  await deps.call('POST', 'member/trade-unlock', {
    op: 'member.trade-unlock',
    ...as,
    body: { payPassword: PIN },
  });
  return customer;
};

/** Sends a passport for review (operators decide it) and binds an established bank card. */
export const identify = async (deps: SetupDeps, customer: Customer): Promise<void> => {
  const as = { token: customer.token, customerId: customer.customerId };
  const front = await upload(deps, customer, 'kyc');
  const back = await upload(deps, customer, 'kyc');
  if (front && back)
    await deps.call('POST', 'kyc', {
      op: 'kyc.submit',
      ...as,
      body: {
        type: 'passport',
        firstName: 'Chaos',
        lastName: `Worker${deps.worker}`,
        idNumber: `C${deps.random.hex(4).toUpperCase()}`,
        frontImage: front,
        backImage: back,
      },
    });
  const card = await deps.call<{ id: number }>('POST', 'card/bank', {
    op: 'card.bind',
    ...as,
    body: {
      name: 'Main',
      accountName: `Chaos Worker${deps.worker}`,
      accountNumber: '0532013000',
      bankName: 'Commerzbank',
      branch: 'Frankfurt Kaiserplatz',
      bankCode: '37040044',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      payPassword: PIN,
    },
  });
  if (card.ok) {
    customer.cardId = card.data.id;
    await deps.establishPayee(card.data.id);
  }
};

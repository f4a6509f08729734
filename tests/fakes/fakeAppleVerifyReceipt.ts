import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import type { AppleSettings } from '../../server/providers/payments/paymentSettings.ts';

export interface FakeApple {
  settings: AppleSettings;
  /** A receipt the fake knows: valid in production or only in the sandbox. */
  addReceipt: (
    receipt: string,
    purchase: { productId: string; transactionId: string },
    where: 'production' | 'sandbox',
  ) => void;
  close: () => Promise<void>;
}

/** Apple's status for data that is not a receipt (verifyReceipt documentation). */
const MALFORMED = 21002;
const SANDBOX_RECEIPT = 21007;

/** Apple's verifyReceipt, production and sandbox, on one local server. */
export async function startFakeApple(): Promise<FakeApple> {
  const receipts = new Map<string, { product_id: string; transaction_id: string; where: string }>();
  const server = Fastify();
  const answer = (where: string) => (request: { body: unknown }) => {
    const data = (request.body as Record<string, unknown>)['receipt-data'];
    const found = typeof data === 'string' ? receipts.get(data) : undefined;
    if (!found) return { status: MALFORMED };
    if (found.where !== where) return { status: SANDBOX_RECEIPT };
    return {
      status: 0,
      receipt: { in_app: [{ product_id: found.product_id, transaction_id: found.transaction_id }] },
    };
  };
  server.post('/production/verifyReceipt', answer('production'));
  server.post('/sandbox/verifyReceipt', answer('sandbox'));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    settings: {
      verifyUrl: `${base}/production/verifyReceipt`,
      sandboxVerifyUrl: `${base}/sandbox/verifyReceipt`,
    },
    addReceipt: (receipt, purchase, where) =>
      receipts.set(receipt, {
        product_id: purchase.productId,
        transaction_id: purchase.transactionId,
        where,
      }),
    close: () => server.close(),
  };
}

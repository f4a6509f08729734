import type { NotificationChannel } from '../../../domain/contracts/notifications.ts';
import type { Notify } from '../../../domain/notifications/Notice.ts';

/** The one notifier every service tells (through `notify`, handed in by app.ts). */
export interface Notifier {
  notify: Notify;
  /** Sends the deliveries due at `now` (one batch); answers how many it claimed. */
  deliverDue(now: number): Promise<number>;
  /** One sweeper round: asks every sweep for its due notices, notifies them, sends what is due. */
  sweep(now: number): Promise<void>;
  /** Starts the sweeper's rounds (every NOTIFICATION_SWEEP_INTERVAL_MS). */
  start(): void;
  /** Stops the rounds and waits for the sends under way. */
  stop(): Promise<void>;
  /** Waits for the sends `notify` started (tests; closing). */
  settled(): Promise<void>;
  /** Channels this deployment cannot deliver. */
  readonly unavailable: readonly NotificationChannel[];
  /** The VAPID public key browsers subscribe with. */
  readonly pushPublicKey: string;
  /** Whether a device's token is one this server can send to (a `web` one must be). */
  acceptsPushToken(platform: string, token: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's notifier (tests drive its rounds with a moved clock). */
    notifier: Notifier;
  }
}

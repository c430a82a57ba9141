import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { resourceMissing } from './errors';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  PortalSession,
  Price,
  Product,
  StandInState,
  StripeEvent,
  Subscription,
} from './types';

// Stripe keeps events for 30 days; a local file only needs the recent ones for GET /v1/events.
const KEPT_EVENTS = 1000;

const emptyState = (): StandInState => ({
  products: [],
  prices: [],
  customers: [],
  checkoutSessions: [],
  subscriptions: [],
  invoices: [],
  portalSessions: [],
  events: [],
});

/**
 * The stand-in's objects, in memory, written whole to the state file after every change (a
 * write to a temporary file and a rename, so a crash never leaves half a file behind). The
 * data is small: a developer's customers and subscriptions.
 */
export class Store {
  readonly state: StandInState;

  constructor(private readonly file?: string) {
    this.state = file && existsSync(file) ? { ...emptyState(), ...readState(file) } : emptyState();
  }

  get isEmpty(): boolean {
    return this.state.products.length === 0 && this.state.prices.length === 0;
  }

  save(): void {
    if (this.state.events.length > KEPT_EVENTS) this.state.events.splice(0, this.state.events.length - KEPT_EVENTS);
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state, null, 2));
    renameSync(temporary, this.file);
  }

  product(id: string, param?: string): Product {
    return find(this.state.products, id, 'product', param);
  }

  price(id: string, param?: string): Price {
    return find(this.state.prices, id, 'price', param);
  }

  customer(id: string, param?: string): Customer {
    return find(this.state.customers, id, 'customer', param);
  }

  checkoutSession(id: string, param?: string): CheckoutSession {
    return find(this.state.checkoutSessions, id, 'checkout.session', param);
  }

  subscription(id: string, param?: string): Subscription {
    return find(this.state.subscriptions, id, 'subscription', param);
  }

  invoice(id: string, param?: string): Invoice {
    return find(this.state.invoices, id, 'invoice', param);
  }

  portalSession(id: string, param?: string): PortalSession {
    return find(this.state.portalSessions, id, 'billing_portal.session', param);
  }

  event(id: string, param?: string): StripeEvent {
    return find(this.state.events, id, 'event', param);
  }

  /** Any stored object by id, for `expand[]`: Stripe ids carry their type in the prefix. */
  byId(id: string): { id: string } | undefined {
    const collections: { id: string }[][] = Object.values(this.state);
    for (const collection of collections) {
      const found = collection.find((item) => item.id === id);
      if (found) return found;
    }
    return undefined;
  }
}

function find<T extends { id: string }>(items: T[], id: string, kind: string, param?: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw resourceMissing(kind, id, param);
  return found;
}

function readState(file: string): Partial<StandInState> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<StandInState>;
  } catch (error) {
    throw new Error(`Arquivo de estado do Stripe local ilegível (${file}): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

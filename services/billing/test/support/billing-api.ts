import { randomUUID } from 'node:crypto';
import { billingService } from '@sampleteca/billing';
import { ServiceAlone, type ApiAnswer } from '@sampleteca/testing';

export type TestUser = { id: string; token: string; name: string; email: string };

/** The billing service alone: it keeps no profiles, so a user is only the token identity signs. */
export class BillingApi extends ServiceAlone {
  constructor() {
    super([billingService]);
  }

  async user(name = `Assinante ${randomUUID().slice(0, 8)}`): Promise<TestUser> {
    const id = randomUUID();
    const email = `assinante.${id.slice(0, 8)}@example.com`;
    return { id, name, email, token: await this.token({ id, email, role: 'user' }) };
  }

  /** The same person with the administrator role in a fresh token, as after `admin:grant`. */
  async admin(user: TestUser): Promise<TestUser> {
    return { ...user, token: await this.token({ id: user.id, email: user.email, role: 'admin' }) };
  }

  as(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return this.call(method, path, { token: user.token, body });
  }
}

import { Injectable } from '@nestjs/common';
import { StripeClient } from '../stripe/stripe-client';
import type { Customer } from './customer.entity';
import { CustomersRepository } from './customers.repository';

/** One Stripe customer per user, carrying the user id in its metadata. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly stripe: StripeClient,
  ) {}

  findByUser(userId: string): Promise<Customer | null> {
    return this.customers.findByUser(userId);
  }

  findByStripeId(stripeCustomerId: string): Promise<Customer | null> {
    return this.customers.findByStripeId(stripeCustomerId);
  }

  all(): Promise<Customer[]> {
    return this.customers.all();
  }

  async ensure(user: { id: string; email: string }): Promise<Customer> {
    const known = await this.findByUser(user.id);
    if (known) return known;
    const existing = (await this.stripe.api.customers.list({ email: user.email, limit: 10 })).data.find(
      (customer) => !customer.metadata?.user_id || customer.metadata.user_id === user.id,
    );
    const stripeCustomer =
      existing ?? (await this.stripe.api.customers.create({ email: user.email, metadata: { user_id: user.id } }));
    await this.customers.insertIfNew({ userId: user.id, stripeCustomerId: stripeCustomer.id, email: user.email });
    // Two checkouts at once: whichever row landed first is the customer.
    return (await this.findByUser(user.id))!;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Customer } from './customer.entity';

/** billing.customers: each user's Stripe customer. */
@Injectable()
export class CustomersRepository {
  constructor(@InjectRepository(Customer, 'billing') private readonly customers: Repository<Customer>) {}

  findByUser(userId: string): Promise<Customer | null> {
    return this.customers.findOne({ where: { userId } });
  }

  findByStripeId(stripeCustomerId: string): Promise<Customer | null> {
    return this.customers.findOne({ where: { stripeCustomerId } });
  }

  all(): Promise<Customer[]> {
    return this.customers.find();
  }

  /** Forgets whose Stripe customer this was (and its e-mail): the account was deleted. */
  async delete(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(Customer, { userId });
  }

  /** Records the user's customer unless one was recorded first (two checkouts at once). */
  async insertIfNew(customer: Pick<Customer, 'userId' | 'stripeCustomerId' | 'email'>): Promise<void> {
    await this.customers.createQueryBuilder().insert().values(customer).orIgnore().execute();
  }
}

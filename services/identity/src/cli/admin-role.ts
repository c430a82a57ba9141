/**
 * `npm run admin:grant -- someone@example.com` makes an account an administrator (its next
 * sign-in or token refresh carries role admin); `npm run admin:revoke -- someone@example.com`
 * takes the role away and ends the account's sessions at once, so no access token signed
 * with role admin keeps working. Either way the other services hear it through the outbox.
 */
import { DataSource } from 'typeorm';
import { SessionRevocationsStore } from '@sampleteca/auth';
import { ConfigError, loadConfig } from '@sampleteca/config';
import { dataSourceOptions, TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { AdminRoleService, type AdminRoleChange } from '../admin/admin-role.service';
import { identityDatabase } from '../identity.database';
import { Session } from '../sessions/session.entity';
import { SessionsRepository } from '../sessions/sessions.repository';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

const done: Record<AdminRoleChange, (email: string) => string> = {
  grant: (email) => `${email} agora é administrador(a). Vale a partir do próximo login.\n`,
  revoke: (email) => `${email} não é mais administrador(a); as sessões abertas foram encerradas.\n`,
};

async function main(action: string | undefined, email: string | undefined): Promise<number> {
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    process.stderr.write(
      'uso: npm run admin:grant -- e-mail@exemplo.com | npm run admin:revoke -- e-mail@exemplo.com\n',
    );
    return 2;
  }
  const config = loadConfig();
  const dataSource = new DataSource({ ...dataSourceOptions(config, identityDatabase), poolSize: 1 });
  const revocations = new SessionRevocationsStore(config);
  await dataSource.initialize();
  try {
    const adminRole = new AdminRoleService(
      new TransactionRunner(dataSource),
      new Outbox('identity', 'identity'),
      revocations,
      new UsersRepository(dataSource.getRepository(User)),
      new SessionsRepository(dataSource.getRepository(Session)),
    );
    const changed = await adminRole.change(email, action);
    if (!changed) {
      process.stderr.write(`Nenhuma conta com o e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(done[action](changed.email));
    return 0;
  } finally {
    revocations.onApplicationShutdown();
    await dataSource.destroy();
  }
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error.stack ?? error.message)}\n`);
    process.exit(1);
  },
);

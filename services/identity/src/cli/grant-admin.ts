/**
 * `npm run admin:grant -- someone@example.com`: makes an account an administrator (its next
 * access token carries role admin) and tells the other services through the outbox.
 */
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '@sampleteca/config';
import { IdentityEvents, type UserProfileUpdated } from '@sampleteca/contracts';
import { dataSourceOptions } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { identityDatabase } from '../identity.database';
import { publicProfile } from '../profiles/profile.dto';
import { User } from '../users/user.entity';

async function main(email: string | undefined): Promise<number> {
  if (!email) {
    process.stderr.write('uso: npm run admin:grant -- e-mail@exemplo.com\n');
    return 2;
  }
  const config = loadConfig();
  const dataSource = new DataSource({ ...dataSourceOptions(config, identityDatabase), poolSize: 1 });
  await dataSource.initialize();
  try {
    const outbox = new Outbox('identity', 'identity');
    const granted = await dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(User)
        .createQueryBuilder('user')
        .where('lower(user.email) = lower(:email)', { email })
        .getOne();
      if (!user) return undefined;
      user.permission = 'admin';
      await manager.save(User, user);
      await outbox.add<UserProfileUpdated>(manager, IdentityEvents.UserProfileUpdated, {
        ...publicProfile(user),
        email: user.email,
        isAdmin: true,
      });
      return user;
    });
    if (!granted) {
      process.stderr.write(`Nenhuma conta com o e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(`${granted.email} agora é administrador(a). Vale a partir do próximo login.\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error.stack ?? error.message)}\n`);
    process.exit(1);
  },
);

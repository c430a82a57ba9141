import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { SessionRevocations } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { Session } from './session.entity';

/**
 * The revocation list lives in Redis, which may have restarted empty: at start-up, sessions
 * revoked recently enough to still have live access tokens are written to it again.
 */
@Injectable()
export class RevocationReplay implements OnApplicationBootstrap {
  private readonly logger = new Logger(RevocationReplay.name);

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @InjectRepository(Session, 'identity') private readonly sessions: Repository<Session>,
    private readonly revocations: SessionRevocations,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const since = new Date(Date.now() - (this.config.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    const rows = await this.sessions.find({ select: { id: true }, where: { revokedAt: MoreThan(since) } });
    await this.revocations.revoke(rows.map((row) => row.id));
    if (rows.length > 0)
      this.logger.log(`${rows.length} sessões revogadas recentemente reenviadas à lista de revogação`);
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SessionRevocationsStore } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { SessionsRepository } from './sessions.repository';

/**
 * The revocation list lives in Redis, which may have restarted empty: at start-up, sessions
 * revoked recently enough to still have live access tokens are written to it again.
 */
@Injectable()
export class RevocationReplayService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RevocationReplayService.name);

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly sessions: SessionsRepository,
    private readonly revocations: SessionRevocationsStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const since = new Date(Date.now() - (this.config.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    const ids = await this.sessions.revokedSince(since);
    await this.revocations.revoke(ids);
    if (ids.length > 0) this.logger.log(`${ids.length} sessões revogadas recentemente reenviadas à lista de revogação`);
  }
}

import { Controller, Delete, Get, HttpCode, Inject, NotFoundException, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import type { Request } from 'express';
import type { MailboxMessage } from '@sampleteca/standin-mail';
import { isLoopbackPeer } from '../common/loopback-peer';
import { MailStandInServer } from './mail-standin.server';

/**
 * Development only: the mail the local SMTP server received (off in production). It holds sign-in
 * links, so only this machine may read it, even when the platform listens on the network.
 */
@ApiExcludeController()
@Public()
@Controller('auth/dev/mailbox')
export class DevMailboxController {
  constructor(
    private readonly mailbox: MailStandInServer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get()
  list(@Req() request: Request): Promise<MailboxMessage[]> {
    this.assertEnabled(request);
    return this.mailbox.list();
  }

  @Delete()
  @HttpCode(204)
  async clear(@Req() request: Request): Promise<void> {
    this.assertEnabled(request);
    await this.mailbox.clear();
  }

  private assertEnabled(request: Request): void {
    if (this.config.isProduction || !isLoopbackPeer(request)) throw new NotFoundException();
  }
}

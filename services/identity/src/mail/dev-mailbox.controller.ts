import { Controller, Delete, Get, HttpCode, Inject, NotFoundException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { DevMailbox, type MailboxMessage } from './dev-mailbox';

/** Development only: the mail the local SMTP server received (off in production). */
@ApiExcludeController()
@Public()
@Controller('auth/dev/mailbox')
export class DevMailboxController {
  constructor(
    private readonly mailbox: DevMailbox,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get()
  list(): Promise<MailboxMessage[]> {
    this.assertEnabled();
    return this.mailbox.list();
  }

  @Delete()
  @HttpCode(204)
  async clear(): Promise<void> {
    this.assertEnabled();
    await this.mailbox.clear();
  }

  private assertEnabled(): void {
    if (this.config.isProduction) throw new NotFoundException();
  }
}

import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Query, Redirect } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { MfaRequiredResponse } from '../auth/login.dto';
import { EmailChangesService } from '../profiles/email-changes.service';
import { SessionResponse } from '../sessions/session.dto';
import { AccountsService } from './accounts.service';
import { MessageResponse, ResendRequest, SignupRequest, SignupResponse, SignupStatusResponse } from './signup.dto';
import { landingAfterSignIn } from './session-fragment';
import { nextEntry } from '../common/next-path';

const INVALID_LINK = '/emailNotConfirmed/invalidorexpired';
const EMAIL_CHANGED = '/emailChanged';

/** Sign-up, confirmation status, resend, and the links e-mails carry. */
@ApiTags('auth')
@Public()
@Controller('auth')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly emailChanges: EmailChangesService,
  ) {}

  @Post('signup')
  @ApiCreatedResponse({ type: SignupResponse })
  signup(@Body() body: SignupRequest, @Ip() ip: string): Promise<SignupResponse> {
    return this.accounts.signup(body, ip);
  }

  @Get('signup/status')
  @ApiOkResponse({ type: SignupStatusResponse })
  status(@Headers('x-registration-token') token?: string): Promise<SignupStatusResponse> {
    return this.accounts.signupStatus(token);
  }

  @Post('signup/session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Depois da confirmação do e-mail, a sessão do navegador que fez o cadastro (passo 3 → 4)',
    description: 'Gasta o registration_token: vale uma vez, e só depois que o e-mail foi confirmado.',
  })
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(SessionResponse) }, { $ref: getSchemaPath(MfaRequiredResponse) }] },
  })
  sessionAfterConfirmation(
    @Headers('x-registration-token') token?: string,
  ): Promise<SessionResponse | MfaRequiredResponse> {
    return this.accounts.sessionAfterConfirmation(token);
  }

  @Post('resend')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageResponse })
  async resend(@Body() body: ResendRequest): Promise<MessageResponse> {
    await this.accounts.resendConfirmation(body.email);
    return { message: 'E-mail de confirmação reenviado com sucesso.' };
  }

  @Get('verify')
  @Redirect()
  @ApiQuery({ name: 'type', enum: ['signup', 'recovery', 'magiclink', 'email_change'] })
  @ApiQuery({ name: 'token' })
  @ApiFoundResponse({ description: 'Leva à página do portal que corresponde ao resultado' })
  async verify(@Query('type') type: string, @Query('token') token: string): Promise<{ url: string }> {
    if (!token) return { url: INVALID_LINK };
    if (type === 'signup') return { url: (await this.accounts.confirmEmail(token)) ? '/emailConfirmed' : INVALID_LINK };
    if (type === 'email_change')
      return { url: (await this.emailChanges.confirm(token)) ? EMAIL_CHANGED : INVALID_LINK };
    if (type === 'recovery' || type === 'magiclink') {
      const signedIn = await this.accounts.signInWithLink(token, type);
      if (!signedIn) return { url: INVALID_LINK };
      return { url: landingAfterSignIn(signedIn.answer, '/forgotPassword', { type, ...nextEntry(signedIn.next) }) };
    }
    return { url: INVALID_LINK };
  }
}

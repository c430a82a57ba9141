import { Body, Controller, Get, HttpCode, Ip, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { AccountsService } from '../accounts/accounts.service';
import { MessageResponse } from '../accounts/signup.dto';
import { AuthUserResponse, SessionResponse } from '../sessions/session.dto';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import {
  LoginRequest,
  MagicLinkRequest,
  LogoutRequest,
  MfaRequiredResponse,
  MfaVerifyRequest,
  NewPasswordRequest,
  RecoverRequest,
  RefreshRequest,
} from './login.dto';
import { LoginService } from './login.service';
import { SignInGateService } from './sign-in-gate.service';

@ApiTags('auth')
@ApiExtraModels(SessionResponse, MfaRequiredResponse)
@Controller('auth')
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly gate: SignInGateService,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(SessionResponse) }, { $ref: getSchemaPath(MfaRequiredResponse) }] },
  })
  signIn(@Body() body: LoginRequest, @Ip() ip: string): Promise<SessionResponse | MfaRequiredResponse> {
    return this.login.withPassword(body.email, body.password, ip);
  }

  @Public()
  @Post('mfa/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  verifyMfa(@Body() body: MfaVerifyRequest): Promise<SessionResponse> {
    return this.gate.withTotp(body.mfa_token, body.factor_id, body.code);
  }

  @Public()
  @Post('token')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  refresh(@Body() body: RefreshRequest): Promise<SessionResponse> {
    return this.sessions.refresh(body.refresh_token);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  signOut(@CurrentUser() user: AuthUser, @Body() body: LogoutRequest): Promise<void> {
    return this.sessions.signOut(user.id, user.sessionId, body.scope ?? 'local');
  }

  @Get('user')
  @ApiBearerAuth()
  @ApiOkResponse({ type: AuthUserResponse })
  current(@CurrentUser() user: AuthUser): Promise<AuthUserResponse> {
    return this.users.authUser(user.id);
  }

  @Put('user')
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageResponse })
  async setPassword(@CurrentUser() user: AuthUser, @Body() body: NewPasswordRequest): Promise<MessageResponse> {
    await this.login.changePassword(user.id, user.sessionId, body.password);
    return { message: 'Senha redefinida com sucesso!' };
  }

  @Public()
  @Post('recover')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageResponse })
  async recover(@Body() body: RecoverRequest, @Ip() ip: string): Promise<MessageResponse> {
    await this.accounts.sendSignInLink(body.email, 'recovery', ip);
    return { message: 'Verifique seu e-mail' };
  }

  @Public()
  @Post('magic-link')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageResponse })
  async magicLink(@Body() body: MagicLinkRequest, @Ip() ip: string): Promise<MessageResponse> {
    await this.accounts.sendSignInLink(body.email, 'magiclink', ip, body.next);
    return { message: 'Verifique seu e-mail' };
  }
}

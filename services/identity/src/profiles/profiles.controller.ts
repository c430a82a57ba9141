import { Body, Controller, Delete, Get, HttpCode, Ip, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { DeleteAccountRequest } from '../accounts/account-deletion.dto';
import { AccountDeletionService } from '../accounts/account-deletion.service';
import { UsersService } from '../users/users.service';
import {
  mapProfile,
  mapPublicProfile,
  ProfileResponse,
  PublicProfileResponse,
  UpdateProfileRequest,
} from './profile.dto';
import { EmailChangesService } from './email-changes.service';
import { ProfilesService } from './profiles.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ProfilesController {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: ProfilesService,
    private readonly emailChanges: EmailChangesService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get('me')
  @ApiOkResponse({ type: ProfileResponse })
  async me(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    const [profile, pendingEmail] = await Promise.all([this.users.get(user.id), this.emailChanges.pending(user.id)]);
    return mapProfile(profile, pendingEmail);
  }

  @Patch('me')
  @ApiOkResponse({ type: ProfileResponse })
  async update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileRequest): Promise<ProfileResponse> {
    const { user: saved, pendingEmail } = await this.profiles.update(user.id, body);
    return mapProfile(saved, pendingEmail);
  }

  @Delete('me')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Exclui a própria conta (LGPD): dados pessoais apagados, sessões encerradas, user.deleted publicado',
    description:
      'Confirmação: a senha atual (conta com senha) ou o e-mail da conta digitado (só login social), e o código do autenticador quando há verificação em duas etapas.',
  })
  @ApiNoContentResponse()
  deleteMe(@CurrentUser() user: AuthUser, @Body() body: DeleteAccountRequest, @Ip() ip: string): Promise<void> {
    return this.deletion.delete(user.id, body, ip);
  }

  @Get(':id')
  @ApiOkResponse({ type: PublicProfileResponse })
  async byId(@Param('id', ParseUUIDPipe) id: string): Promise<PublicProfileResponse> {
    return mapPublicProfile(await this.users.get(id));
  }
}

import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
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

  @Get(':id')
  @ApiOkResponse({ type: PublicProfileResponse })
  async byId(@Param('id', ParseUUIDPipe) id: string): Promise<PublicProfileResponse> {
    return mapPublicProfile(await this.users.get(id));
  }
}

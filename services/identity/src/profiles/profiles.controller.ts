import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { Users } from '../users/users.service';
import {
  mapProfile,
  mapPublicProfile,
  ProfileResponse,
  PublicProfileResponse,
  UpdateProfileRequest,
} from './profile.dto';
import { Profiles } from './profiles.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ProfilesController {
  constructor(
    private readonly users: Users,
    private readonly profiles: Profiles,
  ) {}

  @Get('me')
  @ApiOkResponse({ type: ProfileResponse })
  async me(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    return mapProfile(await this.users.get(user.id));
  }

  @Patch('me')
  @ApiOkResponse({ type: ProfileResponse })
  async update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileRequest): Promise<ProfileResponse> {
    return mapProfile(await this.profiles.update(user.id, body));
  }

  @Get(':id')
  @ApiOkResponse({ type: PublicProfileResponse })
  async byId(@Param('id', ParseUUIDPipe) id: string): Promise<PublicProfileResponse> {
    return mapPublicProfile(await this.users.get(id));
  }
}

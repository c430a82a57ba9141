import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthUserResponse } from '../sessions/session.dto';
import {
  AvatarField,
  CepField,
  CpfField,
  EmailField,
  FullNameField,
  PhoneField,
  ProducerField,
  SocialField,
} from '../profiles/profile-fields';

export class SignupRequest {
  @EmailField() email: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'A senha deve conter pelo menos 6 dígitos' })
  @MinLength(6, { message: 'A senha deve conter pelo menos 6 dígitos' })
  @MaxLength(256, { message: 'A senha deve conter no máximo 256 caracteres' })
  password: string;

  @FullNameField() fullName: string;
  @PhoneField() phone: string;
  @CpfField() cpf: string;
  @CepField() cep: string;
  @ProducerField() producer: string;
  @SocialField() facebookUrl?: string | null;
  @SocialField() instagramUrl?: string | null;
  @SocialField() youtubeUrl?: string | null;
  @SocialField() tiktokUrl?: string | null;
  @AvatarField() avatarUrl?: string | null;
}

export class SignupResponse {
  @ApiProperty({ type: AuthUserResponse }) user: AuthUserResponse;
  @ApiProperty({ description: 'Para acompanhar a confirmação do e-mail (passo 3)' }) registration_token: string;
}

export class SignupStatusResponse {
  @ApiProperty() email: string;
  @ApiProperty() confirmed: boolean;
}

export class ResendRequest {
  @ApiProperty({ enum: ['signup'] })
  @IsIn(['signup'], { message: 'Tipo de reenvio inválido' })
  type: 'signup';

  @EmailField() email: string;
}

export class MessageResponse {
  @ApiProperty() message: string;
}

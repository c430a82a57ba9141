import type { AppException } from '@sampleteca/http';
import type { Party } from '../parties/parties.repository';
import { partySnapshot } from './party-snapshot';

const party: Party = {
  userId: 'u1',
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  avatarUrl: null,
  cpf: '529.982.247-25',
  cep: '01310-100',
  producer: 'Estúdio Ana',
};

const refusal = (candidate: Party | undefined) => {
  try {
    partySnapshot(candidate);
  } catch (error) {
    return error as AppException;
  }
  throw new Error('the snapshot was taken');
};

describe('partySnapshot', () => {
  it('names the producer as the profile is now', () => {
    expect(partySnapshot(party)).toEqual({
      role: 'produtor',
      userId: 'u1',
      fullName: 'Ana Souza',
      email: 'ana@example.com',
      cpf: '529.982.247-25',
      cep: '01310-100',
      producer: 'Estúdio Ana',
    });
  });

  it.each<[string, Party | undefined, string[]]>([
    ['no profile at all', undefined, ['cpf', 'cep', 'producer']],
    ['no CPF', { ...party, cpf: null }, ['cpf']],
    ['a blank CEP', { ...party, cep: '   ' }, ['cep']],
    ['neither CEP nor producer', { ...party, cep: '', producer: null }, ['cep', 'producer']],
  ])('sends %s to /profile/update, naming what is missing', (_case, candidate, missing) => {
    const error = refusal(candidate);
    expect(error).toMatchObject({ code: 'PROFILE_INCOMPLETE', status: 409 });
    expect(error.message).toBe('Complete seu CPF, CEP e produtora no perfil antes de solicitar a distribuição.');
    expect(error.details).toEqual({ redirectTo: '/profile/update', missing });
  });
});

import { Heading, Stack, Text } from '@chakra-ui/react';

import { Panel } from '../Common/Panel';
import { DeleteAccountDialog, DeletionConsequences } from './DeleteAccountDialog';

/** The last section of 'Meu Perfil': the person's right to have the account and its data deleted (LGPD). */
export function DeleteAccountPanel() {
  return (
    <Panel as="section" aria-labelledby="excluir-conta-titulo">
      <Stack gap="4">
        <Heading as="h2" id="excluir-conta-titulo" size="xl">
          Excluir minha conta
        </Heading>
        <Text>Ao excluir sua conta, tudo o que é seu na Sampleteca vai embora, e isso não pode ser desfeito:</Text>
        <DeletionConsequences />
        <DeleteAccountDialog />
      </Stack>
    </Panel>
  );
}

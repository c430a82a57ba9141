// Who may import whom is a lint rule (eslint.config.mjs, docs/architecture.md): a deliberate
// crossing fails `npm run lint`, the composer (platform) may assemble every service.
import { ESLint } from 'eslint';

// One ESLint for every case: the repository's own configuration, loaded once (a process per case
// spent ~2 s each loading it again).
const eslint = new ESLint();

/** Lints `code` as if it were the file at `path`; the messages of `rule` (no-restricted-imports). */
async function lintAs(path: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [report] = await eslint.lintText(code, { filePath: path });
  return report.messages.filter((message) => message.ruleId === rule).map((m) => m.message);
}

test.each([
  [
    'services/catalogue/src/probe.ts',
    "import { identityService } from '@sampleteca/identity';",
    'Um serviço não importa outro',
  ],
  [
    'services/media/test/probe.test.ts',
    "import { x } from '../../catalogue/src/publishing/sounds/sound.dto';",
    'com os outros numa plataforma ao lado',
  ],
  [
    'services/billing/src/probe.ts',
    "import { ALL_SERVICES } from '@sampleteca/platform';",
    'Um serviço não importa outro',
  ],
  ['libs/http/src/probe.ts', "import { mediaService } from '@sampleteca/media';", 'Uma lib não importa um serviço'],
  ['portal/src/probe.ts', "import { loadConfig } from '@sampleteca/config';", 'Os front ends não importam'],
  [
    'services/catalogue/src/sounds/probe.controller.ts',
    "import { SoundsRepository } from './sounds.repository';",
    'Um controller não usa repositórios',
  ],
  [
    'services/billing/src/checkout/probe.controller.ts',
    "import { InjectRepository } from '@nestjs/typeorm';",
    'Um controller não consulta o banco',
  ],
  [
    'services/catalogue/src/sounds/probe.controller.ts',
    "import { TransactionRunner } from '@sampleteca/database';",
    'Um controller não consulta o banco',
  ],
  [
    'services/media/src/audio/probe.service.ts',
    "import { InjectRepository } from '@nestjs/typeorm';",
    'Consultas ficam nos repositórios',
  ],
  [
    'portal/src/components/Sounds/probe.ts',
    "import { apiClient } from '../../api/client';",
    'Chamadas HTTP ficam em api/',
  ],
])('%s: %s is refused', async (path, code, message) => {
  const messages = await lintAs(path, `${code}\nexport const probe = 1;\n`);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain(message);
});

test.each([
  ['services/catalogue/src/sounds/probe.service.ts', "manager.query('DELETE FROM catalogue.sounds')"],
  ['services/identity/src/users/probe.handler.ts', 'manager.findOne(User, { where: { id } })'],
  ['services/media/src/audio/probe.controller.ts', "transactions.dataSource.query('SELECT 1')"],
])('%s: a query outside a repository (%s) is refused', async (path, call) => {
  const code = `declare const manager: any, transactions: any, User: any, id: string;\nexport const probe = () => ${call};\n`;
  const messages = await lintAs(path, code, 'no-restricted-syntax');
  expect(messages).toEqual([expect.stringContaining('Consultas ficam nos repositórios')]);
});

test('a repository holds its queries', async () => {
  const code = "declare const manager: any;\nexport const probe = () => manager.query('SELECT 1');\n";
  expect(await lintAs('services/catalogue/src/sounds/probe.repository.ts', code, 'no-restricted-syntax')).toEqual([]);
});

test('a service imports the libs, and the platform assembles the services', async () => {
  expect(
    await lintAs(
      'services/catalogue/src/probe.ts',
      "import { loadConfig } from '@sampleteca/config';\nexport const probe = loadConfig;\n",
    ),
  ).toEqual([]);
  expect(
    await lintAs(
      'services/platform/src/probe.ts',
      "import { mediaService } from '@sampleteca/media';\nexport const probe = mediaService;\n",
    ),
  ).toEqual([]);
});

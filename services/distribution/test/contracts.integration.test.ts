import { randomUUID } from 'node:crypto';
import { eventually } from '@sampleteca/testing';
import type { TestUser } from '@sampleteca/testing';
import { DistributionApi, type ContractJson } from './support/distribution-api';
import { queueToken, type TypedQueue } from '@sampleteca/jobs';
import { ContractPollingProcessor } from '../src/contracts/contract-polling.processor';
import { ContractProgressService } from '../src/contracts/contract-progress.service';

const api = new DistributionApi();
let producer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Polling quickly, so a poll and a webhook race for the same signature.
  await api.start({ CONTRACT_POLL_INTERVAL_MS: '150' });
  producer = await api.producer('Gil Produtor');
  stranger = await api.producer('Hana Curiosa');
  admin = await api.admin(await api.user('Ivo Admin'));
}, 90_000);

afterAll(() => api.stop());

afterEach(() => {
  api.standIn.webhooksEnabled = true;
});

async function generate(user = producer): Promise<{ soundId: string; contract: ContractJson }> {
  const sound = await api.producedSound(user);
  const answer = await api.as(user, 'POST', '/contracts', { soundId: sound.id });
  if (answer.status !== 201) throw new Error(`contrato não gerado: ${JSON.stringify(answer.body)}`);
  return { soundId: sound.id, contract: answer.body as unknown as ContractJson };
}

const tokenOf = async (contractId: string): Promise<string> =>
  (await api.db.query('SELECT provider_token FROM distribution.contracts WHERE id = $1', [contractId])).rows[0]
    .provider_token;

describe('generating a contract', () => {
  test("sends the provider the template with the producer's name and CPF, snapshotted", async () => {
    const { rows } = await api.db.query('SELECT cpf, email FROM identity.users WHERE id = $1', [producer.id]);
    const { contract } = await generate();
    expect(contract).toMatchObject({ status: 'pending', requestId: null, outcome: null });
    expect(contract.signUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verificar\//);
    expect(api.standIn.lastCreateRequest).toMatchObject({
      template_id: 'sampleteca-distribuicao',
      signer_name: 'Gil Produtor',
      signer_email: rows[0].email,
      send_automatic_email: true,
      send_automatic_whatsapp: false,
      lang: 'pt-br',
      external_id: contract.id,
    });
    const data = (api.standIn.lastCreateRequest as { data: { de: string; para: string }[] }).data;
    expect(data).toEqual(
      expect.arrayContaining([
        { de: '{{NOME}}', para: 'Gil Produtor' },
        { de: '{{CPF}}', para: rows[0].cpf },
      ]),
    );

    // A later profile change does not rewrite the contract's parties.
    expect((await api.as(producer, 'PATCH', '/users/me', { fullName: 'Gil Outro Nome' })).status).toBe(200);
    await eventually(async () => {
      const party = await api.db.query('SELECT full_name FROM distribution.parties WHERE user_id = $1', [producer.id]);
      expect(party.rows[0].full_name).toBe('Gil Outro Nome');
    });
    const snapshot = await api.db.query(
      'SELECT full_name, cpf FROM distribution.contract_parties WHERE contract_id = $1',
      [contract.id],
    );
    expect(snapshot.rows).toEqual([{ full_name: 'Gil Produtor', cpf: rows[0].cpf }]);
    await api.as(producer, 'PATCH', '/users/me', { fullName: 'Gil Produtor' });
  });

  test('without CPF, CEP or producer in the profile the producer is sent to /profile/update', async () => {
    const sound = await api.producedSound(stranger);
    await api.db.query('UPDATE distribution.parties SET cep = NULL, producer = NULL WHERE user_id = $1', [stranger.id]);
    const answer = await api.as(stranger, 'POST', '/contracts', { soundId: sound.id });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      details: { redirectTo: '/profile/update', missing: ['cep', 'producer'] },
    });
    const { rows } = await api.db.query('SELECT 1 FROM distribution.contracts WHERE sound_id = $1', [sound.id]);
    expect(rows).toHaveLength(0);
    await api.db.query(`UPDATE distribution.parties SET cep = '01310-100', producer = 'Hana Rec' WHERE user_id = $1`, [
      stranger.id,
    ]);
  });

  test("the distribution form's rules are the server's", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'ab' }, 'Informe um nome válido'],
      [{ artists: 'x' }, 'Informe pelo menos um artista'],
      [{ key: 'H#' }, 'Selecione uma tonalidade válida'],
      [{ bpm: '200-220' }, 'Selecione um BPM válido'],
      [{ imageId: undefined }, 'Por favor, faça upload da música e da imagem antes de cadastrar.'],
    ];
    for (const [change, message] of cases) {
      const failed = await api.producedSound(producer, change).catch((error: Error) => error.message);
      expect(failed).toContain(message);
    }
    const sound = await api.producedSound(producer);
    expect(sound).toMatchObject({ type: 'Beats', isFree: true, isProduced: true, status: 'private', review: null });
    // Someone else's sound gets no contract, and reads as missing (the same 404 as an unknown id).
    const notMine = await api.as(stranger, 'POST', '/contracts', { soundId: sound.id });
    const unknown = await api.as(stranger, 'POST', '/contracts', { soundId: randomUUID() });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual(unknown.body);
    expect(notMine.body).toMatchObject({ code: 'SOUND_NOT_FOUND', message: 'Problema ao tentar achar música!' });
  });
});

describe('signing', () => {
  test('a webhook and a poll racing open one request; the same webhook five times at once changes nothing', async () => {
    const { soundId, contract } = await generate();
    await api.standIn.sign(await tokenOf(contract.id));
    await api.standIn.webhooksSettled();
    // The provider retrying through several pods: the same webhook five times at once.
    await Promise.all(Array.from({ length: 5 }, () => api.standIn.redeliverLastWebhook()));
    const signed = await eventually(async () => {
      const current = await api.contract(producer, contract.id);
      expect(current).toMatchObject({ status: 'signed', outcome: 'requested', message: 'Distribuição solicitada!' });
      expect(current.signedFileUrl).toBe(`/api/contracts/${contract.id}/signed-file`);
      return current;
    });
    // Every poll of this contract has run to its end (its scheduler gone, none queued or
    // running): none left can race the webhook into a second request.
    const polling = api.platform.app.get<TypedQueue<{ poll: { contractId: string } }>>(queueToken('contract-polling'));
    await eventually(async () => {
      expect(await api.platform.app.get(ContractProgressService).isPolled(contract.id)).toBe(false);
      const jobs = await polling.queue.getJobs(['active', 'waiting', 'delayed', 'prioritized']);
      expect(jobs.filter((job) => job.data?.payload?.contractId === contract.id)).toEqual([]);
    });
    expect(await api.requestsOf(soundId)).toEqual([{ id: signed.requestId, status: 'pending', kind: 'distribution' }]);
    expect((await api.distributionEvents(soundId)).map((event) => event.type)).toEqual(['distribution.requested']);
    await eventually(async () => expect((await api.visibleSound(producer, soundId))?.review).toBe('pending'));

    const pdf = await fetch(`${api.platform.url}${signed.signedFileUrl}`, {
      headers: { authorization: `Bearer ${producer.token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await api.as(admin, 'GET', `/contracts/${contract.id}`)).status).toBe(200);
    expect((await api.as(stranger, 'GET', signed.signedFileUrl!)).status).toBe(404);

    // Approved, the produced song is public and listed among the producer's produced songs.
    await api.as(admin, 'POST', `/distribution-requests/${signed.requestId}/approve`);
    await eventually(async () => {
      const produced = await api.as(stranger, 'GET', `/sounds?uploader=${producer.id}&produced=true`);
      expect((produced.body.items as { id: string }[]).map((item) => item.id)).toContain(soundId);
    });
  });

  test('without webhooks the polling worker finds the signature', async () => {
    api.standIn.webhooksEnabled = false;
    const { contract } = await generate();
    await api.standIn.sign(await tokenOf(contract.id));
    await eventually(async () =>
      expect(await api.contract(producer, contract.id)).toMatchObject({ status: 'signed', outcome: 'requested' }),
    );
    // The signed PDF is copied right after the signature commits (ContractProgressService.keepSignedFile).
    await eventually(async () => {
      const { rows } = await api.db.query('SELECT 1 FROM distribution.signed_documents WHERE contract_id = $1', [
        contract.id,
      ]);
      expect(rows).toHaveLength(1);
    });
  });

  test("a contract whose polling a Redis restarted empty forgot is polled again by the workers' sweep", async () => {
    api.standIn.webhooksEnabled = false;
    const { contract } = await generate();
    const progress = api.platform.app.get(ContractProgressService);
    await progress.stopPolling(contract.id); // what losing Redis's data does to its scheduler
    expect(await progress.isPolled(contract.id)).toBe(false);

    const sweep = await api.platform.app.get(ContractPollingProcessor).sweep();
    expect(sweep.rescheduled).toBeGreaterThanOrEqual(1);
    expect(await progress.isPolled(contract.id)).toBe(true);
    await api.standIn.sign(await tokenOf(contract.id));
    await eventually(async () =>
      expect(await api.contract(producer, contract.id)).toMatchObject({ status: 'signed', outcome: 'requested' }),
    );
  });

  test('a refused and an expired contract end without a request, with a message for the producer', async () => {
    const refused = await generate();
    await api.standIn.refuse(await tokenOf(refused.contract.id));
    const expired = await generate();
    await api.standIn.expire(await tokenOf(expired.contract.id));
    await eventually(async () => {
      expect(await api.contract(producer, refused.contract.id)).toMatchObject({
        status: 'refused',
        signUrl: null,
        message: 'Contrato recusado. Gere um novo contrato para solicitar a distribuição.',
      });
      expect(await api.contract(producer, expired.contract.id)).toMatchObject({ status: 'expired' });
    });
    expect(await api.requestsOf(refused.soundId)).toEqual([]);
    expect(await api.requestsOf(expired.soundId)).toEqual([]);
  });

  test('a webhook without the secret is refused and changes nothing', async () => {
    const { contract } = await generate();
    const token = await tokenOf(contract.id);
    const forged = await api.call('POST', '/webhooks/contracts', {
      headers: { 'x-webhook-secret': 'adivinhei' },
      body: { event_type: 'doc_signed', token, status: 'signed', external_id: contract.id, signers: [] },
    });
    expect(forged.status).toBe(401);
    expect((await api.contract(producer, contract.id)).status).toBe('pending');
  });

  test('deleting the song cancels its open contract', async () => {
    const { soundId, contract } = await generate();
    await api.as(producer, 'DELETE', `/sounds/${soundId}`);
    await eventually(async () =>
      expect(await api.contract(producer, contract.id)).toMatchObject({
        status: 'cancelled',
        message: 'A música foi excluída; o contrato foi cancelado.',
      }),
    );
  });
});

describe('server-sent events', () => {
  test("deliver the contract's state now and when it is signed", async () => {
    api.standIn.webhooksEnabled = true;
    const { contract } = await generate();
    const response = await fetch(`${api.platform.url}/api/contracts/${contract.id}/events`, {
      headers: { authorization: `Bearer ${producer.token}`, accept: 'text/event-stream' },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events: ContractJson[] = [];
    let buffer = '';
    const next = async (): Promise<ContractJson> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data && block.includes('event: contract')) return JSON.parse(data.slice(6)) as ContractJson;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('o fluxo terminou');
        buffer += value;
      }
    };
    events.push(await next());
    expect(events[0]).toMatchObject({ id: contract.id, status: 'pending' });
    await api.standIn.sign(await tokenOf(contract.id));
    events.push(await next());
    expect(events[1]).toMatchObject({ status: 'signed', outcome: 'requested' });
    await reader.cancel();

    const someoneElses = await fetch(`${api.platform.url}/api/contracts/${contract.id}/events`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(someoneElses.status).toBe(404);
  });
});

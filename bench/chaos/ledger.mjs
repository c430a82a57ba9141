/**
 * Every write the platform acknowledged (a 2xx that changed something) and what it promised,
 * then, once the platform has settled, each checked against PostgreSQL and its effect in every
 * consumer: 'perdida' when the write or its effect is missing, 'duas vezes' when it was applied
 * more than once (two events, two rows, a counter above the rows that justify it).
 */

export const KINDS = {
  like: 'curtida (estado final do par)',
  download: 'download servido',
  upload: 'áudio enviado',
  sound: 'som cadastrado (pedido de publicação)',
  contract: 'contrato gerado',
  signature: 'contrato assinado (pedido de distribuição)',
  subscription: 'assinatura paga',
  approval: 'pedido aprovado',
};

export class Ledger {
  /** `${userId}:${soundId}` → { liked, acknowledged } of the pair's last request, in order. */
  likes = new Map();
  /** kind → records (what was acknowledged, with what the check needs). */
  writes = new Map(
    Object.keys(KINDS)
      .filter((kind) => kind !== 'like')
      .map((kind) => [kind, []]),
  );

  /** A like request is about to go: until it is acknowledged the pair's state is unknown. */
  likeSent(userId, soundId, liked) {
    this.likes.set(`${userId}:${soundId}`, { userId, soundId, liked, acknowledged: false });
  }

  likeAcknowledged(userId, soundId) {
    this.likes.get(`${userId}:${soundId}`).acknowledged = true;
  }

  record(kind, fields) {
    this.writes.get(kind).push(fields);
  }

  /** The pairs whose last request was acknowledged: their state is known exactly. */
  knownLikes() {
    return [...this.likes.values()].filter((pair) => pair.acknowledged);
  }

  counts() {
    return Object.fromEntries(
      Object.keys(KINDS).map((kind) => [
        kind,
        kind === 'like' ? this.knownLikes().length : this.writes.get(kind).length,
      ]),
    );
  }

  /**
   * Checks every write against the database (a pg client through the primary): per kind
   * { confirmed, lost, twice, notes } where notes name what was found wrong, a few at most.
   */
  async check(db) {
    const result = {};
    const verdict = (kind) => (result[kind] ??= { confirmed: 0, lost: 0, twice: 0, notes: [] });
    const lost = (kind, note) => {
      verdict(kind).lost += 1;
      if (verdict(kind).notes.length < 5) verdict(kind).notes.push(note);
    };
    const twice = (kind, note) => {
      verdict(kind).twice += 1;
      if (verdict(kind).notes.length < 5) verdict(kind).notes.push(note);
    };
    const rows = async (sql, params) => (await db.query(sql, params)).rows;

    // Likes: the state of the pair's last acknowledged request, and no second row.
    const pairs = this.knownLikes();
    verdict('like').confirmed = pairs.length;
    const liked = await rows(
      `SELECT user_id || ':' || sound_id AS pair, count(*)::int AS n FROM catalogue.likes
        WHERE user_id = ANY($1::uuid[]) GROUP BY 1`,
      [[...new Set(pairs.map((pair) => pair.userId))]],
    );
    const likeRows = new Map(liked.map((row) => [row.pair, row.n]));
    for (const pair of pairs) {
      const n = likeRows.get(`${pair.userId}:${pair.soundId}`) ?? 0;
      if (pair.liked && n === 0) lost('like', `curtida ${pair.userId}/${pair.soundId} sumiu`);
      if (!pair.liked && n > 0) lost('like', `descurtida ${pair.userId}/${pair.soundId} voltou`);
      if (n > 1) twice('like', `${n} linhas para ${pair.userId}/${pair.soundId}`);
    }

    // Downloads: the served file counted once per (user, sound).
    const downloads = this.writes.get('download');
    verdict('download').confirmed = downloads.length;
    const counted = await rows(
      `SELECT user_id || ':' || sound_id AS pair, count(*)::int AS n FROM catalogue.downloads
        WHERE user_id = ANY($1::uuid[]) GROUP BY 1`,
      [[...new Set(downloads.map((write) => write.userId))]],
    );
    const downloadRows = new Map(counted.map((row) => [row.pair, row.n]));
    for (const write of downloads) {
      const n = downloadRows.get(`${write.userId}:${write.soundId}`) ?? 0;
      if (n === 0) lost('download', `download ${write.userId}/${write.soundId} não contado`);
      if (n > 1) twice('download', `${n} downloads contados para ${write.userId}/${write.soundId}`);
    }

    // Every sound's counters equal the rows that justify them (an event applied twice moves a
    // counter and not the rows, since the rows have a primary key).
    const counters = await rows(
      `SELECT s.id, s.likes_count, s.downloads_count,
              (SELECT count(*)::int FROM catalogue.likes l WHERE l.sound_id = s.id) AS likes,
              (SELECT count(*)::int FROM catalogue.downloads d WHERE d.sound_id = s.id) AS downloads
         FROM catalogue.sounds s
        WHERE s.id = ANY($1::uuid[])`,
      [[...new Set([...pairs, ...downloads].map((write) => write.soundId))]],
    );
    for (const sound of counters) {
      if (sound.likes_count > sound.likes)
        twice('like', `som ${sound.id}: ${sound.likes_count} curtidas, ${sound.likes} linhas`);
      if (sound.likes_count < sound.likes)
        lost('like', `som ${sound.id}: ${sound.likes_count} curtidas, ${sound.likes} linhas`);
      if (sound.downloads_count > sound.downloads)
        twice('download', `som ${sound.id}: contador ${sound.downloads_count}, ${sound.downloads} linhas`);
      if (sound.downloads_count < sound.downloads)
        lost('download', `som ${sound.id}: contador ${sound.downloads_count}, ${sound.downloads} linhas`);
    }

    // Uploads: stored, processed once (one media.processed), ready in media and in the catalogue.
    const uploads = this.writes.get('upload');
    verdict('upload').confirmed = uploads.length;
    const audio = await rows(
      `SELECT a.id, a.status,
              (SELECT count(*)::int FROM media.outbox_events o
                WHERE o.type = 'media.processed' AND o.envelope->'data'->>'audioId' = a.id::text) AS processed,
              (SELECT c.status FROM catalogue.audio_files c WHERE c.audio_id = a.id) AS catalogue_status
         FROM media.audio_files a WHERE a.id = ANY($1::uuid[])`,
      [uploads.map((write) => write.audioId)],
    );
    const audioById = new Map(audio.map((row) => [row.id, row]));
    for (const write of uploads) {
      const row = audioById.get(write.audioId);
      if (!row) lost('upload', `áudio ${write.audioId} não está em media.audio_files`);
      else if (row.status !== 'ready' || row.catalogue_status !== 'ready')
        lost('upload', `áudio ${write.audioId}: media ${row.status}, catálogo ${row.catalogue_status ?? 'nada'}`);
      if (row && row.processed > 1) twice('upload', `áudio ${write.audioId} processado ${row.processed} vezes`);
    }

    // Sounds of the wizard: stored, and one publication request opened for each.
    const sounds = this.writes.get('sound');
    verdict('sound').confirmed = sounds.length;
    const soundRows = await rows(
      `SELECT s.id, (SELECT count(*)::int FROM distribution.requests r
                      WHERE r.sound_id = s.id AND r.kind = 'publication') AS requests
         FROM catalogue.sounds s WHERE s.id = ANY($1::uuid[])`,
      [sounds.map((write) => write.soundId)],
    );
    const soundById = new Map(soundRows.map((row) => [row.id, row]));
    for (const write of sounds) {
      const row = soundById.get(write.soundId);
      if (!row) lost('sound', `som ${write.soundId} não está em catalogue.sounds`);
      else if (row.requests === 0) lost('sound', `som ${write.soundId} sem pedido de publicação`);
      else if (row.requests > 1) twice('sound', `som ${write.soundId}: ${row.requests} pedidos de publicação`);
    }

    // Contracts generated, and those signed: one distribution request each.
    const contracts = this.writes.get('contract');
    verdict('contract').confirmed = contracts.length;
    const contractRows = await rows(
      `SELECT c.id, c.status, c.sound_id,
              (SELECT count(*)::int FROM distribution.requests r
                WHERE r.sound_id = c.sound_id AND r.kind = 'distribution') AS requests
         FROM distribution.contracts c WHERE c.id = ANY($1::uuid[])`,
      [contracts.map((write) => write.contractId)],
    );
    const contractById = new Map(contractRows.map((row) => [row.id, row]));
    for (const write of contracts) {
      if (!contractById.has(write.contractId)) lost('contract', `contrato ${write.contractId} não está no banco`);
    }
    const signatures = this.writes.get('signature');
    verdict('signature').confirmed = signatures.length;
    for (const write of signatures) {
      const row = contractById.get(write.contractId);
      if (!row || row.status !== 'signed' || row.requests === 0)
        lost('signature', `contrato ${write.contractId}: ${row?.status ?? 'ausente'}, ${row?.requests ?? 0} pedidos`);
      else if (row.requests > 1) twice('signature', `contrato ${write.contractId}: ${row.requests} pedidos`);
    }

    // Subscriptions paid: one active subscription, and the catalogue's entitlement follows.
    const subscriptions = this.writes.get('subscription');
    verdict('subscription').confirmed = subscriptions.length;
    const subscriptionRows = await rows(
      `SELECT u.id AS user_id,
              (SELECT count(*)::int FROM billing.subscriptions s WHERE s.user_id = u.id AND s.status = 'active') AS active,
              (SELECT count(*)::int FROM billing.outbox_events o
                WHERE o.type = 'billing.entitlement-changed' AND o.envelope->'data'->>'userId' = u.id::text
                  AND o.envelope->'data'->>'status' = 'active') AS activations,
              (SELECT e.status FROM catalogue.entitlements e WHERE e.user_id = u.id) AS catalogue_status
         FROM unnest($1::uuid[]) AS u(id)`,
      [subscriptions.map((write) => write.userId)],
    );
    for (const row of subscriptionRows) {
      if (row.active === 0 || row.catalogue_status !== 'active')
        lost('subscription', `${row.user_id}: ${row.active} ativas, catálogo ${row.catalogue_status ?? 'nada'}`);
      if (row.active > 1) twice('subscription', `${row.user_id}: ${row.active} assinaturas ativas`);
      if (row.activations > 1) twice('subscription', `${row.user_id}: ativada ${row.activations} vezes`);
    }

    // Approvals: approved once (one distribution.approved), the sound public and approved in the catalogue.
    const approvals = this.writes.get('approval');
    verdict('approval').confirmed = approvals.length;
    const approvalRows = await rows(
      `SELECT r.id, r.status, s.status AS sound_status, s.review_status,
              (SELECT count(*)::int FROM distribution.outbox_events o
                WHERE o.type = 'distribution.approved' AND o.envelope->'data'->>'requestId' = r.id::text) AS events
         FROM distribution.requests r LEFT JOIN catalogue.sounds s ON s.id = r.sound_id
        WHERE r.id = ANY($1::uuid[])`,
      [approvals.map((write) => write.requestId)],
    );
    const approvalById = new Map(approvalRows.map((row) => [row.id, row]));
    for (const write of approvals) {
      const row = approvalById.get(write.requestId);
      if (!row || row.status !== 'approved' || row.review_status !== 'approved' || row.sound_status !== 'public')
        lost(
          'approval',
          `pedido ${write.requestId}: ${row?.status ?? 'ausente'}, som ${row?.sound_status}/${row?.review_status}`,
        );
      if (row && row.events > 1) twice('approval', `pedido ${write.requestId}: ${row.events} distribution.approved`);
    }
    return result;
  }
}

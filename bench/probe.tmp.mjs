import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/sampleteca', max: 2 });
const { rows: refs } = await pool.query(`SELECT sound_id, type, loop, vector::text v FROM catalogue.sound_timbres TABLESAMPLE SYSTEM (1) REPEATABLE (7) WHERE public LIMIT 60`);
const gen = process.argv[2] ?? '1';
const exact = [];
for (const r of refs) {
  const { rows } = await pool.query(`SELECT sound_id FROM catalogue.sound_timbres WHERE public AND version=1 AND loop=$1 AND type=$2 AND sound_id<>$3 ORDER BY vector <-> $4::cube LIMIT 10`, [r.loop, r.type, r.sound_id, r.v]);
  exact.push(rows.map((x) => x.sound_id));
}
for (const probes of [16, 32, 64, 128]) {
  let rec = 0; const times = [];
  for (const [i, r] of refs.entries()) {
    const t = performance.now();
    const { rows: cells } = await pool.query(`SELECT cell FROM catalogue.timbre_cells WHERE generation=$1 ORDER BY centroid <-> $2::cube LIMIT $3`, [gen, r.v, probes]);
    const { rows } = await pool.query(`SELECT sound_id FROM catalogue.sound_timbres WHERE public AND version=1 AND cell = ANY($1::int[]) AND loop=$2 AND type=$3 AND sound_id<>$4 ORDER BY vector <-> $5::cube LIMIT 10`, [cells.map((c) => c.cell), r.loop, r.type, r.sound_id, r.v]);
    times.push(performance.now() - t);
    rec += rows.filter((x) => exact[i].includes(x.sound_id)).length / 10;
  }
  times.sort((a, b) => a - b);
  console.log(probes, (rec / refs.length).toFixed(3), times[Math.floor(times.length / 2)].toFixed(1), times[Math.floor(times.length * 0.95)].toFixed(1));
}
await pool.end();

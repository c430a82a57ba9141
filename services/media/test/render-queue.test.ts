import { RenderQueue } from '../src/transforms/render-queue';

/** A task that ends when told to, recording how many ran at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('renderings of one key asked for together run once and share the outcome', async () => {
  const queue = new RenderQueue(2);
  let runs = 0;
  const { open, opened } = gate();
  const render = async () => {
    runs += 1;
    await opened;
    return `render ${runs}`;
  };
  const both = Promise.all([queue.run('audio/a/t1.25_s2.mp3', render), queue.run('audio/a/t1.25_s2.mp3', render)]);
  open();
  expect(await both).toEqual(['render 1', 'render 1']);
  // Once settled, the next request is a new run (the caller finds the stored file first).
  expect(await queue.run('audio/a/t1.25_s2.mp3', render)).toBe('render 2');
});

test('at most `size` renderings run at once; the others wait their turn, failures free theirs', async () => {
  const queue = new RenderQueue(2);
  let running = 0;
  let most = 0;
  const gates = Array.from({ length: 5 }, gate);
  const outcomes = gates.map((turn, index) =>
    queue
      .run(`key-${index}`, async () => {
        running += 1;
        most = Math.max(most, running);
        await turn.opened;
        running -= 1;
        if (index === 0) throw new Error('rubberband falhou');
        return index;
      })
      .catch((error: Error) => error.message),
  );
  await new Promise((settle) => setImmediate(settle));
  expect(running).toBe(2);
  for (const turn of gates) {
    turn.open();
    await new Promise((settle) => setImmediate(settle));
  }
  expect(await Promise.all(outcomes)).toEqual(['rubberband falhou', 1, 2, 3, 4]);
  expect(most).toBe(2);
});

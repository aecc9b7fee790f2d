import { createBackgroundTasks } from '../../../src/lib/background-tasks';

function tasksWithLog(now: () => number = Date.now) {
  const error = jest.fn();
  return { tasks: createBackgroundTasks({ error }, { now }), error };
}

describe('createBackgroundTasks', () => {
  it('starts a task only after the current turn, and drain waits for it and what it starts', async () => {
    const { tasks } = tasksWithLog();
    const done: string[] = [];
    tasks.run('outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push('outer');
      tasks.run('inner', async () => {
        done.push('inner');
      });
    });
    expect(done).toEqual([]);
    await tasks.drain();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure by task name and error class, never the message', async () => {
    const { tasks, error } = tasksWithLog();
    tasks.run('forgot-password', async () => {
      throw Object.assign(new Error('duplicate key: ann@example.com'), { code: '23505' });
    });
    await tasks.drain();
    expect(error).toHaveBeenCalledTimes(1);
    const [fields, message] = error.mock.calls[0] as [Record<string, unknown>, string];
    expect(message).toBe('background task failed');
    expect(fields).toMatchObject({
      task: 'forgot-password',
      error: { type: 'Error', code: '23505' },
    });
    expect(JSON.stringify(fields)).not.toContain('ann@example.com');
  });

  it('runs a deferred task once per key, when its delay has passed', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const { tasks } = tasksWithLog(() => jest.now());
      const runs: string[] = [];
      tasks.runLater('mail', 'ann', 60_000, async () => void runs.push('first'));
      tasks.runLater('mail', 'ann', 10_000, async () => void runs.push('second'));
      expect(tasks.waitingFor('ann')).toBe(60_000);
      jest.advanceTimersByTime(59_999);
      await tasks.drain();
      expect(runs).toEqual([]);
      jest.advanceTimersByTime(1);
      await tasks.drain();
      expect(runs).toEqual(['first']);
      expect(tasks.waitingFor('ann')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('cancel and close drop waiting tasks', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const { tasks } = tasksWithLog(() => jest.now());
      const runs: string[] = [];
      tasks.runLater('mail', 'a', 1_000, async () => void runs.push('a'));
      tasks.runLater('mail', 'b', 1_000, async () => void runs.push('b'));
      tasks.cancel('a');
      expect(tasks.waitingFor('a')).toBeUndefined();
      await tasks.close();
      jest.advanceTimersByTime(5_000);
      await tasks.drain();
      expect(runs).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

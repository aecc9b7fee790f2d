import { createBackgroundTasks } from '../../../src/lib/background-tasks';

function tasksWithLog() {
  const error = jest.fn();
  return { tasks: createBackgroundTasks({ error }), error };
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
});

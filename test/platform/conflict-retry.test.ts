import { isTransientConflict, retryOnConflict } from '../../src/db/retry';

const conflict = (code: string) => Object.assign(new Error('lost a race'), { code });

describe('retryOnConflict', () => {
  it('runs again after a deadlock or a serialization failure, found in the wrapped cause too', async () => {
    const failures = [conflict('40P01'), { message: 'wrapped', cause: conflict('40001') }];
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect({ result, calls }).toEqual({ result: 'done', calls: 3 });
  });

  it('gives up after its bound, with the last failure', async () => {
    let calls = 0;
    const run = retryOnConflict(
      async () => {
        calls++;
        throw conflict('40P01');
      },
      { attempts: 3 },
    );
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  it('does not repeat any other failure', async () => {
    let calls = 0;
    const run = retryOnConflict(async () => {
      calls++;
      throw conflict('23505');
    });
    await expect(run).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
    expect(isTransientConflict(new Error('no code'))).toBe(false);
  });
});

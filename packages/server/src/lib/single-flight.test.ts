import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.ts';

describe('SingleFlight', () => {
  it('runs concurrent calls of one key once, and a later call afresh', async () => {
    const flights = new SingleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      const run = runs;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return run;
    };
    const answers = await Promise.all([
      flights.run('a', work),
      flights.run('a', work),
      flights.run('b', work),
    ]);
    expect(answers).toEqual([1, 1, 2]);
    expect(flights.size).toBe(0);
    expect(await flights.run('a', work)).toBe(3);
  });

  it('passes a failure to every waiting caller and forgets it', async () => {
    const flights = new SingleFlight<number>();
    const failing = () => Promise.reject(new Error('database gone'));
    const outcomes = await Promise.allSettled([flights.run('a', failing), flights.run('a', failing)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await flights.run('a', async () => 7)).toBe(7);
  });
});

describe('SingleFlight with answers kept', () => {
  it('reuses an answer for keepMs, then runs afresh; a failure is not kept', async () => {
    const flights = new SingleFlight<number>(60);
    let runs = 0;
    const work = async () => {
      runs += 1;
      return runs;
    };
    expect(await flights.run('a', work)).toBe(1);
    expect(await flights.run('a', work)).toBe(1);
    expect(await flights.run('b', work)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(flights.size).toBe(0);
    expect(await flights.run('a', work)).toBe(3);

    const outcomes = await Promise.allSettled([flights.run('c', () => Promise.reject(new Error('gone')))]);
    expect(outcomes[0]?.status).toBe('rejected');
    expect(await flights.run('c', async () => 9)).toBe(9);
  });
});
